/** server/site/landing.ts over the real build: pages, caching, compression and the origin's 404. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TARGETS, buildSite } from '../../server/site/build.ts';
import { pickEncoding } from '../../server/site/landing.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

describe('serving the landing', () => {
  let server: TestServer;
  beforeAll(async () => {
    const landing = SITE_TARGETS.find((t) => t.name === 'landing');
    if (!landing) throw new Error('no landing build target');
    await buildSite(landing);
    server = await startServer();
  }, 120_000);
  afterAll(() => server?.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', "Tamilnadu&#x27;s Emerging B2B Market Place"],
    ['/Herosection', 'New Retail Platform for food and grocery'],
    ['/Standard', 'Our Standards'],
    ['/Product', 'Happiness. Prosperity. Delivered. All over the Country....'],
    ['/Footer', 'Quick Links'],
    ['/vendor', 'Sell on HoReCa Market Place'],
  ])('%s answers its own prerendered HTML', async (url, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(text);
    expect(res.body).toMatch(/<html lang="en">/);
    expect(res.body).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(res.body).not.toMatch(/<link rel="stylesheet"/);
    // Every script is a module (deferred): nothing blocks the first paint but the HTML itself.
    expect(res.body).not.toMatch(/<script(?![^>]*type="module")[^>]*>/);
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
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
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
