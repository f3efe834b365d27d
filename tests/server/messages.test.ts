/**
 * Extension `decisionMessages` on the real server: a recorded message becomes an outbox row (queued by the default
 * sender) on the vendor's timeline and in the audit log, the vendor's list newest first, opt-in per phone, a viewer
 * refused, and 400s naming the field.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/review.ts';
import type { PhoneOptIn, VendorMessage } from '../../src/domain/decisionMessages.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import type { TestServer } from '../helpers/server.ts';
import { createVendor } from './vendorFixtures.ts';

let server: TestServer;
const request = withAdminSession((s) => (server = s));

async function viewerCookie(): Promise<string> {
  const email = 'viewer@messages.test';
  expect((await request('POST', '/api/admins', { email, name: 'Viewer', role: 'viewer', password: 'a-long-password' })).statusCode).toBe(201);
  const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'a-long-password' } });
  const setCookie = res.headers['set-cookie'];
  return String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';
}

const message = (userId: number, extra: object = {}) => ({
  kind: 'hotel',
  user_id: userId,
  channel: 'whatsapp',
  language: 'ta',
  topic: 'request_changes',
  text: 'வணக்கம் Hotel,\nஉங்கள் விற்பனையாளர் விண்ணப்பத்தில் சில மாற்றங்கள் தேவை',
  ...extra,
});

describe('messages on decisions', () => {
  it('records a message as a queued outbox row with the phone in international form, on the timeline and audited', async () => {
    const vendor = await createVendor(server, 'hotel');
    const res = await request('POST', '/api/admin/messages', message(vendor.userId));
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as VendorMessage;
    expect(row).toMatchObject({ kind: 'hotel', user_id: vendor.userId, phone: `91${vendor.phoneNumber}`, channel: 'whatsapp', language: 'ta', status: 'queued', created_by_name: expect.any(String) });
    expect(row.text).toContain('மாற்றங்கள்');

    const stored = await server.app.db.selectFrom('vendor_messages').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ phone: `91${vendor.phoneNumber}`, status: 'queued', topic: 'request_changes' });

    const history = (await request('GET', `/api/reviews/${vendor.userId}/history`)).json() as AuditEntry[];
    const entry = history.find((e) => e.entity === 'vendor_messages');
    expect(entry).toMatchObject({ action: 'insert', vendor_id: vendor.userId, actor: 'admin' });
    expect(entry?.after).toMatchObject({ channel: 'whatsapp', text: row.text });
  });

  it('lists the vendor\'s messages newest first, and only that vendor\'s', async () => {
    const vendor = await createVendor(server, 'hotel');
    const other = await createVendor(server, 'hotel');
    await request('POST', '/api/admin/messages', message(other.userId));
    const first = (await request('POST', '/api/admin/messages', message(vendor.userId, { channel: 'sms', language: 'en', text: 'Hello, first' }))).json() as VendorMessage;
    const second = (await request('POST', '/api/admin/messages', message(vendor.userId, { channel: 'email', topic: 'approve', text: 'Hello, second' }))).json() as VendorMessage;
    const res = await request('GET', `/api/admin/messages?vendor=hotel:${vendor.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as VendorMessage[]).map((m) => m.id)).toEqual([second.id, first.id]);
    expect((await request('GET', `/api/admin/messages?vendor=vegetable:${vendor.userId}`)).json()).toEqual([]);
  });

  it('records opt-in per phone, whichever form the phone is written in', async () => {
    const vendor = await createVendor(server, 'transport');
    const before = (await request('GET', `/api/admin/messages/optin/${vendor.phoneNumber}`)).json() as PhoneOptIn;
    expect(before).toEqual({ phone: `91${vendor.phoneNumber}`, opted_in: false, source: null, updated_at: null });
    const set = await request('PUT', `/api/admin/messages/optin/91${vendor.phoneNumber}`, { opted_in: true, source: 'phone call' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ phone: `91${vendor.phoneNumber}`, opted_in: true, source: 'phone call' });
    const after = (await request('GET', `/api/admin/messages/optin/${vendor.phoneNumber}`)).json() as PhoneOptIn;
    expect(after.opted_in).toBe(true);
    const off = (await request('PUT', `/api/admin/messages/optin/${vendor.phoneNumber}`, { opted_in: false })).json() as PhoneOptIn;
    expect(off).toMatchObject({ opted_in: false, source: 'admin' });
    const audited = await server.app.db.selectFrom('audit_log').select(['action']).where('entity', '=', 'phone_optins').execute();
    expect(audited.map((a) => a.action)).toEqual(['insert', 'update']);
  });

  it('answers 400 naming each wrong field, and 404 for a vendor of another kind', async () => {
    const vendor = await createVendor(server, 'hotel');
    const bad = await request('POST', '/api/admin/messages', { kind: 'hotel', user_id: 'x', channel: 'pigeon', language: 'fr', topic: 'approve', text: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['channel', 'language', 'text', 'user_id']);
    const badPhone = await request('POST', '/api/admin/messages', message(vendor.userId, { phone: '12345' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toHaveProperty('phone');
    expect((await request('POST', '/api/admin/messages', message(vendor.userId, { kind: 'vegetable' }))).statusCode).toBe(404);
    const badList = await request('GET', '/api/admin/messages?vendor=12');
    expect(badList.statusCode).toBe(400);
    expect(badList.json().errors).toHaveProperty('vendor');
    const badOptIn = await request('PUT', `/api/admin/messages/optin/${vendor.phoneNumber}`, { opted_in: 'yes' });
    expect(badOptIn.statusCode).toBe(400);
    expect(badOptIn.json().errors).toHaveProperty('opted_in');
    const badPhoneParam = await request('PUT', '/api/admin/messages/optin/555', { opted_in: true });
    expect(badPhoneParam.statusCode).toBe(400);
    expect(badPhoneParam.json().errors).toHaveProperty('phone');
  });

  it('refuses a viewer\'s writes and lets the viewer read', async () => {
    const vendor = await createVendor(server, 'hotel');
    const cookie = await viewerCookie();
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect((await as('POST', '/api/admin/messages', message(vendor.userId))).statusCode).toBe(403);
    expect((await as('PUT', `/api/admin/messages/optin/${vendor.phoneNumber}`, { opted_in: true })).statusCode).toBe(403);
    expect((await as('GET', `/api/admin/messages?vendor=hotel:${vendor.userId}`)).statusCode).toBe(200);
    const rows = await server.app.db.selectFrom('vendor_messages').select('id').where('user_id', '=', vendor.userId).execute();
    expect(rows).toEqual([]);
  });
});
