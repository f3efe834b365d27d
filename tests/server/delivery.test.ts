/**
 * Delivery of the outbox (server/delivery/, docs/messages.md "Delivery") on the real server and both engines, with
 * real protocol servers for the outside: an SMTP server (smtp-server), a local HTTP server standing in for Meta's
 * Graph API and another for the SMS gateway, each checking every request's shape. deliverMessage is called as a job
 * would call it; the clock is the test's, for quiet hours.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deliverMessage, deliveryJobHandler, queueAutomaticMessage, type DeliveryDeps } from '../../server/delivery/index.ts';
import type { MessageParams, MessageType } from '../../src/domain/messageTypes/index.ts';
import { deliveredOn, type VendorMessage } from '../../src/domain/decisionMessages.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import { startProvider, type ProviderRequest, type TestProvider } from '../helpers/providerServer.ts';
import type { StartOptions, TestServer } from '../helpers/server.ts';
import { startSmtp, type TestSmtp } from '../helpers/smtpServer.ts';
import { createVendor } from './vendorFixtures.ts';

const SECRETS = {
  whatsappToken: 'EAAG-test-whatsapp-token-7f3a9c',
  appSecret: 'test-app-secret-4b1e77',
  verifyToken: 'test-verify-token-90ad21',
  smsKey: 'test-sms-key-c0ffee11',
  smtpPassword: 'smtp-pass-5e5e5e',
};
const PHONE_NUMBER_ID = '109876543210';

const graphMessage = z.strictObject({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual'),
  to: z.string().regex(/^91[6-9]\d{9}$/),
  type: z.literal('template'),
  template: z.strictObject({
    name: z.string().regex(/^[a-z0-9_]+$/),
    language: z.strictObject({ code: z.enum(['en', 'ta']) }),
    components: z.array(z.strictObject({ type: z.literal('body'), parameters: z.array(z.strictObject({ type: z.literal('text'), text: z.string().min(1) })) })),
  }),
});

const smsMessage = z.strictObject({
  sender: z.string().regex(/^[A-Z]{6}$/),
  to: z.string().regex(/^91[6-9]\d{9}$/),
  message: z.string().min(1),
  dlt_template_id: z.string().regex(/^\d{19}$/),
});

function checkGraph(request: ProviderRequest): string | null {
  if (request.method !== 'POST' || request.path !== `/v21.0/${PHONE_NUMBER_ID}/messages`) return `unexpected ${request.method} ${request.path}`;
  if (request.headers.authorization !== `Bearer ${SECRETS.whatsappToken}`) return 'bad Authorization';
  const parsed = graphMessage.safeParse(request.body);
  return parsed.success ? null : `bad body: ${z.prettifyError(parsed.error)}`;
}

function checkSms(request: ProviderRequest): string | null {
  if (request.method !== 'POST' || request.path !== '/send') return `unexpected ${request.method} ${request.path}`;
  if (request.headers.authorization !== `Bearer ${SECRETS.smsKey}`) return 'bad Authorization';
  const parsed = smsMessage.safeParse(request.body);
  return parsed.success ? null : `bad body: ${z.prettifyError(parsed.error)}`;
}

let smtp: TestSmtp;
let graph: TestProvider;
let sms: TestProvider;
let server: TestServer;
const logLines: string[] = [];
/** 11:30 in India: outside quiet hours. */
const DAYTIME = new Date('2026-11-28T06:00:00.000Z');
let clock = DAYTIME;
let wamid = 0;

const options: StartOptions = { config: {}, build: { logStream: { write: (line) => void logLines.push(line) } } };
beforeAll(async () => {
  [smtp, graph, sms] = await Promise.all([startSmtp({ user: 'mailer', pass: SECRETS.smtpPassword }), startProvider(checkGraph), startProvider(checkSms)]);
  const smtpUrl = new URL(smtp.url);
  smtpUrl.username = 'mailer';
  smtpUrl.password = SECRETS.smtpPassword;
  options.config = {
    logger: true,
    delivery: {
      email: { smtpUrl: smtpUrl.toString(), from: 'Marketplace <noreply@marketplace.test>' },
      whatsapp: { apiUrl: `${graph.url}/v21.0`, phoneNumberId: PHONE_NUMBER_ID, token: SECRETS.whatsappToken, appSecret: SECRETS.appSecret, verifyToken: SECRETS.verifyToken },
      sms: { apiUrl: `${sms.url}/send`, apiKey: SECRETS.smsKey, senderId: 'MKTPLC' },
      timeoutMs: 500,
    },
  };
});
const request = withAdminSession((s) => (server = s), options);
afterAll(async () => Promise.all([smtp?.close(), graph?.close(), sms?.close()]));

const deps = (): DeliveryDeps => ({ db: server.app.db, config: server.app.config.delivery, now: () => clock });
const okGraph = () => ({ status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: 'x', wa_id: 'x' }], messages: [{ id: `wamid.TEST${++wamid}` }] } });
const okSms = () => ({ status: 200, body: { id: `sms-${crypto.randomUUID()}` } });

interface Vendor {
  userId: number;
  phone: string;
  email: string;
  name: string;
}

async function vendor(setup: { language?: 'en' | 'ta'; optIn?: boolean; email?: boolean } = {}): Promise<Vendor> {
  const created = await createVendor(server, 'hotel', { name: `Kavitha Greens ${crypto.randomUUID().slice(0, 6)}` });
  const row = await server.app.db.selectFrom('vendor_users').select(['name', 'email']).where('id', '=', created.userId).executeTakeFirstOrThrow();
  await server.app.db
    .updateTable('vendor_users')
    .set({ language: setup.language ?? 'en', ...(setup.email === false ? { email: '' } : {}) })
    .where('id', '=', created.userId)
    .execute();
  const phone = `91${created.phoneNumber}`;
  if (setup.optIn) expect((await request('PUT', `/api/admin/messages/optin/${phone}`, { opted_in: true })).statusCode).toBe(200);
  return { userId: created.userId, phone, email: row.email, name: row.name };
}

async function queue(type: MessageType, who: Vendor, params: Omit<MessageParams, 'name'> = {}): Promise<number> {
  const row = await queueAutomaticMessage(server.app.db, { type, userId: who.userId, params: { name: who.name, ...params } });
  if (!row) throw new Error('no vendor');
  return row.id;
}

const deliveries = (messageId: number) =>
  server.app.db.selectFrom('message_deliveries').selectAll().where('message_id', '=', messageId).orderBy('channel').execute();
const toPhone = (provider: TestProvider, phone: string) => provider.requests.filter((r) => (r.body as { to?: string }).to === phone);
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

describe('delivering the outbox', () => {
  it('sends an opted-in Tamil vendor the WhatsApp template and the e-mail in Tamil, and never twice', async () => {
    clock = DAYTIME;
    graph.answer = okGraph;
    const who = await vendor({ language: 'ta', optIn: true });
    const id = await queue('approved', who);

    const outcome = await deliverMessage(deps(), id);
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ outcome: 'sent', messageId: id });
    expect(graph.problems).toEqual([]);
    const [sent] = toPhone(graph, who.phone);
    expect(sent?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: who.phone,
      type: 'template',
      template: { name: 'application_approved', language: { code: 'ta' }, components: [{ type: 'body', parameters: [{ type: 'text', text: who.name }] }] },
    });
    expect(toPhone(sms, who.phone)).toEqual([]);

    const [mail] = mailsTo(who.email);
    expect(mail?.from).toBe('noreply@marketplace.test');
    expect(mail?.subject).toBe('உங்கள் விற்பனையாளர் விண்ணப்பம் அங்கீகரிக்கப்பட்டது');
    expect(mail?.text).toContain(`வணக்கம் ${who.name},`);
    expect(mail?.text).toContain('உங்கள் விற்பனையாளர் விண்ணப்பம் அங்கீகரிக்கப்பட்டது.');
    expect(mail?.html).toContain('<html lang="ta">');
    expect(mail?.html).toContain(`<p>வணக்கம் ${who.name},</p>`);

    const rows = await deliveries(id);
    expect(rows.map((r) => [r.channel, r.status, Number(r.attempts)])).toEqual([['email', 'sent', 1], ['whatsapp', 'sent', 1]]);
    expect(rows.find((r) => r.channel === 'whatsapp')?.provider_id).toMatch(/^wamid\.TEST\d+$/);
    expect(await server.app.db.selectFrom('vendor_messages').select(['status', 'channel']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'sent', channel: 'whatsapp' });

    // The admin's list of the vendor's messages carries each channel's delivery.
    const listed = (await request('GET', `/api/admin/messages?vendor=hotel:${who.userId}`)).json() as VendorMessage[];
    expect(listed[0]).toMatchObject({ id, topic: 'approved', status: 'sent', language: 'ta', deliveries: [{ channel: 'email', status: 'sent', attempts: 1 }, { channel: 'whatsapp', status: 'sent', attempts: 1 }] });
    expect(deliveredOn(listed[0] ?? {})).toBe('whatsapp');

    // Again: nothing is sent a second time.
    expect((await deliverMessage(deps(), id)).outcome).toBe('sent');
    expect(toPhone(graph, who.phone)).toHaveLength(1);
    expect(mailsTo(who.email)).toHaveLength(1);
  });

  it('sends a number that did not opt in an SMS with its DLT template id and sender id, the reason in the text', async () => {
    const who = await vendor({ language: 'en', email: false });
    sms.answer = okSms;
    const id = await queue('changes_requested', who, { reason: 'Please upload clear photos of your store front and produce.' });
    const outcome = await deliverMessage(deps(), id);
    expect(outcome).toMatchObject({ outcome: 'sent', channels: [{ channel: 'sms', status: 'sent', attempted: true }] });
    expect(toPhone(graph, who.phone)).toEqual([]);
    expect(sms.problems).toEqual([]);
    expect(toPhone(sms, who.phone).map((r) => r.body)).toEqual([
      {
        sender: 'MKTPLC',
        to: who.phone,
        dlt_template_id: '1007000000000000002',
        message: `Hello ${who.name}, your vendor application needs a few changes: Please upload clear photos of your store front and produce. Please correct it in the vendor portal and send it again.`,
      },
    ]);
  });

  it('never sends by SMS a type without a DLT template id; with no other channel the outcome says why', async () => {
    const who = await vendor({ email: false });
    const id = await queue('story_removed', who, { reason: 'Not produce' });
    const outcome = await deliverMessage(deps(), id);
    expect(outcome.outcome).toBe('failed');
    expect(outcome.outcome === 'failed' && outcome.reason).toMatch(/number has not agreed to WhatsApp.*no DLT template for SMS.*no e-mail address/);
    expect(toPhone(sms, who.phone)).toEqual([]);
  });

  it('a 5xx or a timeout is a retry with a time; the next call sends what is left and nothing twice', async () => {
    clock = DAYTIME;
    const who = await vendor({ optIn: true });
    graph.answer = () => ({ status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } });
    const id = await queue('application_received', who);

    const first = await deliverMessage(deps(), id);
    expect(first).toMatchObject({ outcome: 'retry', retryAt: new Date(DAYTIME.getTime() + 60_000).toISOString() });
    expect(first.outcome === 'retry' && first.reason).toContain('WhatsApp answered 503');
    expect(mailsTo(who.email)).toHaveLength(1);
    let whatsapp = (await deliveries(id)).find((r) => r.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({ status: 'retry', attempts: 1, last_error: expect.stringContaining('503') });

    graph.answer = () => 'hang';
    const second = await deliverMessage(deps(), id);
    expect(second.outcome === 'retry' && second.reason).toContain('did not answer within 500 ms');
    whatsapp = (await deliveries(id)).find((r) => r.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({ status: 'retry', attempts: 2 });

    graph.answer = okGraph;
    expect(await deliveryJobHandler(deps())({ messageId: id })).toMatchObject({ outcome: 'sent' });
    expect((await deliveries(id)).map((r) => [r.channel, r.status, Number(r.attempts)])).toEqual([['email', 'sent', 1], ['whatsapp', 'sent', 3]]);
    expect(mailsTo(who.email)).toHaveLength(1);
  });

  it('a 4xx is failed for good with the provider\'s reason in plain words; WhatsApp refused falls back to SMS', async () => {
    const who = await vendor({ optIn: true, email: false });
    graph.answer = () => ({
      status: 400,
      body: { error: { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001, error_data: { messaging_product: 'whatsapp', details: 'template name (application_rejected) does not exist in en' } } },
    });
    sms.answer = () => ({ status: 400, body: { error: 'Invalid mobile number' } });
    const id = await queue('rejected', who, { reason: 'Duplicate application: this business is already registered.' });
    const outcome = await deliverMessage(deps(), id);
    expect(outcome.outcome).toBe('failed');
    expect(outcome.channels).toMatchObject([
      { channel: 'whatsapp', status: 'failed', error: 'WhatsApp refused the message: the template does not exist in this language or is not approved (code 132001)' },
      { channel: 'sms', status: 'failed', error: 'The SMS gateway refused the message: Invalid mobile number' },
    ]);
    expect(await server.app.db.selectFrom('vendor_messages').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'failed' });
    // A permanent failure is not retried by a later call, and the job handler returns (no retry).
    const calls = graph.requests.length;
    expect(await deliveryJobHandler(deps())({ messageId: id })).toMatchObject({ outcome: 'failed' });
    expect(graph.requests.length).toBe(calls);
  });

  it('keeps reminders off WhatsApp and SMS in quiet hours (21:00-09:00 India time) but sends decisions at once', async () => {
    clock = new Date('2026-11-28T16:00:00.000Z'); // 21:30 in India
    graph.answer = okGraph;
    const who = await vendor({ optIn: true });
    const reminder = await queue('document_expiring_7', who, { document: 'FSSAI licence', date: '2026-12-05' });
    const outcome = await deliverMessage(deps(), reminder);
    expect(outcome).toMatchObject({ outcome: 'retry', retryAt: '2026-11-29T03:30:00.000Z' }); // 09:00 in India
    expect(toPhone(graph, who.phone)).toEqual([]);
    expect(mailsTo(who.email).map((m) => m.subject)).toEqual(['Please renew your document']);
    await expect(deliveryJobHandler(deps())({ messageId: reminder })).rejects.toThrow(/retry at 2026-11-29T03:30:00.000Z: whatsapp: quiet hours/);

    const decision = await queue('approved', who);
    expect((await deliverMessage(deps(), decision)).outcome).toBe('sent');
    expect(toPhone(graph, who.phone)).toHaveLength(1);

    clock = new Date('2026-11-29T03:31:00.000Z');
    expect((await deliverMessage(deps(), reminder)).outcome).toBe('sent');
    expect(toPhone(graph, who.phone).map((r) => (r.body as { template: { name: string } }).template.name)).toEqual(['application_approved', 'document_expiring']);
    expect(mailsTo(who.email)).toHaveLength(2);
    clock = DAYTIME;
  });

  it('leaves a message an admin recorded by hand alone', async () => {
    const who = await vendor({ optIn: true });
    const recorded = await request('POST', '/api/admin/messages', { kind: 'hotel', user_id: who.userId, channel: 'whatsapp', language: 'en', topic: 'approve', text: 'Hello' });
    const outcome = await deliverMessage(deps(), (recorded.json() as { id: number }).id);
    expect(outcome).toMatchObject({ outcome: 'failed', reason: 'An admin recorded this message and delivered it by hand' });
    expect(toPhone(graph, who.phone)).toEqual([]);
  });
});

const sign = (body: string, secret = SECRETS.appSecret) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
const statusBody = (id: string, status: string, extra: object = {}) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: PHONE_NUMBER_ID }, statuses: [{ id, status, timestamp: '1700000000', recipient_id: '919000000000', ...extra }] } }] }],
  });

describe('the WhatsApp status webhook', () => {
  it('answers the subscription handshake with the challenge only for our verify token', async () => {
    const ok = await server.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${SECRETS.verifyToken}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    const wrong = await server.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
    expect(wrong.statusCode).toBe(403);
  });

  it('records signed statuses by the provider id, and refuses a forged signature without changing anything', async () => {
    graph.answer = okGraph;
    const who = await vendor({ optIn: true, email: false });
    const id = await queue('document_accepted', who, { document: 'GST certificate' });
    expect((await deliverMessage(deps(), id)).outcome).toBe('sent');
    const providerId = (await deliveries(id))[0]?.provider_id ?? '';
    const post = (body: string, signature: string) =>
      fetch(`${server.url}/api/webhooks/whatsapp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });

    const delivered = statusBody(providerId, 'delivered');
    const answer = await post(delivered, sign(delivered));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ updated: 1 });
    expect((await deliveries(id))[0]?.status).toBe('delivered');

    const forged = statusBody(providerId, 'failed', { errors: [{ code: 131026, title: 'Message undeliverable' }] });
    expect((await post(forged, sign(forged, 'not-the-secret'))).status).toBe(401);
    expect((await post(forged, 'sha256=00')).status).toBe(401);
    expect((await post(forged, sign(delivered))).status).toBe(401);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'delivered', last_error: null });

    const read = statusBody(providerId, 'read');
    expect((await post(read, sign(read))).status).toBe(200);
    // A late `delivered` does not move `read` back.
    expect((await post(delivered, sign(delivered))).status).toBe(200);
    expect((await deliveries(id))[0]?.status).toBe('read');

    const failed = statusBody(providerId, 'failed', { errors: [{ code: 131026, title: 'Message undeliverable' }] });
    expect((await post(failed, sign(failed))).status).toBe(200);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'failed', last_error: expect.stringContaining('cannot receive WhatsApp messages') });
  });
});

describe('the capability document', () => {
  it('offers each configured channel', async () => {
    const extensions = ((await server.app.inject({ method: 'GET', url: '/api/capabilities' })).json() as { extensions: string[] }).extensions;
    expect(extensions).toEqual(expect.arrayContaining(['decisionMessages', 'deliveryWhatsapp', 'deliverySms', 'deliveryEmail']));
  });
});

describe('secrets', () => {
  it('are neither in the log nor in the OpenAPI document', async () => {
    await server.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${SECRETS.verifyToken}&hub.challenge=5` });
    const log = logLines.join('\n');
    expect(log).toContain('/api/webhooks/whatsapp');
    expect(log).toContain('hub.verify_token=***');
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    expect(document).toContain('/api/webhooks/whatsapp');
    for (const secret of Object.values(SECRETS)) {
      expect(log).not.toContain(secret);
      expect(document).not.toContain(secret);
    }
  });
});
