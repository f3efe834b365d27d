/** The customers extension in ra-data-simple-rest conventions: sort, range, filter, Content-Range. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../server/db/seed/masterData.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

describe('customers', () => {
  let server: TestServer;
  let cookie: string;
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
  const query = (params: Record<string, unknown>) =>
    '/api/customers?' + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();

  beforeAll(async () => {
    server = await startServer({ seed: 'demo', seedVendors: 1 });
    cookie = await server.login();
  });
  afterAll(() => server.close());

  it('GET /api/customers', async () => {
    const res = await get(query({ sort: ['name', 'ASC'], range: [0, 9] }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe(`customers 0-9/${DEMO_CUSTOMERS}`);
    // No CORS header without ADMIN_ORIGINS (tests/reliability/csrf.test.ts: exposed to a configured admin origin).
    expect(res.headers['access-control-expose-headers']).toBeUndefined();
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(10);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['city', 'created_at', 'email', 'id', 'name', 'phoneNumber', 'verified']);
    const names = rows.map((r) => String(r.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('defaults to the first 25 by id and pages with range', async () => {
    const first = await get('/api/customers');
    expect(first.headers['content-range']).toBe(`customers 0-24/${DEMO_CUSTOMERS}`);
    const last = await get(query({ range: [50, 74] }));
    expect(last.headers['content-range']).toBe(`customers 50-${DEMO_CUSTOMERS - 1}/${DEMO_CUSTOMERS}`);
    expect(last.json()).toHaveLength(DEMO_CUSTOMERS - 50);
  });

  it('filters by verified, city, q and id list (getMany)', async () => {
    const unverified = (await get(query({ filter: { verified: 0 }, range: [0, 99] }))).json() as Array<{ verified: number }>;
    expect(unverified.length).toBeGreaterThan(0);
    expect(unverified.every((c) => c.verified === 0)).toBe(true);

    const inPalani = (await get(query({ filter: { city: 'Palani' }, range: [0, 99] }))).json() as Array<{ city: string }>;
    expect(inPalani.length).toBeGreaterThan(0);
    expect(inPalani.every((c) => c.city === 'Palani')).toBe(true);

    const all = (await get(query({ range: [0, 99] }))).json() as Array<{ id: number; name: string }>;
    const someone = all[7];
    if (!someone) throw new Error('demo customers missing');
    const found = (await get(query({ filter: { q: someone.name.split(' ')[0]?.toLowerCase() }, range: [0, 99] }))).json() as Array<{ id: number }>;
    expect(found.map((c) => c.id)).toContain(someone.id);

    const many = await get(query({ filter: { id: [all[0]?.id, all[1]?.id] } }));
    expect((many.json() as Array<{ id: number }>).map((c) => c.id).sort()).toEqual([all[0]?.id, all[1]?.id].sort());

    const none = await get(query({ filter: { q: 'no-such-customer-xyz' } }));
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('customers */0');
  });

  it('GET /api/customers/{id}', async () => {
    const [first] = (await get('/api/customers')).json() as Array<{ id: number }>;
    const res = await get(`/api/customers/${first?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first?.id, name: expect.any(String), phoneNumber: expect.stringMatching(/^\d{10}$/) });
    expect((await get('/api/customers/999999')).statusCode).toBe(404);
  });

  it.each([
    ['sort', '/api/customers?sort=["password","ASC"]'],
    ['sort', '/api/customers?sort=["name","SIDEWAYS"]'],
    ['sort', '/api/customers?sort=name'],
    ['range', '/api/customers?range=[10,2]'],
    ['range', '/api/customers?range=[0,5000]'],
    ['range', '/api/customers?range=[-1,5]'],
    ['filter', '/api/customers?filter={"verified":2}'],
    ['filter', '/api/customers?filter={"password":"x"}'],
    ['filter', '/api/customers?filter=not-json'],
    ['id', '/api/customers/abc'],
  ])('answers 400 naming %s for %s', async (field, url) => {
    const res = await get(encodeURI(url));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });
});
