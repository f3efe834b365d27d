import { Navigate, useLocation } from 'react-router-dom';
import { useAdminHref } from './useAdminHref';

/** Redirects to a path inside the admin, keeping the query string (legacy links may carry one). */
export function AdminRedirect({ to }: { to: string }) {
  const href = useAdminHref();
  const { search } = useLocation();
  return <Navigate to={`${href(to)}${to.includes('?') ? '' : search}`} replace />;
}
