/**
 * Which resources block the first render, read from the HTML as the server sent it (scripts may change the
 * DOM afterwards, e.g. the media="print" onload trick): stylesheets whose media matches the screen, and
 * classic scripts in <head> without async or defer. The document itself always blocks.
 */
import type { Page } from 'playwright-core';

export async function renderBlockingUrls(page: Page, html: string): Promise<string[]> {
  // No named helpers inside: tsx would wrap them in its __name() helper, which the page does not have.
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const urls = [location.href];
    for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href]'))) {
      const media = link.getAttribute('media');
      if (link.hasAttribute('disabled') || (media && !window.matchMedia(media).matches)) continue;
      urls.push(new URL(link.getAttribute('href') ?? '', location.href).href);
    }
    for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>('head script[src]'))) {
      if (script.hasAttribute('async') || script.hasAttribute('defer') || script.getAttribute('type') === 'module') continue;
      urls.push(new URL(script.getAttribute('src') ?? '', location.href).href);
    }
    return urls;
  }, html);
}
