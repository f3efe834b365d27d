import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_ADMIN, type TestServer } from '../helpers/server.ts';

describe('admin authentication', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { loginRateLimit: 3 } });
  });
  afterAll(() => server.close());

  it('POST /api/admin/login answers 200 with { user } and an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: TEST_ADMIN.email });
    expect(res.json().user.password_hash).toBeUndefined();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('answers 400 naming missing fields', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('answers 401 on wrong credentials and 429 past the failed-login limit', async () => {
    const wrong = { email: TEST_ADMIN.email, password: 'nope' };
    for (let i = 0; i < 3; i++) {
      const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: wrong });
      expect(res.statusCode).toBe(401);
    }
    const limited = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('logout ends the session server-side', async () => {
    const other = await startServer();
    try {
      const cookie = await other.login();
      const before = await other.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
      expect(before.statusCode).toBe(200);
      // The same cookie no longer opens a protected route.
      const after = await other.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('changing the password (PUT /api/admin/password)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { loginRateLimit: 3, loginAccountLimit: 9 } });
  });
  afterAll(() => server.close());

  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    server.app.inject({ method: 'PUT', url: '/api/admin/password', headers: { cookie }, payload: { currentPassword, newPassword } });
  const signedIn = async (cookie: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/admin/user/count', headers: { cookie } })).statusCode;

  it("ends the admin's other sessions and keeps the one that changed it", async () => {
    const here = await server.login();
    const elsewhere = await server.login();
    expect(await signedIn(elsewhere)).toBe(200);
    const res = await change(here, TEST_ADMIN.password, 'a-brand-new-password');
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedIn(here)).toBe(200);
    expect(await signedIn(elsewhere)).toBe(401);
    // Back to the test password, for the next test.
    expect((await change(here, 'a-brand-new-password', TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('throttles wrong current passwords like failed logins: 400 up to the limit, then 429 with Retry-After', async () => {
    const cookie = await server.login();
    for (let i = 0; i < 3; i++) {
      const wrong = await change(cookie, `wrong-guess-${i}`, 'another-long-one');
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(Object.keys(wrong.json().errors)).toEqual(['currentPassword']);
    }
    const limited = await change(cookie, TEST_ADMIN.password, 'another-long-one');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(60);
    expect(limited.json().message).toMatch(/^Too many wrong passwords; try again in \d+ s$/);
    // They count as failed logins too: the same address must wait before logging in.
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(login.statusCode).toBe(429);
    expect(await signedIn(cookie)).toBe(200);
    // The counts are bookkeeping, not an admin's change: the audit log does not list them.
    const logged = await server.app.db.selectFrom('audit_log').select('entity').where('entity', 'in', ['login_throttle', 'rate_limits']).execute();
    expect(logged).toEqual([]);
  });
});

describe('the session cookie with SECURE_COOKIES=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { secureCookies: true } });
  });
  afterAll(() => server.close());

  it('is __Host-sid: Secure, Path=/, no Domain; it opens the admin routes, logs out, and the OpenAPI document names it', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-sid=[^;]+;/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(';')[0] ?? '';
    const token = cookie.slice('__Host-sid='.length);

    const count = (value: string) => server.app.inject({ method: 'GET', url: '/api/admin/user/count', headers: { cookie: value } });
    expect((await count(cookie)).statusCode).toBe(200);
    // The same token under the unprefixed name is not read.
    expect((await count(`sid=${token}`)).statusCode).toBe(401);

    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.adminSession).toEqual({ type: 'apiKey', in: 'cookie', name: '__Host-sid' });

    const logout = await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-sid=;/);
    expect((await count(cookie)).statusCode).toBe(401);
  });

  it('is plain sid without SECURE_COOKIES, as the OpenAPI document says', async () => {
    const plain = await startServer();
    try {
      const doc = (await plain.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(doc.components.securitySchemes.adminSession.name).toBe('sid');
    } finally {
      await plain.close();
    }
  });
});
