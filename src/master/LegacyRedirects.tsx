import { Navigate, useBasename, useLocation } from 'react-admin';

/** Sends an old SPEC path to the screen that serves it now. */
export function RedirectTo({ to }: { to: string }) {
  const basename = useBasename();
  return <Navigate to={`${basename}${to}`} replace />;
}

/**
 * The legacy subcategory screens took the category id from navigation state ({ categoryId } or { id });
 * a ?categoryId= query works too. Without one, the category list is the useful place to land.
 */
export function SubcategoryRedirect({ listPath, subcategoryPath }: { listPath: string; subcategoryPath: (id: string) => string }) {
  const basename = useBasename();
  const location = useLocation();
  const id = categoryIdFrom(location.state) ?? new URLSearchParams(location.search).get('categoryId');
  return <Navigate to={`${basename}${id ? subcategoryPath(id) : listPath}`} replace />;
}

function categoryIdFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { categoryId, id } = state as { categoryId?: unknown; id?: unknown };
  const value = categoryId ?? id;
  return typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? String(value) : null;
}
