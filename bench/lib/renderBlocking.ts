/**
 * Which resources block the first render, read from the HTML as the server sent it (scripts may change the
 * DOM afterwards, e.g. the media="print" onload trick): stylesheets whose media matches the screen, and
 * classic scripts in <head> without async or defer. The document itself always blocks.
 */
import type { Page } from 'playwright-core';

export async function renderBlockingUrls(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const absolute = (href: string) => new URL(href, location.href).href;
    const urls = [location.href];
    for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href]'))) {
      const media = link.getAttribute('media');
      if (link.hasAttribute('disabled') || (media && !window.matchMedia(media).matches)) continue;
      urls.push(absolute(link.getAttribute('href') ?? ''));
    }
    for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>('head script[src]'))) {
      if (script.hasAttribute('async') || script.hasAttribute('defer') || script.getAttribute('type') === 'module') continue;
      urls.push(absolute(script.getAttribute('src') ?? ''));
    }
    return urls;
  }, html);
}
