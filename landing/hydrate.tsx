/**
 * Hydrates the prerendered HTML of the current path (imported by main.tsx, which the entry loader imports on the
 * visitor's first interaction). The page is adopted in steps, each a task of its own so that none blocks a phone
 * for long: the modules' evaluation (this task), then the header and the page's frame, then each HydrateLater
 * section. Once every step has run, HYDRATED_EVENT tells the entry loader to replay the click it held.
 */
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { HYDRATED_EVENT } from './entryLoader.ts';
import { hydrateInSteps } from './layout/HydrateLater.tsx';

/**
 * The path of the page shown. A form's no-JavaScript answer (the enquiry's errors) comes at the form's action URL
 * and names its page on <html data-page-path>: the app is that page, and the address bar is set to it so that a
 * reload or a shared link opens the page, not the endpoint.
 */
function pagePath(): string {
  const named = document.documentElement.dataset.pagePath;
  if (!named || !/^\/(?!\/)/.test(named) || named === window.location.pathname) return window.location.pathname;
  // A page of its own URL drawn from another page's HTML (a received page) keeps its address.
  if (document.documentElement.dataset.pageStays !== undefined) return named;
  window.history.replaceState(window.history.state, '', named + window.location.hash);
  return named;
}

const root = document.getElementById('root');
if (root) {
  setTimeout(() => {
    const path = pagePath();
    hydrateInSteps(() => void hydrateRoot(root, <App path={path} />));
    // The HydrateLater sections wait for timers set during that hydration; this one runs after all of them.
    setTimeout(() => {
      document.documentElement.dataset.hydrated = '';
      document.dispatchEvent(new Event(HYDRATED_EVENT));
    }, 0);
  }, 0);
}
