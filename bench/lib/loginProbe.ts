/**
 * Timing inside the page for a login: an init script (plain JavaScript, so no build helper leaks into the page)
 * that records the form's submit event and the paint after the dashboard's level-one heading first shows.
 * Measured in the page because Playwright's own click (actionability checks, round trips) would otherwise add
 * a few hundred milliseconds that no admin waits for.
 */
import type { Page } from 'playwright-core';

const PROBE_SOURCE = `(() => {
  let submittedAt = null;
  document.addEventListener('submit', () => { if (submittedAt === null) submittedAt = performance.now(); }, true);
  const shown = new Promise((resolve) => {
    const check = () => {
      if (submittedAt === null) return;
      const heading = Array.from(document.querySelectorAll('h1')).find((h) => (h.textContent || '').trim() === 'Dashboard');
      if (!heading) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => {
        window.__dashboardPaintedAt = performance.timeOrigin + performance.now();
        resolve(performance.now() - submittedAt);
      }, 0));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  window.__loginProbe = () => shown;
})();`;

export async function installLoginProbe(page: Page): Promise<void> {
  await page.addInitScript(PROBE_SOURCE);
}

/** ms from the login form's submit event to the paint that shows the dashboard's heading. */
export function submittedToDashboard(page: Page): Promise<number> {
  return page.evaluate('window.__loginProbe()') as Promise<number>;
}

/** When the dashboard's heading was painted after the login (ms since the epoch, as request start times are). */
export function dashboardPaintedAt(page: Page): Promise<number> {
  return page.evaluate('window.__dashboardPaintedAt') as Promise<number>;
}
