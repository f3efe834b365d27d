/**
 * The current path as a store that components subscribe to with a question ("is this entry's path active?") and
 * are drawn again only when the answer changes, and the router's navigate for them. React Router offers both
 * only through contexts that change at each navigation (its useNavigate reads the current route's matches), which
 * draws every reader again; the menu's entries are many and change on few navigations.
 */
import { createContext, useCallback, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { matchPath, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

interface PathnameStore {
  get(): string;
  set(pathname: string): void;
  subscribe(listener: () => void): () => void;
  /** The router's navigate as of the last render of the provider. */
  navigate: NavigateFunction;
}

function createPathnameStore(initial: string, navigate: NavigateFunction): PathnameStore {
  let pathname = initial;
  const listeners = new Set<() => void>();
  return {
    navigate,
    get: () => pathname,
    set(next) {
      if (next === pathname) return;
      pathname = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const PathnameContext = createContext<PathnameStore | null>(null);

/** Inside the router: keeps the store at the router's path (before paint, so an entry's state never lags). */
export function PathnameProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => createPathnameStore(pathname, navigate));
  useLayoutEffect(() => {
    store.navigate = navigate;
    store.set(pathname);
  }, [store, pathname, navigate]);
  return <PathnameContext.Provider value={store}>{children}</PathnameContext.Provider>;
}

function usePathnameStore(): PathnameStore {
  const store = useContext(PathnameContext);
  if (!store) throw new Error('the pathname store is used outside <PathnameProvider>');
  return store;
}

/** Whether the current path is `path` (or below it, unless `end`), as react-admin's menu entries decide it. */
export function usePathActive(path: string, end: boolean): boolean {
  const store = usePathnameStore();
  return useSyncExternalStore(store.subscribe, () => matchPath({ path, end }, store.get()) !== null);
}

/** Navigates without reading the location (a stable function). */
export function useNavigateAway(): (to: string) => void {
  const store = usePathnameStore();
  return useCallback((to: string) => void store.navigate(to), [store]);
}
