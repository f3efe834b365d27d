/**
 * The admin build precompressed (server/site/precompress.ts, run by vite.config.ts) and served as it is:
 * brotli or gzip per Accept-Encoding with `Vary: Accept-Encoding`, the same bytes once decoded, and the
 * caching rules unchanged (hashed assets immutable, index.html revalidated).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { adminSite } from '../../server/site/admin';
import { precompressDir } from '../../server/site/precompress';

let app: FastifyInstance;
let dist: string;
const INDEX = `<!doctype html><title>Marketplace Admin</title>${'<link rel="modulepreload" href="/admin/assets/x.js">'.repeat(30)}<div id="root"></div>`;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Vendor ${i}` })))};`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'export {};');
  precompressDir(dist);
  app = Fastify();
  await adminSite(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body).toString() : encoding === 'gzip' ? gunzipSync(body).toString() : body.toString();

describe('precompressed admin', () => {
  it('writes .br and .gz twins of text files, none for files too small to gain', () => {
    expect(fs.existsSync(path.join(dist, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'index-abc123.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'tiny-abc123.js.br'))).toBe(false);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])('Accept-Encoding "%s" gets %s, decoding to the same bytes', async (accept, expected) => {
    for (const [url, original, cacheControl] of [
      ['/admin/assets/index-abc123.js', SCRIPT, 'public, max-age=31536000, immutable'],
      ['/admin/vegetableVendors/12/show', INDEX, 'no-cache'],
    ] as const) {
      const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(expected);
      expect(String(res.headers.vary).toLowerCase(), url).toContain('accept-encoding');
      expect(res.headers['cache-control'], url).toBe(cacheControl);
      expect(decode(expected, res.rawPayload), url).toBe(original);
      if (expected) expect(res.rawPayload.length, url).toBeLessThan(original.length);
    }
  });
});
