import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { DEMO_VENDOR_PASSWORD } from '../../server/db/seed/demo.ts';

const application = {
  name: 'Meena Traders',
  phoneNumber: '9876501234',
  email: 'meena@example.com',
  location: '12 Market Road',
  city: 'Palani',
  category: 'professional',
  storename: 'Meena Fresh Services',
  description: 'Bulk vegetable cutting for hotels',
  password: 'secret-123',
};

describe('vendor portal endpoints (extension)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload, headers });

  it('POST /api/vendor/apply creates an unverified vendor with its profile row and a hashed password', async () => {
    const res = await post('/api/vendor/apply', application);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ kind: 'professional', name: 'Meena Traders', storename: 'Meena Fresh Services', verification: 0 });
    expect(user.password_hash).toBeUndefined();
    const row = server.app.db.prepare('SELECT kind, verification, password_hash FROM vendor_users WHERE id = ?').get(user.id) as {
      kind: string;
      verification: number;
      password_hash: string;
    };
    expect(row).toMatchObject({ kind: 'professional', verification: 0 });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const profile = server.app.db.prepare('SELECT storename, location FROM professional_profiles WHERE user_id = ?').get(user.id);
    expect(profile).toEqual({ storename: 'Meena Fresh Services', location: '12 Market Road' });
  });

  it.each([
    ['vegetable', 'vegetable_stores', 'storename'],
    ['transport', 'transport_profiles', 'category'],
    ['hotel', 'hotel_profiles', 'business_name'],
  ])('an application of kind %s inserts into %s', async (kind, table, column) => {
    const res = await post('/api/vendor/apply', { ...application, category: kind, phoneNumber: '9000000001' });
    expect(res.statusCode).toBe(201);
    const stored = server.app.db.prepare(`SELECT ${column} AS value FROM ${table} WHERE user_id = ?`).pluck().get(res.json().user.id);
    expect(stored).toBe('Meena Fresh Services');
  });

  it('answers 400 naming every bad field with the SPEC messages', async () => {
    const res = await post('/api/vendor/apply', { name: '', phoneNumber: '123', email: 'nope', city: 'Chennai' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: 'Name is required',
      phoneNumber: 'Phone Number must be exactly 10 digits',
      email: 'Invalid email address',
      location: 'Address is required',
      city: 'Select a City',
      category: 'Category is required',
      storename: 'Store Name is required',
      description: 'Description is required',
      password: 'Password is required',
    });
  });

  it('answers 409 on the phone field when the number is already registered for the kind', async () => {
    const res = await post('/api/vendor/apply', application);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ phoneNumber: 'This phone number is already registered for this category' });
  });

  it('logs in by category, phone and password; /me shows the status; logout ends the token', async () => {
    const wrong = await post('/api/vendor/login', { category: 'professional', phoneNumber: application.phoneNumber, password: 'bad-pass' });
    expect(wrong.statusCode).toBe(401);
    const otherKind = await post('/api/vendor/login', { category: 'hotel', phoneNumber: application.phoneNumber, password: application.password });
    expect(otherKind.statusCode).toBe(401);

    const login = await post('/api/vendor/login', { category: 'professional', phoneNumber: application.phoneNumber, password: application.password });
    expect(login.statusCode).toBe(200);
    const { user, token } = login.json();
    expect(user).toMatchObject({ kind: 'professional', verification: 0 });
    expect(typeof token).toBe('string');

    const authorization = `Bearer ${token}`;
    const me = await server.app.inject({ method: 'GET', url: '/api/vendor/me', headers: { authorization } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);

    server.app.db.prepare('UPDATE vendor_users SET verification = 1 WHERE id = ?').run(user.id);
    const approved = await server.app.inject({ method: 'GET', url: '/api/vendor/me', headers: { authorization } });
    expect(approved.json().user.verification).toBe(1);

    expect((await post('/api/vendor/logout', {}, { authorization })).statusCode).toBe(200);
    const after = await server.app.inject({ method: 'GET', url: '/api/vendor/me', headers: { authorization } });
    expect(after.statusCode).toBe(401);
  });

  it('/me without a bearer token answers 401 with a message', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/vendor/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Bearer/);
  });

  it('rate-limits login attempts per client with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/vendor/login', { category: 'hotel', phoneNumber: '9111111111', password: 'whatever' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('vendor portal with the demo data', () => {
  it('a seeded demo vendor logs in with the demo password and sees its verification state', async () => {
    const server = await startServer({ seed: 'demo', seedVendors: 2 });
    try {
      const seeded = server.app.db.prepare("SELECT kind, phoneNumber, verification FROM vendor_users WHERE kind = 'transport' LIMIT 1").get() as {
        kind: 'transport';
        phoneNumber: string;
        verification: number;
      };
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/vendor/login',
        payload: { category: seeded.kind, phoneNumber: seeded.phoneNumber, password: DEMO_VENDOR_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ kind: 'transport', phoneNumber: seeded.phoneNumber, verification: seeded.verification });
    } finally {
      await server.close();
    }
  });
});
