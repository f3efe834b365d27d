/**
 * Hydrates the prerendered HTML of the current path (imported by main.tsx, which the entry loader imports after the
 * first paint). The page is adopted in steps: the header and the page's first screen now, each HydrateLater
 * section in a task of its own after it, so no single task blocks the phone for the whole page.
 */
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { hydrateInSteps } from './layout/HydrateLater.tsx';

const root = document.getElementById('root');
if (root) hydrateInSteps(() => void hydrateRoot(root, <App path={window.location.pathname} />));
