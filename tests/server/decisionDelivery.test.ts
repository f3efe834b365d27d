/**
 * A decision reaches the vendor without a click beyond the decision (issue "Messages that reach people"): with the
 * WhatsApp channel pointed at a local stand-in for Meta's Graph API, each approval, rejection and request for
 * changes queues the vendor's message and its delivery job in the decision's transaction; the job queue delivers
 * it once, in the vendor's language, whichever of two instances over one database took the decision or ran the
 * job; the signed status webhook then marks it delivered. Without a channel, a decision queues nothing.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { startProvider, type ProviderRequest, type TestProvider } from '../helpers/providerServer.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { createVendor } from './vendorFixtures.ts';

const PHONE_NUMBER_ID = '109876543210';
const TOKEN = 'EAAG-decision-delivery-token';
const APP_SECRET = 'decision-delivery-app-secret';

const checkGraph = (request: ProviderRequest) =>
  request.method === 'POST' && request.path === `/v21.0/${PHONE_NUMBER_ID}/messages` && request.headers.authorization === `Bearer ${TOKEN}` ? null : `unexpected ${request.method} ${request.path}`;

/** Polls until `condition` holds (the worker runs on its own), failing with `what` after a generous deadline. */
async function until(what: string, condition: () => boolean | Promise<boolean>, deadlineMs = 20_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type Body = { to: string; template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] } };

describe('decisions delivered by the job queue on two instances', () => {
  let graph: TestProvider;
  let a: TestServer;
  let b: TestServer;
  const cookies = new Map<TestServer, string>();
  let wamid = 0;

  beforeAll(async () => {
    graph = await startProvider(checkGraph);
    graph.answer = () => ({ status: 200, body: { messaging_product: 'whatsapp', contacts: [], messages: [{ id: `wamid.DECISION${++wamid}` }] } });
    const config: Partial<Config> = {
      jobsPollMs: 50,
      delivery: { email: null, sms: null, timeoutMs: 2000, whatsapp: { apiUrl: `${graph.url}/v21.0`, phoneNumberId: PHONE_NUMBER_ID, token: TOKEN, appSecret: APP_SECRET, verifyToken: undefined } },
    };
    a = await startServer({ config });
    b = await startServer({ dataDir: a.dataDir, config });
    for (const server of [a, b]) cookies.set(server, await server.login());
  });
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
    await graph?.close();
  });

  const call = (server: TestServer, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: cookies.get(server) ?? '' }, ...(payload ? { payload } : {}) });

  async function optedInVendor(language: 'en' | 'ta') {
    const vendor = await createVendor(a, 'hotel', { poster: 'poster.png', name: `Meena Mess ${crypto.randomUUID().slice(0, 6)}` });
    await a.app.db.updateTable('vendor_users').set({ language }).where('id', '=', vendor.userId).execute();
    expect((await call(a, 'PUT', `/api/admin/messages/optin/91${vendor.phoneNumber}`, { opted_in: true })).statusCode).toBe(200);
    return vendor;
  }

  it('sends each decision once, in the vendor’s language, whichever instance decided', async () => {
    const decisions = [
      { server: a, action: 'approve', language: 'ta', template: 'application_approved' },
      { server: b, action: 'reject', language: 'en', template: 'application_rejected', reason: 'Duplicate of another shop' },
      { server: b, action: 'request_changes', language: 'ta', template: 'application_changes_requested', reason: 'Please upload a clearer shop photo' },
    ] as const;
    const vendors: { userId: number; phoneNumber: string }[] = [];
    for (const decision of decisions) {
      const vendor = await optedInVendor(decision.language);
      vendors.push(vendor);
      const answer = await call(decision.server, 'POST', `/api/reviews/${vendor.userId}/decision`, { action: decision.action, ...('reason' in decision ? { reason: decision.reason } : {}) });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await until('three deliveries', () => graph.requests.length >= decisions.length);
    // Both workers keep polling: give a duplicate every chance to appear before counting.
    await until('the jobs to be done', async () => (await a.app.db.selectFrom('jobs').select('state').where('kind', '=', 'message.deliver').execute()).every((job) => job.state === 'done'));
    expect(graph.problems).toEqual([]);
    const sent = graph.requests.map((request) => request.body as Body);
    expect(sent).toHaveLength(decisions.length);
    decisions.forEach((decision, i) => {
      const body = sent.find((s) => s.to === `91${vendors[i]?.phoneNumber}`);
      expect(body?.template).toMatchObject({ name: decision.template, language: { code: decision.language } });
      if ('reason' in decision) expect(JSON.stringify(body?.template.components)).toContain(decision.reason);
    });
  });

  it('marks the approval delivered when the signed status arrives, and the admin’s outbox shows it', async () => {
    const vendor = await optedInVendor('en');
    expect((await call(a, 'POST', `/api/reviews/${vendor.userId}/decision`, { action: 'approve' })).statusCode).toBe(200);
    const before = graph.requests.length;
    await until('the approval to be sent', async () => {
      const row = await a.app.db.selectFrom('message_deliveries as d').innerJoin('vendor_messages as m', 'm.id', 'd.message_id').select(['d.status', 'd.provider_id']).where('m.user_id', '=', vendor.userId).executeTakeFirst();
      return row?.status === 'sent' && Boolean(row.provider_id);
    });
    expect(graph.requests.length).toBe(before + 1);
    const { provider_id: providerId } = await a.app.db.selectFrom('message_deliveries as d').innerJoin('vendor_messages as m', 'm.id', 'd.message_id').select('d.provider_id').where('m.user_id', '=', vendor.userId).executeTakeFirstOrThrow();
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: PHONE_NUMBER_ID }, statuses: [{ id: providerId, status: 'delivered', timestamp: '1700000000', recipient_id: `91${vendor.phoneNumber}` }] } }] }],
    });
    const signature = `sha256=${crypto.createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
    const hook = await fetch(`${b.url}/api/webhooks/whatsapp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });
    expect(hook.status).toBe(200);
    const outbox = await call(a, 'GET', `/api/admin/messages?user_id=${vendor.userId}&kind=hotel`);
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect(outbox.body).toContain('"delivered"');
  });
});

describe('without a channel', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('a decision queues no automatic message and no job: the admin tells the vendor by hand', async () => {
    const cookie = await server.login();
    const vendor = await createVendor(server, 'hotel', { poster: 'poster.png' });
    const answer = await server.app.inject({ method: 'POST', url: `/api/reviews/${vendor.userId}/decision`, headers: { cookie }, payload: { action: 'approve' } });
    expect(answer.statusCode).toBe(200);
    expect(await server.app.db.selectFrom('jobs').select('id').where('kind', '=', 'message.deliver').execute()).toEqual([]);
    expect(await server.app.db.selectFrom('vendor_messages').select('id').where('user_id', '=', vendor.userId).execute()).toEqual([]);
  });
});
