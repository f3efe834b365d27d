/** server/site/landing.ts over the real build: pages, caching, compression and the origin's 404. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../server/site/landing.ts';
import { servedLanding } from './servedLanding.ts';

describe('serving the landing', () => {
  const { get } = servedLanding();

  it.each([
    ['/', "Tamilnadu's Emerging B2B Market Place"],
    ['/Herosection', 'New Retail Platform for food and grocery'],
    ['/Standard', 'Our Standards'],
    ['/Product', 'Happiness. Prosperity. Delivered. All over the Country....'],
    ['/Footer', 'Quick Links'],
    ['/vendor', 'Sell on HoReCa Market Place'],
    ['/terms', 'at least 18 years old'],
    ['/privacy', 'Privacy Policy'],
    ['/enquiry/received', 'We received your enquiry'],
  ])('%s answers its own prerendered HTML', async (url, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(text);
    expect(res.body).toMatch(/<html lang="en">/);
    expect(res.body).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(res.body).not.toMatch(/<link rel="stylesheet"/);
    // No script is requested while the HTML is parsed: the one inline script imports the entry on the visitor's
    // first interaction, and the Content-Security-Policy allows exactly that script by its hash.
    expect(res.body).not.toMatch(/<script[^>]*\ssrc=/);
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatch(/import\("\/assets\/index-[\w-]+\.js"\)/);
    expect(inline[0]).toContain('"pointerdown"');
    const hash = `'sha256-${createHash('sha256').update(inline[0] ?? '').digest('base64')}'`;
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
    const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '';
    expect(title.length, title).toBeGreaterThan(10);
    expect(title.length, title).toBeLessThanOrEqual(60);
  });

  it.each(['/', '/Standard', '/terms', '/enquiry/received', '/ta/', '/ta/Footer'])(
    '%s opens without a new browsing context group (no COOP, no Origin-Agent-Cluster), still under the CSP',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['origin-agent-cluster']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it.each(['/vendor', '/vendor/invite', '/ta/vendor', '/admin/', '/api/capabilities'])('%s keeps the opener isolation', async (url) => {
    const res = await get(url);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
  });

  it.each([
    ['/', 'home'],
    ['/Standard', 'standards'],
    ['/Product', 'promises'],
    ['/Footer', 'contact'],
    ['/vendor', 'vendor'],
  ])('%s names its canonical URL, Open Graph and Twitter tags with its share image, and the organisation', async (url, image) => {
    const { body } = await get(url);
    const origin = 'https://horecamarket.example';
    expect(body).toContain(`<link rel="canonical" href="${origin}${url}" />`);
    expect(body).toContain(`<meta property="og:url" content="${origin}${url}" />`);
    expect(body).toContain(`<meta property="og:image" content="${origin}/share/${image}.jpg" />`);
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Organization', name: 'HoReCa Market Place', url: `${origin}/` });
    const picture = await get(`/share/${image}.jpg`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(picture.rawPayload.length).toBeLessThan(80_000);
  });

  it('"/Standard/" moves permanently to "/Standard"; result pages are noindex and have no canonical', async () => {
    const slash = await get('/Standard/?ref=share');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/Standard?ref=share');
    const received = (await get('/enquiry/received')).body;
    expect(received).toContain('<meta name="robots" content="noindex" />');
    expect(received).not.toContain('rel="canonical"');
  });

  it('serves sitemap.xml (named in robots.txt) listing every indexable page, and /favicon.ico', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://horecamarket.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const english = ['/', '/Footer', '/Herosection', '/Product', '/Standard', '/grievance', '/grievance/status', '/privacy', '/privacy/request', '/terms', '/vendor'];
    // Every page in both languages: the Tamil home is /ta/, the others /ta/<path>.
    const tamil = english.map((p) => (p === '/' ? '/ta/' : `/ta${p}`));
    expect(locs.sort()).toEqual([...english, ...tamil].sort());
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(icon.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it('sends precompressed bodies per Accept-Encoding, and 304 for a matching ETag', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const again = await get('/', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('long-caches hashed assets', async () => {
    const html = (await get('/')).body;
    const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await get(script ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers the HTML 404 page to browsers and JSON to the API and non-HTML clients', async () => {
    const page = await get('/no/such/page', { accept: 'text/html' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Page not found');
    const api = await get('/api/no-such-endpoint', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/not found/);
    const json = await get('/no/such/page', { accept: 'application/json' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: 'Route GET:/no/such/page not found' });
  });

  it('never shadows the API or the media folders', async () => {
    expect((await get('/api/vegetable/unverified/list')).statusCode).toBe(401);
    const media = await get('/vegetablestoreimages/missing.png', { accept: 'text/html' });
    expect(media.statusCode).toBe(404);
  });

  it('pickEncoding honours q=0 and prefers brotli', () => {
    const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding(undefined, both)).toBe('identity');
    expect(pickEncoding('br', {})).toBe('identity');
  });
});
