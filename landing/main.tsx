/**
 * Browser entry. The prerendered HTML and inline CSS are the whole first paint; React is fetched only after
 * that frame, so script download and hydration never delay FCP/LCP (the page already reads without JS).
 */
import './styles/site.css';

let started = false;
function hydrate(): void {
  if (started) return;
  started = true;
  import('./hydrate.tsx').catch((error: unknown) => console.error('Loading the interactive site failed', error));
}

requestAnimationFrame(() => setTimeout(hydrate, 0));
// Background tabs get no animation frames.
setTimeout(hydrate, 250);
