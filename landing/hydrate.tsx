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

const root = document.getElementById('root');
if (root) {
  setTimeout(() => {
    hydrateInSteps(() => void hydrateRoot(root, <App path={window.location.pathname} />));
    // The HydrateLater sections wait for timers set during that hydration; this one runs after all of them.
    setTimeout(() => {
      document.documentElement.dataset.hydrated = '';
      document.dispatchEvent(new Event(HYDRATED_EVENT));
    }, 0);
  }, 0);
}
