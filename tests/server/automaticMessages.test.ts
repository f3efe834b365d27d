/**
 * Automatic messages beyond decisions (issue "Messages that reach people"), on the real server and both engines:
 * each event queues its message in its own transaction, in the recipient's language, once per event, and the job
 * queue delivers it to a real SMTP server and local stand-ins for Meta's Graph API and the SMS gateway (each request
 * checked against the documented shape). A buyer and a complainant are recipients without a vendor account. The
 * daily document reminders run at 10:00 India time, once per document and threshold, skipping vendors who opted
 * out in the portal. The gateway down (503, then refusing connections) and back: every message delivered exactly
 * once. The app's worker is off and its clock is the test's: rounds run by hand (app.jobs.runDue), time moves.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { indiaToday, addDays } from '../../src/domain/compliance/documents.ts';
import { vendorDocuments } from '../../src/domain/resources/index.ts';
import { endpointParts } from '../../src/domain/vendorKinds/index.ts';
import { fillPath } from '../../src/dataProvider/endpoint.ts';
import { MESSAGE_TYPE_DECLARATIONS, type MessageType } from '../../src/domain/messageTypes/index.ts';
import { nextDailyAt } from '../../server/jobs/scheduleRules.ts';
import { DOCUMENT_REMINDERS_AT, queueDocumentReminders } from '../../server/delivery/reminders.ts';
import { issueInvitationWithNotice } from '../../server/delivery/events.ts';
import { insertDocument, requirementsOfKind } from '../../server/repositories/vendorDocuments.ts';
import { UNUSABLE_HASH } from '../../server/auth/passwords.ts';
import { startProvider, type ProviderRequest, type TestProvider } from '../helpers/providerServer.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSmtp, type TestSmtp } from '../helpers/smtpServer.ts';
import { seedMasterData, VEGETABLE_STORE_APPLICATION } from './portalFixtures.ts';
import { addStory, createVendor, FIXTURE_PASSWORD } from './vendorFixtures.ts';

const PHONE_NUMBER_ID = '109876543210';
const TOKEN = 'EAAG-automatic-messages-token';
const SMS_KEY = 'automatic-messages-sms-key';

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
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return 'bad Authorization';
  const parsed = graphMessage.safeParse(request.body);
  return parsed.success ? null : `bad body: ${z.prettifyError(parsed.error)}`;
}
function checkSms(request: ProviderRequest): string | null {
  if (request.method !== 'POST' || request.path !== '/send') return `unexpected ${request.method} ${request.path}`;
  if (request.headers.authorization !== `Bearer ${SMS_KEY}`) return 'bad Authorization';
  const parsed = smsMessage.safeParse(request.body);
  return parsed.success ? null : `bad body: ${z.prettifyError(parsed.error)}`;
}

const okSms = () => ({ status: 200, body: { id: `sms-${crypto.randomUUID()}` } });
const okGraph = () => ({ status: 200, body: { messaging_product: 'whatsapp', contacts: [], messages: [{ id: `wamid.${crypto.randomUUID()}` }] } });

let smtp: TestSmtp;
let graph: TestProvider;
let sms: TestProvider;
let smsPort = 0;
let server: TestServer;
let cookie = '';
/** The app's clock: never behind the real time (jobs are enqueued at the real time), moved forward by the tests. */
let now = Date.now();

beforeAll(async () => {
  [smtp, graph, sms] = await Promise.all([startSmtp(), startProvider(checkGraph), startProvider(checkSms)]);
  graph.answer = okGraph;
  sms.answer = okSms;
  smsPort = Number(new URL(sms.url).port);
  server = await startServer({
    config: {
      jobsWorker: false,
      delivery: {
        email: { smtpUrl: smtp.url, from: 'Marketplace <noreply@marketplace.test>' },
        whatsapp: { apiUrl: `${graph.url}/v21.0`, phoneNumberId: PHONE_NUMBER_ID, token: TOKEN, appSecret: 'secret', verifyToken: undefined },
        sms: { apiUrl: `${sms.url}/send`, apiKey: SMS_KEY, senderId: 'MKTPLC' },
        timeoutMs: 1000,
      },
    },
    build: { clock: () => now },
  });
  cookie = await server.login();
  await seedMasterData(server.app.db);
});
afterAll(async () => {
  await server?.close();
  await Promise.all([smtp?.close(), graph?.close(), sms?.close()]);
});

const admin = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Runs the queue's rounds until nothing due is left (a round runs what it claimed to its end). */
async function drain(): Promise<void> {
  now = Math.max(now, Date.now());
  for (let round = 0; round < 50; round++) if ((await server.app.jobs.runDue()) === 0) return;
  throw new Error('the queue did not drain');
}

const messagesOf = (topic: MessageType) =>
  server.app.db.selectFrom('vendor_messages').selectAll().where('topic', '=', topic).orderBy('id').execute();
const smsTo = (provider: TestProvider, phone: string) => provider.requests.filter((r) => (r.body as { to?: string }).to === phone).map((r) => r.body as z.infer<typeof smsMessage>);
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

async function vendor(language: 'en' | 'ta' = 'en') {
  const created = await createVendor(server, 'vegetable', { documents: false, name: `Meena Greens ${crypto.randomUUID().slice(0, 6)}` });
  await server.app.db.updateTable('vendor_users').set({ language }).where('id', '=', created.userId).execute();
  const row = await server.app.db.selectFrom('vendor_users').select(['name', 'email']).where('id', '=', created.userId).executeTakeFirstOrThrow();
  return { ...created, ...row, phone: `91${created.phoneNumber}` };
}

describe('events tell people in their language, once', () => {
  it('an application from the Tamil portal: "application received" in Tamil by SMS and e-mail, once', async () => {
    const application = { ...VEGETABLE_STORE_APPLICATION, phoneNumber: '9840077701', email: 'apply-ta@example.com' };
    const apply = () => server.app.inject({ method: 'POST', url: '/api/vendor/apply', headers: { 'accept-language': 'ta' }, payload: application });
    expect((await apply()).statusCode).toBe(202);
    expect((await apply()).statusCode).toBe(202); // the same phone again: no second account, no second message
    await drain();
    const rows = (await messagesOf('application_received')).filter((m) => m.phone === '919840077701');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ language: 'ta', status: 'sent', recipient: 'vendor' });
    expect(smsTo(sms, '919840077701')).toEqual([
      expect.objectContaining({ dlt_template_id: MESSAGE_TYPE_DECLARATIONS.application_received.dltTemplateId, message: expect.stringContaining('விண்ணப்பம் எங்களுக்குக் கிடைத்தது') }),
    ]);
    expect(mailsTo('apply-ta@example.com').map((m) => m.subject)).toEqual(['உங்கள் விற்பனையாளர் விண்ணப்பம் கிடைத்தது']);
  });

  it('a document accepted, and one rejected with its reason; deciding again sends nothing more', async () => {
    const who = await vendor('en');
    const [requirement] = requirementsOfKind(server.app.db, 'vegetable');
    if (!requirement) throw new Error('the vegetable kind declares no requirement');
    const upload = () =>
      insertDocument(server.app.db, { userId: who.userId, requirement: requirement.id, number: null, licenceType: null, expiresOn: '2099-12-31', file: null, fileType: null, status: 'pending' });
    const accepted = await upload();
    const rejected = await upload();
    const decision = (id: number) => fillPath(endpointParts(vendorDocuments.endpoints.decision).path, { id });
    expect((await admin('PUT', decision(accepted), { decision: 'accepted' })).statusCode).toBe(200);
    expect((await admin('PUT', decision(rejected), { decision: 'rejected', reason: 'The scan is blurred' })).statusCode).toBe(200);
    expect((await admin('PUT', decision(accepted), { decision: 'accepted' })).statusCode).toBe(200);
    await drain();
    expect(sms.problems).toEqual([]);
    const texts = smsTo(sms, who.phone);
    expect(texts.map((t) => t.dlt_template_id).sort()).toEqual(
      [MESSAGE_TYPE_DECLARATIONS.document_accepted.dltTemplateId, MESSAGE_TYPE_DECLARATIONS.document_rejected.dltTemplateId].sort(),
    );
    expect(texts.find((t) => t.dlt_template_id === MESSAGE_TYPE_DECLARATIONS.document_rejected.dltTemplateId)?.message).toContain(`${requirement.label} could not be accepted. Reason: The scan is blurred`);
    expect(mailsTo(who.email)).toHaveLength(2);
  });

  it('a story removed by moderation: WhatsApp to an opted-in number (no SMS template), with the reason', async () => {
    const who = await vendor('ta');
    expect((await admin('PUT', `/api/admin/messages/optin/${who.phone}`, { opted_in: true })).statusCode).toBe(200);
    const story = await addStory(server, 'vegetable', who.userId);
    expect((await admin('PATCH', `/api/admin/stories/${story.id}`, { hidden: true, reason: 'Not produce' })).statusCode).toBe(200);
    await drain();
    expect(graph.problems).toEqual([]);
    const sent = graph.requests.filter((r) => (r.body as { to: string }).to === who.phone).map((r) => (r.body as z.infer<typeof graphMessage>).template);
    expect(sent).toEqual([{ name: 'story_removed', language: { code: 'ta' }, components: [{ type: 'body', parameters: [{ type: 'text', text: who.name }, { type: 'text', text: 'Not produce' }] }] }]);
    expect(smsTo(sms, who.phone)).toEqual([]);
  });

  it('a portal invitation: the link to the invitation page in the vendor\'s language', async () => {
    const who = await vendor('ta');
    await server.app.db.updateTable('vendor_users').set({ password_hash: UNUSABLE_HASH }).where('id', '=', who.userId).execute();
    const { id } = await server.app.db
      .insertInto('call_requests')
      .values({ phone_number: who.phoneNumber, notes: 'Call me', vendor_id: who.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invitation = await issueInvitationWithNotice(server.app.db, server.app.messageNotifier, id, null, 'https://market.example');
    await drain();
    const [mail] = mailsTo(who.email);
    expect(mail?.text).toContain(`https://market.example/ta/vendor/invite?token=${encodeURIComponent(invitation?.token ?? '')}`);
    expect((await messagesOf('portal_invitation')).filter((m) => m.user_id === who.userId)).toHaveLength(1);
  });

  it('a buyer\'s enquiry: "enquiry received" to the buyer, who has no account, in the language of the page', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/enquiries?lang=ta',
      payload: { name: 'Saravanan', business: 'Hotel Annapoorna', phoneNumber: '9840077702', city: 'Madurai', needs: '20 kg onions daily' },
    });
    expect(answer.statusCode).toBe(201);
    await drain();
    const [row] = (await messagesOf('buyer_enquiry')).filter((m) => m.phone === '919840077702');
    expect(row).toMatchObject({ recipient: 'buyer', user_id: null, kind: 'buyer', language: 'ta', status: 'sent' });
    expect(smsTo(sms, '919840077702')).toEqual([
      expect.objectContaining({ dlt_template_id: MESSAGE_TYPE_DECLARATIONS.buyer_enquiry.dltTemplateId, message: expect.stringMatching(/^வணக்கம் Saravanan, உங்கள் விசாரணைக்கு நன்றி/) }),
    ]);
    // The admin's outbox lists it without a vendor.
    const outbox = (await admin('GET', '/api/admin/messages')).json() as { recipient?: string; user_id: number | null }[];
    expect(outbox.some((m) => m.recipient === 'buyer' && m.user_id === null)).toBe(true);
  });

  it('a grievance\'s acknowledgement and resolution reach the complainant by SMS and e-mail', async () => {
    const complaint = { name: 'Lakshmi', complainant: 'buyer', category: 'delivery', description: 'The onions came two days late.', phoneNumber: '9840077703', email: 'lakshmi@example.com' };
    expect((await server.app.inject({ method: 'POST', url: '/api/grievances', payload: complaint, headers: { accept: 'application/json' } })).statusCode).toBe(201);
    const { id } = await server.app.db.selectFrom('grievances').select('id').where('phone_number', '=', complaint.phoneNumber).executeTakeFirstOrThrow();
    expect((await admin('POST', `/api/admin/grievances/${id}/acknowledge`, {})).statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/grievances/${id}/resolve`, { resolution: 'Refunded in full.' })).statusCode).toBe(200);
    await drain();
    const texts = smsTo(sms, '919840077703').map((t) => t.message);
    expect(texts).toHaveLength(2);
    // The two jobs may run in either order.
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Hello Lakshmi, your complaint GRV-\d{4}-\d+ is acknowledged\. We will resolve it by \d{4}-\d{2}-\d{2}\.$/),
        expect.stringMatching(/^Hello Lakshmi, your complaint GRV-\d{4}-\d+ is resolved: Refunded in full\.$/),
      ]),
    );
    expect(mailsTo('lakshmi@example.com').map((m) => m.subject).sort()).toEqual(['Your complaint is acknowledged', 'Your complaint is resolved']);
  });
});

describe('document expiry reminders', () => {
  async function withDocument(expiresOn: string, language: 'en' | 'ta' = 'en') {
    const who = await vendor(language);
    const [requirement] = requirementsOfKind(server.app.db, 'vegetable');
    await insertDocument(server.app.db, { userId: who.userId, requirement: requirement?.id ?? 'fssai', number: null, licenceType: null, expiresOn, file: null, fileType: null, status: 'accepted' });
    return who;
  }
  const remindersOf = async (userId: number) =>
    (await server.app.db.selectFrom('vendor_messages').select('topic').where('user_id', '=', userId).orderBy('id').execute()).map((m) => m.topic);

  it('run daily at 10:00 India time: 30 days, 7 days and expired, each once per document; an opted-out vendor gets none', async () => {
    const runAt = nextDailyAt(DOCUMENT_REMINDERS_AT, new Date(now));
    const today = indiaToday(runAt);
    const in20 = await withDocument(addDays(today, 20));
    const in5 = await withDocument(addDays(today, 5), 'ta');
    const lapsed = await withDocument(addDays(today, -2));
    const later = await withDocument(addDays(today, 90));
    const optedOut = await withDocument(addDays(today, 5));

    // The vendor turns reminders off in the portal (the JSON call; the plain form is tested below).
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'vegetable', phoneNumber: optedOut.phoneNumber, password: FIXTURE_PASSWORD } });
    const token = (login.json() as { token: string }).token;
    const off = await server.app.inject({ method: 'PUT', url: '/api/vendor/preferences', headers: { authorization: `Bearer ${token}` }, payload: { reminders: false } });
    expect(off.json()).toEqual({ reminders: false });

    await drain(); // before 10:00 nothing is due
    expect(await remindersOf(in20.userId)).toEqual([]);
    now = runAt.getTime() + 60_000;
    await drain();
    expect(await remindersOf(in20.userId)).toEqual(['document_expiring_30']);
    expect(await remindersOf(in5.userId)).toEqual(['document_expiring_7']);
    expect(await remindersOf(lapsed.userId)).toEqual(['document_expired']);
    expect(await remindersOf(later.userId)).toEqual([]);
    expect(await remindersOf(optedOut.userId)).toEqual([]);
    expect(smsTo(sms, in5.phone)).toEqual([expect.objectContaining({ dlt_template_id: MESSAGE_TYPE_DECLARATIONS.document_expiring_7.dltTemplateId, message: expect.stringContaining(addDays(today, 5)) })]);
    expect(smsTo(sms, optedOut.phone)).toEqual([]);
    // The run once per day: a second instance's (or a rerun's) queueing finds every reminder queued already.
    expect(await queueDocumentReminders(server.app.db, new Date(now))).toBe(0);
    const jobs = await server.app.db.selectFrom('jobs').select(['key', 'state']).where('kind', '=', 'documents.reminders').execute();
    expect(jobs).toEqual([{ key: expect.stringMatching(/^documents\.reminders@/), state: 'done' }]);

    // 14 days on: the 20-day document is now within 7 days; the others said what they had to.
    now += 14 * 86_400_000;
    await drain();
    expect(await remindersOf(in20.userId)).toEqual(['document_expiring_30', 'document_expiring_7']);
    expect(await remindersOf(in5.userId)).toEqual(['document_expiring_7', 'document_expired']);
    expect(await remindersOf(lapsed.userId)).toEqual(['document_expired']);
    expect(await remindersOf(optedOut.userId)).toEqual([]);
  });

  it('a reminder queued in quiet hours waits for 09:00 India time on the phone; the e-mail goes at once', async () => {
    const evening = nextDailyAt('21:30', new Date(Math.max(now, Date.now())));
    now = evening.getTime();
    const who = await withDocument(addDays(indiaToday(evening), 3));
    expect(await queueDocumentReminders(server.app.db, evening)).toBeGreaterThanOrEqual(1);
    await drain();
    expect(smsTo(sms, who.phone)).toEqual([]);
    expect(mailsTo(who.email)).toHaveLength(1);
    const morning = nextDailyAt('09:00', evening);
    const [waiting] = await server.app.db.selectFrom('message_deliveries as d').innerJoin('vendor_messages as m', 'm.id', 'd.message_id').select(['d.status', 'd.retry_at']).where('m.user_id', '=', who.userId).where('d.channel', '=', 'sms').execute();
    expect(waiting).toEqual({ status: 'retry', retry_at: morning.toISOString() });
    now = morning.getTime() + 60_000;
    await drain();
    expect(smsTo(sms, who.phone)).toEqual([expect.objectContaining({ dlt_template_id: MESSAGE_TYPE_DECLARATIONS.document_expiring_7.dltTemplateId })]);
  });

  it('the portal\'s plain form turns reminders on and off, with an audit entry naming the vendor', async () => {
    const who = await vendor('ta');
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'vegetable', phoneNumber: who.phoneNumber, password: FIXTURE_PASSWORD } });
    const token = (login.json() as { token: string }).token;
    const post = (body: string) =>
      server.app.inject({ method: 'POST', url: '/api/vendor/preferences?lang=ta', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    const offAnswer = await post(`token=${encodeURIComponent(token)}`);
    expect(offAnswer.statusCode).toBe(303);
    expect(offAnswer.headers.location).toBe('/ta/vendor?saved=preferences');
    const read = () => server.app.inject({ method: 'GET', url: '/api/vendor/preferences', headers: { authorization: `Bearer ${token}` } });
    expect((await read()).json()).toEqual({ reminders: false });
    expect((await post(`token=${encodeURIComponent(token)}&reminders=on`)).statusCode).toBe(303);
    expect((await read()).json()).toEqual({ reminders: true });
    const expired = await post('token=not-a-session');
    expect(expired.headers.location).toBe('/ta/vendor?session=expired');
    const entries = await server.app.db.selectFrom('audit_log').select(['actor', 'action', 'vendor_id']).where('entity', '=', 'vendor_message_preferences').where('vendor_id', '=', who.userId).execute();
    expect(entries.map((e) => [e.actor, e.action])).toEqual([['vendor', 'insert'], ['vendor', 'update']]);
  });
});

describe('the SMS gateway down for a while, then back', () => {
  it('delivers every queued message exactly once after it returns', async () => {
    sms.answer = () => ({ status: 503, body: { error: 'Service unavailable' } });
    const phones = Array.from({ length: 6 }, (_, i) => `98400788${String(i).padStart(2, '0')}`);
    for (const phone of phones) {
      const answer = await server.app.inject({ method: 'POST', url: '/api/enquiries', payload: { name: 'Buyer', business: 'Mess', phoneNumber: phone, city: 'Salem', needs: 'Rice' } });
      expect(answer.statusCode).toBe(201);
    }
    const states = async () =>
      (
        await server.app.db
          .selectFrom('message_deliveries as d')
          .innerJoin('vendor_messages as m', 'm.id', 'd.message_id')
          .select(['d.status', 'd.last_error'])
          .where('m.phone', 'in', phones.map((p) => `91${p}`))
          .execute()
      ).map((d) => d.status);
    await drain();
    expect(await states()).toEqual(phones.map(() => 'retry'));

    // Down harder: the gateway refuses connections.
    await sms.close();
    now += 5 * 60_000;
    await drain();
    expect(await states()).toEqual(phones.map(() => 'retry'));
    const errors = await server.app.db.selectFrom('message_deliveries').select('last_error').where('status', '=', 'retry').execute();
    expect(errors.some((e) => /could not be reached|503/.test(e.last_error ?? ''))).toBe(true);

    // Back at the same address.
    sms = await startProvider(checkSms, smsPort);
    sms.answer = okSms;
    now += 60 * 60_000;
    await drain();
    expect(sms.problems).toEqual([]);
    for (const phone of phones) expect(smsTo(sms, `91${phone}`)).toHaveLength(1);
    expect(await states()).toEqual(phones.map(() => 'sent'));
    // Later rounds send nothing again.
    now += 60 * 60_000;
    await drain();
    expect(sms.requests.filter((r) => phones.some((p) => (r.body as { to: string }).to === `91${p}`))).toHaveLength(phones.length);
  });
});

describe('without a channel', () => {
  it('events queue nothing: the admin tells people by hand', async () => {
    const bare = await startServer();
    try {
      const answer = await bare.app.inject({ method: 'POST', url: '/api/enquiries', payload: { name: 'Buyer', business: 'Mess', phoneNumber: '9840079999', city: 'Salem', needs: 'Rice' } });
      expect(answer.statusCode).toBe(201);
      expect(bare.app.messageNotifier).toBeUndefined();
      expect(await bare.app.db.selectFrom('vendor_messages').select('id').execute()).toEqual([]);
      expect(await bare.app.db.selectFrom('jobs').select('id').where('kind', '=', 'message.deliver').execute()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
