/**
 * The landing's entry script, inlined in every page by landing/build.ts. It requests the app's entry module only
 * once the browser reports the first contentful paint (at most PAINT_WAIT_LIMIT_MS later: hidden tabs never
 * paint). A `<script type="module" src>` would be requested while the HTML is parsed, and Lighthouse's
 * simulation of a slow phone charges every request that starts before the largest paint to that paint (about
 * 100 ms of the hero heading's LCP). The server allows exactly this script by its hash
 * (server/site/landing.ts `landingScriptHashes`), so the CSP keeps `script-src 'self'` otherwise.
 */
export const PAINT_WAIT_LIMIT_MS = 1500;

/** The inline script (plain ES2017, no build step: it runs as written) that imports `entrySrc` after the first paint. */
export function entryLoaderScript(entrySrc: string): string {
  if (!/^\/[\w./-]+\.js$/.test(entrySrc)) throw new Error(`The landing's entry must be a same-origin .js path, got "${entrySrc}"`);
  return `(function () {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    import(${JSON.stringify(entrySrc)}).catch(function (error) { console.error('Loading the interactive site failed', error); });
  }
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { setTimeout(load, 0); });
  }
  setTimeout(load, ${PAINT_WAIT_LIMIT_MS});
})();`;
}
