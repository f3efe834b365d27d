import { useLocation } from 'react-router-dom';
import { AdminRedirect } from '../layout/AdminRedirect';
import { adminPaths } from '../layout/adminPaths';

/**
 * The legacy subcategory screens took the category id from navigation state ({ categoryId } or { id });
 * a ?categoryId= query works too. Without one, the category list is the useful place to land.
 */
export function SubcategoryRedirect({ categoryResource }: { categoryResource: string }) {
  const location = useLocation();
  const id = categoryIdFrom(location.state) ?? new URLSearchParams(location.search).get('categoryId');
  return <AdminRedirect to={id ? adminPaths.subcategories(categoryResource, id) : `/${categoryResource}`} />;
}

function categoryIdFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { categoryId, id } = state as { categoryId?: unknown; id?: unknown };
  const value = categoryId ?? id;
  return typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? String(value) : null;
}
