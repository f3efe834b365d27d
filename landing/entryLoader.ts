/**
 * The landing's entry script, inlined in every page by landing/build.ts. The prerendered page reads and works
 * without JavaScript, so the app's entry module is requested only on the visitor's first interaction
 * (pointerdown, touchstart, keydown or focusin): page loads run no app code at all, and Lighthouse's simulation
 * of a slow phone charged the modules' evaluation and the hydration (several tasks over 50 ms at 4× CPU) to the
 * page's Total Blocking Time. A click that lands before the page is hydrated (the pointerdown that started the
 * load comes just before it) is held and replayed on the same element once the page has hydrated
 * (HYDRATED_EVENT, dispatched by landing/hydrate.tsx), so the first tap opens the menu or a legal dialog as it
 * would later (Know More is a native <details> and needs no script). A page whose content is drawn in the browser marks an element with
 * HYDRATE_AT_ONCE_ATTRIBUTE (the vendor portal) and is hydrated right after its first paint instead.
 * The server allows exactly this script by its hash (server/site/landing.ts `landingScriptHashes`), so the CSP
 * keeps `script-src 'self'` otherwise.
 */
export const HYDRATED_EVENT = 'landing:hydrated';
export const HYDRATE_AT_ONCE_ATTRIBUTE = 'data-hydrate-at-once';
export const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** The inline script (plain ES2017, no build step: it runs as written) that imports `entrySrc` when the page needs it. */
export function entryLoaderScript(entrySrc: string): string {
  if (!/^\/[\w./-]+\.js$/.test(entrySrc)) throw new Error(`The landing's entry must be a same-origin .js path, got "${entrySrc}"`);
  return `(function () {
  var started = false;
  var hydrated = false;
  var held = null;
  var triggers = ${JSON.stringify(INTERACTION_EVENTS)};
  function load() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { removeEventListener(type, load, true); });
    import(${JSON.stringify(entrySrc)}).catch(function (error) {
      hydrated = true;
      console.error('Loading the interactive site failed', error);
    });
  }
  function hold(event) {
    if (hydrated || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    var target = event.target && event.target.closest ? event.target.closest('a[href], button, [role="button"]') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    load();
  }
  triggers.forEach(function (type) { addEventListener(type, load, { capture: true, passive: true }); });
  addEventListener('click', hold, true);
  document.addEventListener(${JSON.stringify(HYDRATED_EVENT)}, function () {
    hydrated = true;
    removeEventListener('click', hold, true);
    var target = held;
    held = null;
    if (target && target.isConnected) target.click();
  });
  function atOnce() {
    if (document.querySelector('[${HYDRATE_AT_ONCE_ATTRIBUTE}]')) requestAnimationFrame(function () { setTimeout(load, 0); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', atOnce);
  else atOnce();
})();`;
}
