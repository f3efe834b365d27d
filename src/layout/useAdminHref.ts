import { useBasename } from 'react-admin';

/** Turns a path relative to the admin (e.g. '/vendors/authorized') into the link the router expects. */
export function useAdminHref(): (path: string) => string {
  const basename = useBasename();
  return (path) => `${basename}${path === '/' ? '/' : path}`;
}
