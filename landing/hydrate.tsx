/**
 * Hydrates the prerendered HTML of the current path (imported by main.tsx, which the entry loader imports after the
 * first paint). The page is adopted in steps, each a task of its own so that none blocks a phone for long: the
 * modules' evaluation (this task), then the header and the page's frame, then each HydrateLater section.
 */
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { hydrateInSteps } from './layout/HydrateLater.tsx';

const root = document.getElementById('root');
if (root) setTimeout(() => hydrateInSteps(() => void hydrateRoot(root, <App path={window.location.pathname} />)), 0);
