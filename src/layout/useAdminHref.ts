import { useCallback } from 'react';
import { useBasename } from 'react-admin';

/** Turns a path relative to the admin (an adminPaths entry, e.g. '/vendors/authorized') into the link the router expects. */
export function useAdminHref(): (path: string) => string {
  const basename = useBasename();
  // Stable while the basename is: callers use it in effects' and callbacks' dependencies.
  return useCallback((path: string) => `${basename}${path === '/' ? '/' : path}`, [basename]);
}
