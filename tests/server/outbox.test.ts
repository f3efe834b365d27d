/**
 * The outbox as the admin's work list (extension `outbox`, server/routes/adminOutbox.ts), on SQLite and (unit-pg)
 * PostgreSQL, with the WhatsApp channel pointed at a local stand-in for Meta's Graph API: an approval is listed sent
 * and, after the signed status webhook, delivered; a number WhatsApp refuses makes the message failed with the reason
 * in plain words, counted on the work plan; a viewer reads but may not retry; the owner's retry (twice at once)
 * queues one new delivery job and the message is then sent; a message not failed is answered as it is.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { EXTENSIONS } from '../../src/domain/capabilities.ts';
import type { OutboxRecord } from '../../src/domain/outbox.ts';
import { outbox } from '../../src/domain/resources/outbox.ts';
import { startProvider, type TestProvider } from '../helpers/providerServer.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { createVendor } from './vendorFixtures.ts';

const PHONE_NUMBER_ID = '109876543211';
const TOKEN = 'EAAG-outbox-token';
const APP_SECRET = 'outbox-app-secret';

async function until(what: string, condition: () => boolean | Promise<boolean>, deadlineMs = 20_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the outbox work list', () => {
  let graph: TestProvider;
  let server: TestServer;
  let cookie = '';
  /** Numbers WhatsApp refuses for good (Meta's 131026). */
  const refused = new Set<string>();
  let wamid = 0;

  beforeAll(async () => {
    graph = await startProvider((request) => (request.path === `/v21.0/${PHONE_NUMBER_ID}/messages` ? null : `unexpected ${request.path}`));
    graph.answer = (request) => {
      const to = (request.body as { to?: string }).to ?? '';
      if (refused.has(to)) return { status: 400, body: { error: { message: 'Message undeliverable', code: 131026 } } };
      return { status: 200, body: { messaging_product: 'whatsapp', contacts: [], messages: [{ id: `wamid.OUTBOX${++wamid}` }] } };
    };
    const config: Partial<Config> = {
      jobsPollMs: 50,
      delivery: { email: null, sms: null, timeoutMs: 2000, whatsapp: { apiUrl: `${graph.url}/v21.0`, phoneNumberId: PHONE_NUMBER_ID, token: TOKEN, appSecret: APP_SECRET, verifyToken: undefined } },
    };
    server = await startServer({ config });
    cookie = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await graph?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
    server.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const list = async (filter: object = {}, extra = '') => {
    const answer = await call('GET', `/api/admin/outbox?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return { rows: answer.json() as OutboxRecord[], range: String(answer.headers['content-range']) };
  };
  const messageOf = async (userId: number) => (await list({ vendor: userId })).rows[0];

  async function approvedVendor(language: 'en' | 'ta', refuse = false, optIn = true) {
    const vendor = await createVendor(server, 'hotel', { poster: 'poster.png', name: `Outbox Mess ${crypto.randomUUID().slice(0, 6)}` });
    await server.app.db.updateTable('vendor_users').set({ language }).where('id', '=', vendor.userId).execute();
    if (optIn) expect((await call('PUT', `/api/admin/messages/optin/91${vendor.phoneNumber}`, { opted_in: true })).statusCode).toBe(200);
    if (refuse) refused.add(`91${vendor.phoneNumber}`);
    const decided = await call('POST', `/api/reviews/${vendor.userId}/decision`, { action: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    return vendor;
  }

  it('is offered in the capability document', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/capabilities' });
    expect(answer.json().extensions).toEqual(expect.arrayContaining([outbox.capability]));
    expect(EXTENSIONS).toContain(outbox.capability);
  });

  it('lists an approval sent on WhatsApp, then delivered after the signed status webhook; filters and sorts', async () => {
    const vendor = await approvedVendor('ta');
    await until('the approval to be sent', async () => (await messageOf(vendor.userId))?.state === 'sent');
    const sent = await messageOf(vendor.userId);
    expect(sent).toMatchObject({ topic: 'approved', kind: 'hotel', user_id: vendor.userId, language: 'ta', phone: `91${vendor.phoneNumber}`, delivered_on: 'whatsapp', attempts: 1, last_error: null, can_retry: false });
    expect(sent?.vendor_name).toMatch(/^Outbox Mess/);
    expect(sent?.deliveries).toEqual([expect.objectContaining({ channel: 'whatsapp', status: 'sent', attempts: 1 })]);
    expect((await list({ state: 'sent', type: 'approved', vendor: vendor.userId })).rows.map((r) => r.id)).toEqual([sent?.id]);
    expect((await list({ state: 'failed', vendor: vendor.userId })).rows).toEqual([]);
    expect((await list({ type: 'rejected', vendor: vendor.userId })).rows).toEqual([]);
    expect((await list({ q: sent?.vendor_name?.slice(-6).toUpperCase() })).rows.map((r) => r.id)).toEqual([sent?.id]);

    const { provider_id: providerId } = await server.app.db.selectFrom('message_deliveries').select('provider_id').where('message_id', '=', sent?.id ?? 0).executeTakeFirstOrThrow();
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: PHONE_NUMBER_ID }, statuses: [{ id: providerId, status: 'delivered', timestamp: '1700000000', recipient_id: `91${vendor.phoneNumber}` }] } }] }],
    });
    const signature = `sha256=${crypto.createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
    const hook = await fetch(`${server.url}/api/webhooks/whatsapp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });
    expect(hook.status).toBe(200);
    expect((await list({ state: 'delivered', vendor: vendor.userId })).rows.map((r) => r.id)).toEqual([sent?.id]);

    // A second message, to sort and page over.
    const other = await approvedVendor('en');
    await until('the second approval to be sent', async () => (await messageOf(other.userId))?.state === 'sent');
    const newestFirst = await list({}, `&sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,0]')}`);
    expect(newestFirst.rows.map((r) => r.user_id)).toEqual([other.userId]);
    expect(newestFirst.range).toMatch(/^outbox 0-0\/\d+$/);
    const oldestFirst = await list({}, `&sort=${encodeURIComponent('["created_at","ASC"]')}`);
    const ids = oldestFirst.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('a number WhatsApp refuses fails the message in plain words; the work plan counts it; a viewer may not retry; the owner’s retry sends it once', async () => {
    const vendor = await approvedVendor('en', true);
    await until('the approval to fail', async () => (await messageOf(vendor.userId))?.state === 'failed');
    const failed = await messageOf(vendor.userId);
    expect(failed).toMatchObject({ state: 'failed', delivered_on: null, can_retry: true, attempts: 1 });
    expect(failed?.last_error).toContain('the number cannot receive WhatsApp messages');
    expect(JSON.stringify(failed)).not.toContain(TOKEN);

    const failedList = await list({ state: 'failed' });
    const failedTotal = Number(/\/(\d+)$/.exec(failedList.range)?.[1]);
    expect(failedList.rows.map((r) => r.id)).toContain(failed?.id);
    const plan = await call('GET', '/api/admin/dashboard/workplan');
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().failedMessages).toBe(failedTotal);

    const viewer = { email: 'viewer@outbox.test', name: 'Viewer', role: 'viewer', password: 'a-long-password' };
    expect((await call('POST', '/api/admins', viewer)).statusCode).toBe(201);
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: viewer.email, password: viewer.password } });
    const viewerCookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    expect((await call('GET', '/api/admin/outbox', undefined, viewerCookie)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/outbox/${failed?.id}/retry`, undefined, viewerCookie)).statusCode).toBe(403);

    // The number works now; two retries at once queue one job.
    refused.clear();
    const toVendor = () => graph.requests.filter((r) => (r.body as { to?: string }).to === `91${vendor.phoneNumber}`).length;
    expect(toVendor()).toBe(1);
    const [first, second] = await Promise.all([call('POST', `/api/admin/outbox/${failed?.id}/retry`), call('POST', `/api/admin/outbox/${failed?.id}/retry`)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    const retryJobs = await server.app.db.selectFrom('jobs').select(['id', 'key']).where('key', 'like', `message:${failed?.id}:retry:%`).execute();
    expect(retryJobs).toHaveLength(1);
    await until('the retried approval to be sent', async () => (await messageOf(vendor.userId))?.state === 'sent');
    const sent = await messageOf(vendor.userId);
    expect(sent).toMatchObject({ delivered_on: 'whatsapp', attempts: 2, can_retry: false });
    expect(toVendor()).toBe(2);

    // Again on a message that is not failed: answered as it is, nothing queued.
    const again = await call('POST', `/api/admin/outbox/${failed?.id}/retry`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: failed?.id, state: 'sent' });
    expect(await server.app.db.selectFrom('jobs').select('id').where('key', 'like', `message:${failed?.id}:retry:%`).execute()).toHaveLength(1);
    expect((await list({ state: 'failed' })).rows.map((r) => r.id)).not.toContain(failed?.id);
  });

  it('a message no channel can take is failed with the reasons stored ("No channel"), cleared by a retry that sends it', async () => {
    // WhatsApp only, and the vendor's number never agreed to it.
    const vendor = await approvedVendor('en', false, false);
    await until('the approval to fail', async () => (await messageOf(vendor.userId))?.state === 'failed');
    const failed = await messageOf(vendor.userId);
    expect(failed).toMatchObject({ state: 'failed', deliveries: [], attempts: 0, last_error: null, can_retry: true });
    expect(failed?.no_channel).toEqual(['whatsapp_not_agreed', 'sms_off', 'email_off']);
    const stored = await server.app.db.selectFrom('vendor_messages').select(['status', 'no_channel']).where('id', '=', failed?.id ?? 0).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'failed', no_channel: 'whatsapp_not_agreed,sms_off,email_off' });

    expect((await call('PUT', `/api/admin/messages/optin/91${vendor.phoneNumber}`, { opted_in: true })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/outbox/${failed?.id}/retry`)).statusCode).toBe(200);
    await until('the retried approval to be sent', async () => (await messageOf(vendor.userId))?.state === 'sent');
    expect(await messageOf(vendor.userId)).toMatchObject({ no_channel: null, delivered_on: 'whatsapp' });
    expect((await server.app.db.selectFrom('vendor_messages').select('no_channel').where('id', '=', failed?.id ?? 0).executeTakeFirstOrThrow()).no_channel).toBeNull();
  });

  it('answers 404 for an unknown message and 400 naming a bad filter', async () => {
    expect((await call('POST', '/api/admin/outbox/999999/retry')).statusCode).toBe(404);
    const bad = await call('GET', `/api/admin/outbox?filter=${encodeURIComponent(JSON.stringify({ state: 'lost' }))}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.filter).toBeTruthy();
    expect((await call('GET', `/api/admin/outbox?sort=${encodeURIComponent('["text","ASC"]')}`)).statusCode).toBe(400);
  });
});

describe('the outbox without a channel', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('lists nothing to deliver, and a failed message cannot be retried until a channel is configured (409)', async () => {
    const cookie = await server.login();
    const vendor = await createVendor(server, 'hotel', { poster: 'poster.png' });
    const row = await server.app.db
      .insertInto('vendor_messages')
      .values({ kind: 'hotel', user_id: vendor.userId, phone: `91${vendor.phoneNumber}`, channel: 'whatsapp', language: 'en', topic: 'approved', text: 'Hello', status: 'failed', created_at: new Date().toISOString(), created_by: null, params: JSON.stringify({ name: 'X' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = await server.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie } });
    expect(listed.json()).toEqual([expect.objectContaining({ id: row.id, state: 'failed', deliveries: [], can_retry: true })]);
    const retry = await server.app.inject({ method: 'POST', url: `/api/admin/outbox/${row.id}/retry`, headers: { cookie } });
    expect(retry.statusCode).toBe(409);
    expect(await server.app.db.selectFrom('jobs').select('id').where('kind', '=', 'message.deliver').execute()).toEqual([]);
  });
});
