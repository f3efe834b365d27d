/**
 * Cross-site request forgery: a page on another origin (another port of the same host is enough: it is the same
 * site, so SameSite=Lax sends the admin's cookie) tries every kind of state-changing request a browser can send
 * without a preflight. Each is refused with 403 and nothing changes; our own pages and configured admin origins pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { multipart, samples, startServer, TEST_ADMIN, type TestServer } from '../helpers/server.ts';
import { createVendor } from '../server/vendorFixtures.ts';
import { snapshotAll } from './snapshot.ts';

const EVIL = 'http://127.0.0.1:9999';

describe('state-changing requests from another origin', () => {
  let server: TestServer;
  let cookie = '';
  let host = '';
  let vendorId = 0;
  beforeAll(async () => {
    server = await startServer();
    cookie = await server.login();
    host = new URL(server.url).host;
    vendorId = (await createVendor(server, 'vegetable', { poster: 'poster.png' })).userId;
  });
  afterAll(() => server.close());

  const send = (options: InjectOptions & { headers: Record<string, string> }) =>
    server.app.inject({ ...options, headers: { host, cookie, ...options.headers } });

  const form = () => multipart({ vegcategory: 'Forged' }, { categoryimg: { bytes: samples.png } });
  const attacks: Array<[string, () => InjectOptions & { headers: Record<string, string> }]> = [
    ['text/plain POST verifying a vendor (no body)', () => ({ method: 'POST', url: `/admin/vendor/verify/${vendorId}`, headers: { origin: EVIL, 'content-type': 'text/plain' } })],
    ['bodyless POST verifying a vendor', () => ({ method: 'POST', url: `/admin/vendor/verify/${vendorId}`, headers: { origin: EVIL } })],
    [
      'form POST adding a category',
      () => ({ method: 'POST', url: '/api/vegetable/add/category', headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'vegcategory=Forged' }),
    ],
    ['multipart POST adding a category', () => ({ method: 'POST', url: '/api/vegetable/add/category', headers: { origin: EVIL }, payload: form() })],
    ['multipart POST replacing a category image', () => ({ method: 'POST', url: '/vendor/maincategoryImgReplace', headers: { origin: EVIL }, payload: form() })],
    ['JSON PUT editing notes', () => ({ method: 'PUT', url: '/updateNotes/1', headers: { origin: EVIL }, payload: { notes: 'forged' } })],
    ['DELETE of a vendor', () => ({ method: 'DELETE', url: `/admin/unverifiedvendor/delete/${vendorId}`, headers: { origin: EVIL } })],
    ['POST logging the admin out', () => ({ method: 'POST', url: '/api/admin/logout', headers: { origin: EVIL } })],
    ['POST with Origin: null (sandboxed frame)', () => ({ method: 'POST', url: `/admin/vendor/verify/${vendorId}`, headers: { origin: 'null' } })],
    ['POST without Origin but Sec-Fetch-Site: same-site', () => ({ method: 'POST', url: `/admin/vendor/verify/${vendorId}`, headers: { 'sec-fetch-site': 'same-site' } })],
    ['POST without Origin but Sec-Fetch-Site: cross-site', () => ({ method: 'POST', url: '/api/admin/logout', headers: { 'sec-fetch-site': 'cross-site' } })],
  ];

  it.each(attacks)('refuses a %s with 403 and changes nothing', async (_name, attack) => {
    const before = await snapshotAll(server.app.db, server.media.root);
    const res = await send(attack());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/another site/);
    expect(await snapshotAll(server.app.db, server.media.root)).toEqual(before);
  });

  it('lets the server’s own pages through (Origin of this host and port)', async () => {
    const res = await send({ method: 'POST', url: '/api/vegetable/add/category', headers: { origin: `http://${host}` }, payload: { vegcategory: 'Own Page' } });
    expect(res.statusCode).toBe(200);
    const fetchMeta = await send({ method: 'POST', url: '/api/vegetable/add/category', headers: { 'sec-fetch-site': 'same-origin' }, payload: { vegcategory: 'Same Origin' } });
    expect(fetchMeta.statusCode).toBe(200);
  });

  it('answers 415 to a text/plain body even from our own origin: JSON routes take application/json', async () => {
    const before = await snapshotAll(server.app.db, server.media.root);
    const res = await send({
      method: 'POST',
      url: '/api/vegetable/add/category',
      headers: { origin: `http://${host}`, 'content-type': 'text/plain' },
      payload: JSON.stringify({ vegcategory: 'Plain' }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/application\/json/);
    expect(await snapshotAll(server.app.db, server.media.root)).toEqual(before);
  });

  it('answers 415 to JSON sent to an upload route', async () => {
    const res = await send({ method: 'PUT', url: '/vegetable/poster/upload', headers: { origin: `http://${host}` }, payload: { user_id: vendorId } });
    expect(res.statusCode).toBe(415);
  });

  it('keeps the vendor portal working from the landing page', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { origin: `http://${host}`, cookie: '' },
      payload: { category: 'vegetable', phoneNumber: '9000000001', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('sends no CORS headers without ADMIN_ORIGINS', async () => {
    const preflight = await send({ method: 'OPTIONS', url: '/api/vegetable/add/category', headers: { origin: EVIL, 'access-control-request-method': 'POST' } });
    const get = await send({ method: 'GET', url: '/api/admin/user/count', headers: { origin: EVIL } });
    for (const res of [preflight, get]) expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('an admin served from another origin (ADMIN_ORIGINS)', () => {
  const ADMIN = 'https://admin.example.com';
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { adminOrigins: [ADMIN] } });
  });
  afterAll(() => server.close());

  it('answers CORS with credentials for that origin only, and accepts its state-changing requests', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/login',
      headers: { origin: ADMIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(ADMIN);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ADMIN }, payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(ADMIN);

    const other = await server.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: EVIL }, payload: TEST_ADMIN });
    expect(other.statusCode).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['PUT', 'DELETE'])('allows a %s with a JSON body in the preflight, and exposes the list total', async (method) => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/transport/edit/category/1',
      headers: { origin: ADMIN, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/user/count', headers: { origin: ADMIN } });
    expect(String(list.headers['access-control-expose-headers'])).toContain('Content-Range');
  });
});
