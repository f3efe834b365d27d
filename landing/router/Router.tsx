/**
 * A tiny history router (the landing has six routes; react-router would triple our own JS).
 * The prerender passes the URL; the browser follows history.pushState and popstate.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

export interface RouterValue {
  path: string;
  navigate(to: string): void;
}

const RouterContext = createContext<RouterValue>({ path: '/', navigate: () => undefined });

export const useRouter = () => useContext(RouterContext);

/** Path without trailing slash ("/Standard/" → "/Standard"), "/" for the root. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** After a client-side navigation: scroll to the hash target or the top, and move focus to the new page's heading
 * so screen readers announce the page change as a full load would. */
function settleAfterNavigation(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  const heading = (target?.querySelector('h1, h2') ?? document.querySelector('main h1')) as HTMLElement | null;
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function Router({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  const [path, setPath] = useState(() => normalizePath(initialPath));

  useEffect(() => {
    const onPop = () => setPath(normalizePath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string) => {
    const url = new URL(to, window.location.href);
    window.history.pushState(null, '', url.pathname + url.search + url.hash);
    setPath(normalizePath(url.pathname));
    // After React commits the new route.
    requestAnimationFrame(() => settleAfterNavigation(url.hash));
  }, []);

  const value = useMemo(() => ({ path, navigate }), [path, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** An ordinary link (works without JS) that navigates client-side when it can. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handleClick} {...rest} />;
}
