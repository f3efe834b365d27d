/** Portal invitations (extension portalInvitations): issue on conversion and again, redeem once, expiry, rules, audit, roles. */
import { beforeAll, describe, expect, it } from 'vitest';
import { withAdminSession } from '../helpers/adminSession.ts';
import type { TestServer } from '../helpers/server.ts';
import { INVITATION_NOT_VALID } from '../../src/domain/portalInvitations.ts';

let server: TestServer;
const cookies = new Map<string, string>();
withAdminSession((s, cookie) => {
  server = s;
  cookies.set('owner', cookie);
});

type Method = 'GET' | 'POST' | 'PUT';
const as = (role: string, method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { cookie: cookies.get(role) ?? '' }, ...(payload ? { payload } : {}) });
const request = (method: Method, url: string, payload?: object) => as('owner', method, url, payload);

let address = 0;
/** Each redemption from its own address, so the rate limit only bites where a test means it to. */
const redeem = (payload: object, headers: Record<string, string> = {}, remoteAddress = `10.2.0.${++address}`) =>
  server.app.inject({ method: 'POST', url: '/api/vendor/invitation', payload, headers, remoteAddress });

async function addAdmin(role: string) {
  const email = `${role}@invitations.test`;
  const res = await request('POST', '/api/admins', { email, name: `Invite ${role}`, role, password: 'a-long-password' });
  expect(res.statusCode, res.body).toBe(201);
  const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'a-long-password' } });
  const setCookie = login.headers['set-cookie'];
  cookies.set(role, String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '');
}

let phone = 9345600000;
async function convertedCaller(kind = 'vegetable') {
  const phoneNumber = String(++phone);
  const enquiry = await server.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload: { name: 'Selvi Stores', business: 'Selvi Greens', phoneNumber, city: 'Madurai', needs: 'Sell greens' },
    remoteAddress: `10.3.0.${phone % 250}`,
  });
  expect(enquiry.statusCode, enquiry.body).toBe(201);
  const id = enquiry.json().id as number;
  const converted = await as('calldesk', 'POST', `/api/calldesk/${id}/convert`, { kind });
  expect(converted.statusCode, converted.body).toBe(201);
  return { id, phoneNumber, vendorId: converted.json().vendor_id as number, token: converted.json().invitation.token as string };
}

const auditOf = (action: string, entityId: number) =>
  server.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', entityId).orderBy('id').execute();

beforeAll(async () => {
  for (const role of ['calldesk', 'viewer', 'reviewer']) await addAdmin(role);
});

describe('portal invitations (extension)', () => {
  it('is offered as a capability', async () => {
    expect((await request('GET', '/api/capabilities')).json().extensions).toContain('portalInvitations');
  });

  it('comes with the conversion, stores only the hash, and is on the timeline and in the audit log', async () => {
    const { id, vendorId, token, phoneNumber } = await convertedCaller();
    expect(token).toMatch(/^[\w-]{40,}$/);
    const stored = await server.app.db.selectFrom('portal_invitations').selectAll().where('vendor_id', '=', vendorId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(stored[0]?.used_at).toBeNull();
    const days = (Date.parse(stored[0]?.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const item = (await request('GET', `/api/calldesk/${id}`)).json();
    expect(item.timeline.at(-1).body).toMatch(/^Invitation to the portal issued \(valid until \d{4}-\d{2}-\d{2}\)$/);
    expect(item.timeline.at(-1).author_name).toBe('Invite calldesk');
    const audit = await auditOf('invitation.issue', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ vendor_id: vendorId, actor: 'admin', entity: 'call_requests' });
    expect(JSON.stringify(audit)).not.toContain(token);
    // The vendor cannot log in before redeeming.
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'vegetable', phoneNumber, password: '' } });
    expect(login.statusCode).not.toBe(200);
  });

  it('redeems once: sets the password, opens a vendor session with the prefilled application, refuses a second use', async () => {
    const { vendorId, token, phoneNumber } = await convertedCaller('transport');
    const res = await redeem({ token, password: 'green-leaves', confirmPassword: 'green-leaves' });
    expect(res.statusCode, res.body).toBe(200);
    const { user, token: session } = res.json();
    expect(user).toMatchObject({ id: vendorId, kind: 'transport', name: 'Selvi Stores', phoneNumber, verification: 0 });
    const me = await server.app.inject({ method: 'GET', url: '/api/vendor/me', headers: { authorization: `Bearer ${session}` } });
    expect(me.statusCode, me.body).toBe(200);
    const application = await server.app.inject({ method: 'GET', url: '/api/vendor/application', headers: { authorization: `Bearer ${session}` } });
    expect(application.statusCode, application.body).toBe(200);
    expect(application.json().values).toMatchObject({ name: 'Selvi Stores', city: 'Madurai' });

    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'transport', phoneNumber, password: 'green-leaves' } });
    expect(login.statusCode, login.body).toBe(200);

    const again = await redeem({ token, password: 'other-password', confirmPassword: 'other-password' });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(INVITATION_NOT_VALID);
    const stillOld = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'transport', phoneNumber, password: 'green-leaves' } });
    expect(stillOld.statusCode).toBe(200);

    const audit = await auditOf('invitation.redeem', vendorId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ vendor_id: vendorId, actor: 'vendor', entity: 'vendor_users' });

    const reissue = await as('calldesk', 'POST', `/api/calldesk/${(await server.app.db.selectFrom('call_requests').select('id').where('vendor_id', '=', vendorId).executeTakeFirstOrThrow()).id}/invitation`);
    expect(reissue.statusCode).toBe(409);
  });

  it('answers an unknown, an expired and a used link alike, in plain words', async () => {
    const unknown = await redeem({ token: 'no-such-link-at-all', password: 'green-leaves', confirmPassword: 'green-leaves' });
    const { vendorId, token } = await convertedCaller();
    await server.app.db.updateTable('portal_invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('vendor_id', '=', vendorId).execute();
    const expired = await redeem({ token, password: 'green-leaves', confirmPassword: 'green-leaves' });
    for (const res of [unknown, expired]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ message: INVITATION_NOT_VALID });
    }
    const row = await server.app.db.selectFrom('vendor_users').select('password_hash').where('id', '=', vendorId).executeTakeFirstOrThrow();
    const fresh = await convertedCaller();
    const other = await server.app.db.selectFrom('vendor_users').select('password_hash').where('id', '=', fresh.vendorId).executeTakeFirstOrThrow();
    expect(row.password_hash).toBe(other.password_hash);
  });

  it('re-issues a link: the older one stops working, the new one works', async () => {
    const { id, token: first } = await convertedCaller();
    const res = await as('calldesk', 'POST', `/api/calldesk/${id}/invitation`);
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json().token as string;
    expect(second).not.toBe(first);
    expect(res.json()).toMatchObject({ name: 'Selvi Stores', phone_number: expect.stringMatching(/^\d{10}$/) });
    expect((await redeem({ token: first, password: 'green-leaves', confirmPassword: 'green-leaves' })).statusCode).toBe(410);
    expect((await redeem({ token: second, password: 'green-leaves', confirmPassword: 'green-leaves' })).statusCode).toBe(200);
    expect(await auditOf('invitation.issue', id)).toHaveLength(2);
  });

  it('keeps the portal password rules, with the messages in the caller language, and leaves the link usable', async () => {
    const { token } = await convertedCaller();
    const short = await redeem({ token, password: 'abc', confirmPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'Password must be at least 6 characters' });
    const differ = await redeem({ token, password: 'green-leaves', confirmPassword: 'green-leaf' }, { 'accept-language': 'ta' });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().errors).toEqual({ confirmPassword: 'இரண்டு கடவுச்சொற்களும் ஒன்றாக இல்லை' });
    const tamilShort = await redeem({ token, password: 'abc', confirmPassword: 'abc' }, { 'accept-language': 'ta-IN,ta;q=0.9' });
    expect(tamilShort.json().errors.password).toBe('கடவுச்சொல் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்');
    const empty = await redeem({ token, password: '', confirmPassword: '' });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['confirmPassword', 'password']);
    expect((await redeem({ token, password: 'green-leaves', confirmPassword: 'green-leaves' })).statusCode).toBe(200);
  });

  it('is rate-limited per client address like the portal login', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) answers.push((await redeem({ token: `guess-${i}`, password: 'green-leaves', confirmPassword: 'green-leaves' }, {}, '10.9.9.9')).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 410)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('belongs to the call desk: viewers and reviewers may not issue, and an unconverted or unknown request cannot be', async () => {
    const { id } = await convertedCaller();
    for (const role of ['viewer', 'reviewer']) expect((await as(role, 'POST', `/api/calldesk/${id}/invitation`)).statusCode, role).toBe(403);
    const plain = await server.app.inject({ method: 'POST', url: '/api/enquiries', payload: { name: 'Ravi', business: 'Ravi Veg', phoneNumber: '9345699999', city: 'Salem', needs: 'Sell' }, remoteAddress: '10.4.0.1' });
    expect((await request('POST', `/api/calldesk/${plain.json().id}/invitation`)).statusCode).toBe(409);
    expect((await request('POST', '/api/calldesk/999999/invitation')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: `/api/calldesk/${id}/invitation` })).statusCode).toBe(401);
  });
});
