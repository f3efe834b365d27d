/**
 * What answers say beyond their body: API answers are never cached (they carry vendors' and customers' personal
 * data), static media is; HSTS only when the deployment is HTTPS (SECURE_COOKIES=true); and the vendor
 * application answers the same whether or not the phone number is already registered.
 */
import { withAdminSession } from '../helpers/adminSession.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, startServer, type TestServer } from '../helpers/server.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';

describe('response headers', () => {
  let server: TestServer;
  let cookie = '';
  withAdminSession((started, session) => {
    server = started;
    cookie = session;
  });

  it('marks API answers Cache-Control: no-store, including errors and cached list bodies', async () => {
    const urls = ['/api/admin/user/count', '/api/vegetable/unverified/list', '/api/customers', '/getCallRequests', '/api/capabilities'];
    for (const url of urls) {
      const res = await server.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const unauthorized = await server.app.inject({ method: 'GET', url: '/api/customers' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['cache-control']).toBe('no-store');
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'x@y.z', password: 'nope' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('lets browsers cache static media', async () => {
    const name = server.media.save(MEDIA_FOLDERS.vegetableImages, samples.png, 'image');
    const res = await server.app.inject({ method: 'GET', url: `/${MEDIA_FOLDERS.vegetableImages}/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('sends no HSTS over plain HTTP', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/capabilities' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS with SECURE_COOKIES=true', async () => {
    const secure = await startServer({ config: { secureCookies: true } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/capabilities' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});

describe('POST /api/vendor/apply', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const application = (email: string) => ({
    name: 'Murugan',
    phoneNumber: '9444455555',
    email,
    location: '4 Bazaar Street',
    city: 'Dindigul',
    category: 'vegetable',
    storename: 'Murugan Vegetables',
    business_category: 'Leafy Greens',
    serviceDetails: 'Onions and greens',
    description: 'Fresh greens daily',
    password: 'secret-123',
    acceptTerms: 'on',
  });

  it('answers the same whether or not the phone number is already registered', async () => {
    const first = await server.app.inject({ method: 'POST', url: '/api/vendor/apply', payload: application('first@example.com') });
    const again = await server.app.inject({ method: 'POST', url: '/api/vendor/apply', payload: application('second@example.com') });
    expect(first.statusCode).toBeLessThan(300);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
  });
});
