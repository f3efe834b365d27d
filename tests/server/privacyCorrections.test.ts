/**
 * The desk completes a correction request (docs/privacy.md "Completing a correction"), on SQLite and PostgreSQL: the
 * corrected fields are written and the change is in the audit log under the admin, or the request is refused with a
 * reason; either closes its 90-day clock, and the vendor reads the answer in the portal. Who may answer comes from
 * the resource's declaration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { ROLES, can } from '../../src/domain/roles.ts';
import { accessOf, privacyRequests } from '../../src/domain/resources/index.ts';
import { createVendor, FIXTURE_PASSWORD } from './vendorFixtures.ts';

const NOW = Date.parse('2026-11-20T06:00:00.000Z');

describe('privacy: completing a correction request', () => {
  let server: TestServer;
  let owner: string;
  let token: string;
  let vendorId: number;
  let address = 0;
  const now = NOW + 86_400_000;

  const from = () => `10.9.1.${++address}`;
  const asVendor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, remoteAddress: from(), ...(payload ? { payload } : {}) });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object, cookie = owner) => server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const requestCorrection = async (details: string) => {
    const res = await asVendor('POST', '/api/vendor/privacy/corrections', { details });
    expect(res.statusCode, res.body).toBe(201);
    const list = await asAdmin('GET', '/api/admin/privacy-requests?filter={"kind":"correction","state":"received"}&sort=["id","DESC"]');
    return list.json()[0].id as number;
  };

  beforeAll(async () => {
    server = await startServer({ build: { clock: () => now } });
    owner = await server.login();
    const vendor = await createVendor(server, 'vegetable', { name: 'Selvi Stores' });
    vendorId = vendor.userId;
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', remoteAddress: from(), payload: { category: 'vegetable', phoneNumber: vendor.phoneNumber, password: FIXTURE_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json().token;
  });
  afterAll(() => server.close());

  it('applies the corrected fields, audited under the admin, and closes the clock', async () => {
    const id = await requestCorrection('My name is Selvi Traders, and I moved to Madurai.');
    const res = await asAdmin('POST', `/api/admin/privacy-requests/${id}/complete`, { decision: 'corrected', changes: { name: 'Selvi Traders', city: 'Madurai' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, state: 'completed', decision: 'corrected', completed_at: new Date(now).toISOString(), overdue: false });

    const vendor = await server.app.db.selectFrom('vendor_users').select(['name', 'city']).where('id', '=', vendorId).executeTakeFirstOrThrow();
    expect(vendor).toEqual({ name: 'Selvi Traders', city: 'Madurai' });
    const log = await server.app.db.selectFrom('audit_log').select(['action', 'entity', 'admin_id', 'before', 'after']).where('vendor_id', '=', vendorId).orderBy('id').execute();
    expect(log.find((entry) => entry.action === 'privacy.correct')).toMatchObject({ entity: 'privacy_requests', admin_id: expect.any(Number) });
    const change = log.find((entry) => entry.entity === 'vendor_users' && entry.action === 'update');
    expect(change?.admin_id).toEqual(expect.any(Number));
    expect(change?.after).toContain('Selvi Traders');

    // Answered once: a second answer is refused.
    expect((await asAdmin('POST', `/api/admin/privacy-requests/${id}/complete`, { decision: 'refused', reason: 'Already corrected.' })).statusCode).toBe(409);
  });

  it('refuses with a reason the vendor reads in the portal', async () => {
    const id = await requestCorrection('Please change my phone number to my brother\'s.');
    const reason = 'A phone number is changed from the portal\'s account page, with a code to the new number.';
    const res = await asAdmin('POST', `/api/admin/privacy-requests/${id}/complete`, { decision: 'refused', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'completed', decision: 'refused', outcome: reason });
    const overview = await asVendor('GET', '/api/vendor/privacy');
    expect(overview.json().requests.find((r: { id: number }) => r.id === id)).toMatchObject({ state: 'completed', decision: 'refused', outcome: reason });
  });

  it('refuses bad answers and roles the declaration does not let answer', async () => {
    const id = await requestCorrection('My description is out of date.');
    for (const bad of [{ decision: 'corrected', changes: {} }, { decision: 'corrected', changes: { phoneNumber: '9000000001' } }, { decision: 'refused', reason: '' }, { decision: 'maybe' }]) {
      expect((await asAdmin('POST', `/api/admin/privacy-requests/${id}/complete`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await asAdmin('POST', '/api/admin/privacy-requests/999999/complete', { decision: 'refused', reason: 'No such request.' })).statusCode).toBe(404);

    const permission = accessOf(privacyRequests, 'write');
    const readOnly = ROLES.find((role) => !can(role, permission) && can(role, accessOf(privacyRequests, 'read')));
    expect(readOnly).toBeDefined();
    const account = { email: `${readOnly}@corrections.test`, name: 'Read Only', role: readOnly, password: 'a-long-password' };
    expect((await asAdmin('POST', '/api/admins', account)).statusCode).toBe(201);
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: account.email, password: account.password } });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    expect((await asAdmin('GET', '/api/admin/privacy-requests', undefined, cookie)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/privacy-requests/${id}/complete`, { decision: 'refused', reason: 'Not allowed to.' }, cookie)).statusCode).toBe(403);
  });
});
