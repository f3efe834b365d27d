/**
 * The Tamil landing as the server serves it (real build, real server): every page under /ta/ with
 * <html lang="ta">, hreflang both ways, the self-hosted Tamil font only on Tamil pages, the remembered language,
 * and the Tamil 404.
 */
import { describe, expect, it } from 'vitest';
import { servedLanding } from './servedLanding.ts';

const PAGES = ['/', '/Herosection', '/Standard', '/Product', '/Footer', '/vendor', '/terms', '/privacy'];
const tamilOf = (path: string) => (path === '/' ? '/ta/' : `/ta${path}`);
const ORIGIN = 'https://horecamarket.example';

describe('serving the Tamil landing', () => {
  const { get } = servedLanding();

  it.each(PAGES.map((path) => [path, tamilOf(path)]))('%s and %s link to each other (hreflang + x-default)', async (english, tamil) => {
    const en = await get(english);
    const ta = await get(tamil);
    expect(ta.statusCode).toBe(200);
    expect(ta.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ta.body).toMatch(/<html lang="ta">/);
    expect(en.body).toMatch(/<html lang="en">/);
    for (const body of [en.body, ta.body]) {
      expect(body).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}${english}" />`);
      expect(body).toContain(`<link rel="alternate" hreflang="ta" href="${ORIGIN}${tamil}" />`);
      expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${english}" />`);
    }
    expect(ta.body).toContain(`<link rel="canonical" href="${ORIGIN}${tamil}" />`);
    expect(ta.body).toContain('<meta property="og:locale" content="ta_IN" />');
    // The header's switch leads to the same page in the other language.
    expect(ta.body).toMatch(new RegExp(`<a href="${english}" hreflang="en" lang="en"`));
    expect(en.body).toMatch(new RegExp(`<a href="${tamil}" hreflang="ta" lang="ta"`));
  });

  it('the Tamil home is /ta/: /ta and /ta/Standard/ move to their one URL', async () => {
    const bare = await get('/ta');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/ta/');
    const slash = await get('/ta/Standard/');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/ta/Standard');
  });

  it('Noto Sans Tamil: the tamil subset, self-hosted and long-cached, preloaded and swapped on Tamil pages only', async () => {
    const ta = (await get('/ta/')).body;
    const en = (await get('/')).body;
    const preload = /<link rel="preload" href="(\/assets\/noto-sans-tamil-tamil-400-normal-[\w]+\.woff2)" as="font" type="font\/woff2" crossorigin \/>/.exec(ta);
    expect(preload?.[1]).toBeDefined();
    expect(ta).toMatch(/@font-face\{font-family:'Noto Sans Tamil';font-style:normal;font-display:swap;font-weight:100 900;src:url\(\/assets\/noto-sans-tamil-tamil-400-normal-/);
    // One file serves every weight: a second (bold) file held the Tamil home's LCP past its budget.
    expect(ta).not.toContain('tamil-700-normal');
    expect(ta).toContain('unicode-range:U+0964-0965,U+0B82-0BFA');
    // Only the subset, one file (preload + face); nothing render-blocking (no stylesheet link).
    expect(ta.match(/\.woff2/g)).toHaveLength(2);
    expect(ta).not.toMatch(/<link rel="stylesheet"/);
    expect(en).not.toContain('Noto Sans Tamil');
    expect(en).not.toContain('.woff2');
    const font = await get(preload?.[1] ?? '');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('a visitor who chose Tamil is sent to the same page in Tamil; a first visit and an English choice are not', async () => {
    const first = await get('/Standard');
    expect(first.statusCode).toBe(200);
    expect(first.headers.vary).toContain('Cookie');
    const remembered = await get('/Standard?x=1', { cookie: 'landing_lang=ta' });
    expect(remembered.statusCode).toBe(302);
    expect(remembered.headers.location).toBe('/ta/Standard?x=1');
    const home = await get('/', { cookie: 'landing_lang=ta' });
    expect(home.headers.location).toBe('/ta/');
    const english = await get('/Standard', { cookie: 'landing_lang=en' });
    expect(english.statusCode).toBe(200);
    // An explicit Tamil address is served as asked, whatever was chosen before.
    const tamil = await get('/ta/Standard', { cookie: 'landing_lang=en' });
    expect(tamil.statusCode).toBe(200);
    // Not pages: files are never redirected.
    expect((await get('/robots.txt', { cookie: 'landing_lang=ta' })).statusCode).toBe(200);
  });

  it('the budgets hold for /ta/ as for /: the page with its inline CSS (all that blocks rendering) <= 20 kB gz', async () => {
    for (const path of ['/', '/ta/']) {
      const page = await get(path, { 'accept-encoding': 'gzip' });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.rawPayload.length, path).toBeLessThanOrEqual(20 * 1024);
    }
  });

  it('unknown /ta/ paths get the Tamil 404 page; others the English one', async () => {
    const ta = await get('/ta/no/such/page', { accept: 'text/html' });
    expect(ta.statusCode).toBe(404);
    expect(ta.body).toMatch(/<html lang="ta">/);
    expect(ta.body).toContain('பக்கம் இல்லை');
    const en = await get('/no/such/page', { accept: 'text/html' });
    expect(en.body).toContain('Page not found');
  });
});
