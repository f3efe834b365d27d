/**
 * Hydrates the prerendered HTML of the current path (imported by main.tsx, which the entry loader imports after the first paint).
 * Inside a transition, hydration is time-sliced: it yields to the browser every few milliseconds instead of
 * blocking the main thread for the whole page.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (root) startTransition(() => void hydrateRoot(root, <App path={window.location.pathname} />));
