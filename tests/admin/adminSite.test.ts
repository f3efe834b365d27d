/**
 * Serving the built admin (server/site/admin.ts) over a small built-like folder: deep links answer index.html,
 * hashed assets are long-cached, a missing asset is a 404 (not HTML), and real routes keep precedence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminSite } from '../../server/site/admin';

let app: FastifyInstance;
let dist: string;
const INDEX = '<!doctype html><title>Marketplace Admin</title><div id="root"></div>';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.info("admin")');
  app = Fastify();
  // A legacy API path under /admin/ (GET /admin/professional/category is one in SPEC section 7).
  app.get('/admin/professional/category', async () => [{ id: 1, professionalCategory: 'Plumber' }]);
  await adminSite(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('admin site', () => {
  it('answers index.html, uncached, for the admin root and any deep link', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/vegetableVendors/12/show', '/admin/vegetable/unauthorized']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('admin');
  });

  it('answers 404 for a missing asset instead of the page, so a stale chunk fails loudly', async () => {
    const res = await app.inject({ url: '/admin/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
  });

  it('leaves API routes under /admin/ to their handlers', async () => {
    const res = await app.inject({ url: '/admin/professional/category' });
    expect(res.json()).toEqual([{ id: 1, professionalCategory: 'Plumber' }]);
  });

  it('explains how to build the admin when it is missing', async () => {
    const empty = Fastify();
    const missing = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-missing-'));
    await adminSite(empty, missing);
    const res = await empty.inject({ url: '/admin/login' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build:admin');
    await empty.close();
    fs.rmSync(missing, { recursive: true, force: true });
  });
});
