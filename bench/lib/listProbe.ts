/**
 * Timing inside the page for a react-admin list: an init script (plain JavaScript, so no build helper leaks
 * into the page) that records when the first rows with text are painted after navigation, and times opening
 * the list from a link of the open admin, a search or a page change, from the user's input to the next paint
 * showing the new rows. "Painted" is the first animation frame after the DOM change, plus a task (the frame has
 * been produced by then).
 */
import type { Page } from 'playwright-core';

const PROBE_SOURCE = `(() => {
  const ROWS = 'tbody tr';
  const TIMEOUT_MS = 60000;
  function rowTexts() {
    return Array.from(document.querySelectorAll(ROWS)).map((row) => (row.textContent || '').trim()).filter((text) => text.length > 0);
  }
  function nextPaint(resolve) {
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
  }
  /** performance.now() at the paint after condition() first holds. */
  function whenPainted(condition, what) {
    return new Promise((resolve, reject) => {
      let settled = false;
      const finish = () => { settled = true; observer.disconnect(); clearTimeout(timer); };
      const check = () => {
        if (settled || !condition()) return;
        finish();
        nextPaint(resolve);
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
      const timer = setTimeout(() => {
        if (settled) return;
        finish();
        reject(new Error('no ' + what + ' within ' + TIMEOUT_MS + ' ms; rows now: ' + rowTexts().slice(0, 3).join(' | ')));
      }, TIMEOUT_MS);
      check();
    });
  }
  const firstRows = whenPainted(() => rowTexts().length > 0, 'list rows');
  firstRows.catch(() => undefined);
  window.__listProbe = {
    /** ms from the navigation's start to the first rows painted. */
    firstRows: () => firstRows,
    /** ms from a search typed (one input event, as a paste) to the painted rows all containing it. */
    search(term) {
      const input = document.querySelector('input[name="q"]');
      if (!input) return Promise.reject(new Error('the list has no search input (input[name="q"])'));
      const before = rowTexts().join('\\n');
      const needle = term.toLowerCase();
      const shown = whenPainted(() => {
        const rows = rowTexts();
        return rows.length > 0 && rows.join('\\n') !== before && rows.every((text) => text.toLowerCase().includes(needle));
      }, 'filtered rows');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const start = performance.now();
      setValue.call(input, term);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return shown.then((end) => end - start);
    },
    /** ms from a click on the first link to href (the admin already open on another screen) to the first rows painted. */
    open(href) {
      const link = document.querySelector('a[href="' + href + '"]');
      if (!link) return Promise.reject(new Error('no link to ' + href + ' on ' + location.pathname));
      const shown = whenPainted(() => rowTexts().length > 0, 'rows after opening ' + href);
      const start = performance.now();
      link.click();
      return shown.then((end) => end - start);
    },
    /** ms from a click on "next page" to the painted rows being different ones. */
    nextPage() {
      const buttons = Array.from(document.querySelectorAll('button[aria-label]'));
      const next = buttons.find((b) => /next page/i.test(b.getAttribute('aria-label'))) || buttons.find((b) => /page 2$/i.test(b.getAttribute('aria-label')));
      if (!next) return Promise.reject(new Error('the list has no next-page button'));
      const before = rowTexts().join('\\n');
      const shown = whenPainted(() => {
        const rows = rowTexts();
        return rows.length > 0 && rows.join('\\n') !== before;
      }, 'next page rows');
      const start = performance.now();
      next.click();
      return shown.then((end) => end - start);
    },
  };
})();`;

interface ListProbe {
  firstRows(): Promise<number>;
  open(href: string): Promise<number>;
  search(term: string): Promise<number>;
  nextPage(): Promise<number>;
}

declare global {
  interface Window {
    __listProbe: ListProbe;
  }
}

export async function installListProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: PROBE_SOURCE });
}

export const probe = {
  firstRows: (page: Page) => page.evaluate(() => window.__listProbe.firstRows()),
  open: (page: Page, href: string) => page.evaluate((h) => window.__listProbe.open(h), href),
  search: (page: Page, term: string) => page.evaluate((t) => window.__listProbe.search(t), term),
  nextPage: (page: Page) => page.evaluate(() => window.__listProbe.nextPage()),
};
