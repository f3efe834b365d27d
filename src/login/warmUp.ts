/**
 * What the admin needs right after logging in, fetched ahead so the submit does not wait for the validation
 * schemas and the dashboard does not wait for react-admin or its chunks. It starts once the login page has
 * painted and the browser is idle (warmUpWhenIdle), or at the form's first input if that comes first: a
 * password manager fills and submits the form at once, with no typing to hide the download behind. Never part
 * of the page's first load, so /admin/login shows as fast and as light as before (the bench counts the page's
 * bytes up to the `admin-warm-up` mark).
 */
import { loadResolver } from './loginResolver';

/** The performance mark set when the warm-up starts (read by bench/adminLoad.ts). */
export const WARM_UP_MARK = 'admin-warm-up';

let started = false;

/**
 * The admin's own chunk, named by the entry (main.tsx) that shows this page before the admin: imported from here,
 * the login would import the admin that imports the login. Inside the admin (its session-expired form) it is
 * already loaded, so nothing is named.
 */
let loadAdmin: () => Promise<unknown> = () => Promise.resolve();

export function warmUpLoadsAdmin(load: () => Promise<unknown>): void {
  loadAdmin = load;
}

export function warmUpAfterLogin(): void {
  if (started) return;
  started = true;
  performance.mark(WARM_UP_MARK);
  void loadResolver();
  void import('./LoginResultDialog');
  // The admin itself with the screen a login lands on (SPEC section 2: the dashboard; already loaded when
  // react-admin shows this form), the data provider it reads through and the backend's capability document
  // (public), which the admin's menu waits for.
  void loadAdmin();
  void import('../dataProvider');
  void import('../dataProvider/capabilities').then(({ sharedCapabilityProbe }) => sharedCapabilityProbe());
}

/** Starts the warm-up after the next paint, when the browser is idle; returns the cancel. */
export function warmUpWhenIdle(): () => void {
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => {
    // Safari has no requestIdleCallback: a short timeout after the paint does the same there.
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(warmUpAfterLogin, { timeout: 1000 }) : window.setTimeout(warmUpAfterLogin, 50);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
