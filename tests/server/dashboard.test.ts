/** Contract tests of the dashboard counts, against the demo seed and after a change. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../server/db/seed/masterData.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { VENDOR_KINDS } from '../../src/domain/constants.ts';

const KINDS = VENDOR_KINDS.length;

describe('dashboard counts', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer({ seed: 'demo', seedVendors: 5 });
    cookie = await server.login();
  });
  afterAll(() => server.close());

  it('GET /api/admin/user/count', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/user/count', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['totalUnverifiedUsers', 'totalUsers', 'totalVerifiedUsers']);
    expect(body.totalUsers).toBe(DEMO_CUSTOMERS);
    expect(body.totalVerifiedUsers + body.totalUnverifiedUsers).toBe(body.totalUsers);
    expect(body.totalUnverifiedUsers).toBeGreaterThan(0);
  });

  it('GET /api/admin/vendor/count', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/vendor/count', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    // 5 per kind of the registry; indexes 1 and 3 of each kind are verified.
    expect(res.json()).toEqual({ totalVendors: 5 * KINDS, totalUnauthorizedVendors: 3 * KINDS, totalAuthorizedVendors: 2 * KINDS });
  });

  it('counts follow the data', async () => {
    await server.app.db.updateTable('vendor_users').set({ verification: 1 }).execute();
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/vendor/count', headers: { cookie } });
    expect(res.json()).toEqual({ totalVendors: 5 * KINDS, totalUnauthorizedVendors: 0, totalAuthorizedVendors: 5 * KINDS });
  });
});
