/**
 * Browser entry (about 1 kB). The prerendered HTML and inline CSS are the whole first paint; React and the app
 * are requested only once the browser reports that paint, so neither their download nor hydration can delay
 * FCP/LCP (the page already reads without JavaScript).
 */
import './styles/site.css';
import { loadChunk } from './chunks/loadChunk.ts';

/** Hidden tabs never paint; hydrate anyway after this long. */
const PAINT_WAIT_LIMIT_MS = 1500;

let started = false;
function hydrate(): void {
  if (started) return;
  started = true;
  loadChunk(() => import('./hydrate.tsx')).catch((error: unknown) => console.error('Loading the interactive site failed', error));
}

function afterFirstPaint(run: () => void): void {
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(run, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
  setTimeout(run, PAINT_WAIT_LIMIT_MS);
}

afterFirstPaint(hydrate);
