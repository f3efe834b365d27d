// @vitest-environment jsdom
/**
 * The admin page as served (server/site/admin.ts over the real index.html) names the tab and sets `<html lang>` in
 * the language chosen last time before any of the app's scripts runs, so the standalone login page shows no English
 * tab to a Tamil admin; the page's Content-Security-Policy allows that inline script by its hash.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import helmet from 'helmet';
import { adminSite } from '../../server/site/admin';
import { en } from '../../src/i18n/en';
import { ta } from '../../src/i18n/ta';

let app: FastifyInstance;
let dist: string;
let served: string;
let policy: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  fs.copyFileSync(path.join(import.meta.dirname, '../../index.html'), path.join(dist, 'index.html'));
  app = Fastify();
  const headers = helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], connectSrc: ["'self'"] } } });
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)));
  app.get('/api/ping', async () => ({ ok: true }));
  await adminSite(app, dist);
  await app.ready();
  const res = await app.inject({ url: '/admin/login' });
  expect(res.statusCode).toBe(200);
  served = res.body;
  policy = String(res.headers['content-security-policy']);
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/**
 * The served page's head as a browser meets it: its title and `<html lang>` in place, then its inline script run,
 * with react-admin's store holding `stored` as the locale (unset: none).
 */
function firstPaint(stored?: string): Document {
  const page = new DOMParser().parseFromString(served, 'text/html');
  document.title = page.title;
  document.documentElement.lang = page.documentElement.lang;
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('RaStore.locale', stored);
  for (const script of page.querySelectorAll('head script:not([src])')) new Function(script.textContent)();
  return document;
}

describe('the admin page before its scripts load', () => {
  it('names the tab in Tamil, with lang="ta", when Tamil was chosen last time', () => {
    const document = firstPaint('"ta"');
    expect(document.title).toBe(ta.app.title);
    expect(document.documentElement.lang).toBe('ta');
  });

  it('stays English when English, nothing or something unreadable is remembered', () => {
    for (const stored of ['"en"', undefined, 'not json', '42']) {
      const document = firstPaint(stored);
      expect(document.title, String(stored)).toBe(en.app.title);
      expect(document.documentElement.lang, String(stored)).toBe('en');
    }
  });

  it('is allowed to run its inline script by hash, on the admin page only', async () => {
    const scripts = [...served.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
    expect(scripts).toHaveLength(1);
    expect(policy).toContain(`script-src 'self' ${scripts[0]};`);
    expect(policy).toContain("default-src 'self';");
    const other = await app.inject({ url: '/api/ping' });
    expect(other.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
