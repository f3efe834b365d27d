/**
 * An admin served from another origin (ADMIN_ORIGINS) in real Chromium: a page on a second port logs in, edits and
 * deletes through fetch with credentials, as the admin built with VITE_API_ORIGIN and VITE_API_CREDENTIALS=include
 * does. PUT and DELETE (and a JSON POST) need a CORS preflight, which must allow their method and Content-Type.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { startServer, TEST_ADMIN, type TestServer } from '../helpers/server.ts';

const PAGE = '<!doctype html><html lang="en"><head><title>Admin elsewhere</title></head><body><main>Admin</main></body></html>';

describe('an admin on another origin edits and deletes (Chromium)', () => {
  let adminSite: http.Server;
  let adminOrigin = '';
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    adminSite = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
    await new Promise<void>((resolve) => adminSite.listen(0, '127.0.0.1', resolve));
    adminOrigin = `http://127.0.0.1:${(adminSite.address() as AddressInfo).port}`;
    server = await startServer({ config: { adminOrigins: [adminOrigin] } });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => adminSite?.close(resolve));
  });

  it('logs in, renames a vehicle category (PUT) and deletes it (DELETE), each answered and applied', async () => {
    const added = await server.app.inject({ method: 'POST', url: '/transport/add/category', headers: { cookie: await server.login() }, payload: { vehicleCategory: 'Tipper' } });
    const categoryId = (added.json() as { id: number }).id;

    const page = await browser.newPage();
    try {
      await page.goto(`${adminOrigin}/`);
      const answers = await page.evaluate(
        async ({ api, admin, id }) => {
          const call = async (method: string, path: string, body?: object) => {
            try {
              const res = await fetch(`${api}${path}`, {
                method,
                credentials: 'include',
                headers: body ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
                body: body ? JSON.stringify(body) : undefined,
              });
              return { status: res.status, body: await res.json() };
            } catch (error) {
              return { status: 0, body: String(error) };
            }
          };
          const login = await call('POST', '/api/admin/login', admin);
          const edit = await call('PUT', `/transport/edit/category/${id}`, { vehicleCategory: 'Tipper lorry' });
          const remove = await call('DELETE', `/transport/delete/category/${id}`);
          const list = await call('GET', '/transport/categories');
          return { login, edit, remove, list };
        },
        { api: server.url, admin: TEST_ADMIN, id: categoryId },
      );
      expect(answers.login.status, JSON.stringify(answers.login)).toBe(200);
      expect(answers.edit, 'PUT from the admin origin').toMatchObject({ status: 200, body: { id: categoryId, vehicleCategory: 'Tipper lorry' } });
      expect(answers.remove, 'DELETE from the admin origin').toMatchObject({ status: 200, body: { success: true, id: categoryId } });
      expect(answers.list.status).toBe(200);
      expect((answers.list.body as { id: number }[]).map((row) => row.id)).not.toContain(categoryId);
    } finally {
      await page.close();
    }
  }, 90_000);
});
