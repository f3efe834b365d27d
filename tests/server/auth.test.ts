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
