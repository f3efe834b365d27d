/**
 * Data principal requests from people who are not logged in (docs/privacy.md "Requests by one-time code"), on a real
 * server on SQLite and PostgreSQL: the code goes through the outbox (read here from the outbox row) to the phone on
 * record; a wrong code is refused and counted, an old one expires by the app's clock, tries and codes per phone are
 * limited in the database; a buyer downloads the ZIP of their enquiries and erases them; a vendor's request joins the
 * desk's list with its 90-day clock; an unknown phone gets the same answer and no message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { startServer, type TestServer } from '../helpers/server.ts';
import { PRIVACY_CODE, PRIVACY_PUBLIC_REQUEST_PATH, PRIVACY_PUBLIC_VERIFY_PATH, privacyRequestDueAt } from '../../src/domain/privacy.ts';
import { parseMessageParams } from '../../src/domain/messageTypes/index.ts';
import { createVendor } from './vendorFixtures.ts';

const NOW = Date.parse('2026-11-21T06:00:00.000Z');

describe('privacy: requests by one-time code (extension)', () => {
  let server: TestServer;
  let owner: string;
  let address = 0;
  let now = NOW;
  let phoneCounter = 0;

  const from = () => `10.9.2.${++address}`;
  const nextPhone = () => String(9500000000 + ++phoneCounter);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => server.app.inject({ method: 'POST', url, remoteAddress: from(), headers, payload });
  const ask = (payload: object) => post(PRIVACY_PUBLIC_REQUEST_PATH, payload);
  const verify = (requestToken: string, code: string) => post(PRIVACY_PUBLIC_VERIFY_PATH, { requestToken, code });
  const codeMessages = () => server.app.db.selectFrom('vendor_messages').selectAll().where('topic', '=', 'privacy_code').orderBy('id', 'desc').execute();
  /** The code as the person received it: the outbox row's params. */
  const lastCode = async () => parseMessageParams((await codeMessages())[0]?.params)?.code ?? '';
  const wrongOf = (code: string) => String((Number(code) + 1) % 10 ** PRIVACY_CODE.digits).padStart(PRIVACY_CODE.digits, '0');
  const enquiry = async (phoneNumber: string, name = 'Kavin Hotel buyer') => {
    const res = await post('/api/enquiries', { name, business: 'Kavin Hotel', phoneNumber, city: 'Palani', needs: 'Tomatoes weekly' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const adminList = async (filter: object) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/admin/privacy-requests?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=["id","DESC"]`, headers: { cookie: owner } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; subject: string; phone: string | null; vendor_id: number | null; state: string; channel: string; due_at: string; kind: string }[];
  };

  beforeAll(async () => {
    server = await startServer({ build: { clock: () => now } });
    owner = await server.login();
  });
  afterAll(() => server.close());

  it('answers an unknown phone exactly like a known one, and sends nothing', async () => {
    const known = nextPhone();
    await enquiry(known);
    const before = (await codeMessages()).length;
    const unknownAnswer = await ask({ kind: 'access', phone: nextPhone() });
    expect((await codeMessages()).length).toBe(before);
    const knownAnswer = await ask({ kind: 'access', phone: known });
    expect((await codeMessages()).length).toBe(before + 1);
    expect(unknownAnswer.statusCode, unknownAnswer.body).toBe(202);
    expect(knownAnswer.statusCode).toBe(202);
    const shape = (body: Record<string, unknown>) => ({ ...body, requestToken: typeof body.requestToken });
    expect(shape(unknownAnswer.json())).toEqual(shape(knownAnswer.json()));
    // No code verifies an unknown phone, and the refusal is the one a wrong code gets.
    const refused = await verify(unknownAnswer.json().requestToken, '123456');
    const wrong = await verify(knownAnswer.json().requestToken, wrongOf(await lastCode()));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(wrong.json());
  });

  it('refuses a wrong code and counts it; the right one gives a buyer the ZIP of their enquiries', async () => {
    const phone = nextPhone();
    const enquiryId = await enquiry(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    const asked = await ask({ kind: 'access', phone, lang: 'ta' });
    expect(asked.statusCode, asked.body).toBe(202);
    const [message] = await codeMessages();
    expect(message).toMatchObject({ recipient: 'buyer', user_id: null, phone: `91${phone}`, language: 'ta', status: 'queued' });
    const code = await lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(code);
    // Stored hashed: the code row never holds the code itself.
    const row = await server.app.db.selectFrom('privacy_codes').selectAll().where('token', '=', asked.json().requestToken).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);

    const wrong = await verify(asked.json().requestToken, wrongOf(code));
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect((await server.app.db.selectFrom('privacy_codes').select('tries').where('id', '=', row.id).executeTakeFirstOrThrow()).tries).toBe(1);

    const right = await verify(asked.json().requestToken, code);
    expect(right.statusCode, right.body).toBe(201);
    expect(right.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(right.rawPayload));
    const callRequests = JSON.parse(strFromU8(files['data/callRequests.json'] ?? new Uint8Array())) as { id: number }[];
    expect(callRequests.map((r) => r.id)).toEqual([enquiryId]);
    expect(Object.keys(files).sort()).toEqual(['data/callRequestNotes.json', 'data/callRequests.json', 'data/consents.json', 'data/messages.json']);
    // Used once.
    expect((await verify(asked.json().requestToken, code)).statusCode).toBe(400);
    const [listed] = await adminList({ kind: 'access' });
    expect(listed).toMatchObject({ subject: 'buyer', phone, vendor_id: null, state: 'completed', channel: 'code' });
  });

  it('lets a code expire by the app clock', async () => {
    const phone = nextPhone();
    await enquiry(phone);
    const asked = await ask({ kind: 'access', phone });
    const code = await lastCode();
    now += (PRIVACY_CODE.validMinutes + 1) * 60_000;
    const late = await verify(asked.json().requestToken, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.code).toMatch(/expired/);
  });

  it('allows only so many tries per code and so many codes per phone an hour, across the database', async () => {
    const phone = nextPhone();
    await enquiry(phone);
    const asked = await ask({ kind: 'access', phone });
    const code = await lastCode();
    for (let i = 0; i < PRIVACY_CODE.maxTries; i++) expect((await verify(asked.json().requestToken, wrongOf(code))).statusCode).toBe(400);
    const exhausted = await verify(asked.json().requestToken, code);
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().errors.code).toMatch(/tries/);

    for (const spelling of [phone, `0${phone}`].slice(0, PRIVACY_CODE.perPhonePerHour - 1)) expect((await ask({ kind: 'access', phone: spelling })).statusCode).toBe(202);
    expect((await ask({ kind: 'access', phone: `+91${phone}` })).statusCode).toBe(429);
    // The limit does not tell known phones from unknown ones.
    const unknown = nextPhone();
    for (let i = 0; i < PRIVACY_CODE.perPhonePerHour; i++) expect((await ask({ kind: 'erasure', phone: unknown })).statusCode).toBe(202);
    expect((await ask({ kind: 'erasure', phone: unknown })).statusCode).toBe(429);
    now += 61 * 60_000;
    expect((await ask({ kind: 'access', phone })).statusCode).toBe(202);
  });

  it('holds the per-phone limit when many requests for one phone arrive at once', async () => {
    const phone = nextPhone();
    await enquiry(phone);
    const before = (await codeMessages()).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask({ kind: 'access', phone })));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(PRIVACY_CODE.perPhonePerHour);
    expect(statuses.filter((status) => status !== 202).every((status) => status === 429)).toBe(true);
    expect((await codeMessages()).length - before).toBe(PRIVACY_CODE.perPhonePerHour);
    const rows = await server.app.db.selectFrom('privacy_codes').select('id').where('phone', '=', phone).execute();
    expect(rows).toHaveLength(PRIVACY_CODE.perPhonePerHour);
  });

  it('erases a buyer: their enquiries keep no name or phone, the outbox neither, the audit log keeps the event', async () => {
    const phone = nextPhone();
    const ids = [await enquiry(phone, 'Meena Caterers'), await enquiry(`0${phone}`, 'Meena Caterers')];
    const asked = await ask({ kind: 'erasure', phone });
    const done = await verify(asked.json().requestToken, await lastCode());
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ kind: 'erasure', subject: 'buyer', state: 'completed', kept: expect.arrayContaining([expect.any(String)]) });

    const rows = await server.app.db.selectFrom('call_requests').select(['phone_number', 'caller_name', 'notes']).where('id', 'in', ids).execute();
    expect(rows).toEqual(ids.map(() => ({ phone_number: '', caller_name: null, notes: null })));
    const holding = async () => ({
      messages: await server.app.db.selectFrom('vendor_messages').select('id').where((eb) => eb.or([eb('phone', 'like', `%${phone}%`), eb('text', 'like', '%Meena%')])).execute(),
      codes: await server.app.db.selectFrom('privacy_codes').select('id').where('phone', '=', phone).execute(),
      requests: await server.app.db.selectFrom('privacy_requests').select('id').where('phone', '=', phone).execute(),
      consents: await server.app.db.selectFrom('consents').select('id').where('phone_number', 'like', `%${phone}%`).execute(),
    });
    expect(await holding()).toEqual({ messages: [], codes: [], requests: [], consents: [] });
    const entry = await server.app.db.selectFrom('audit_log').select(['action', 'entity', 'after']).where('action', '=', 'privacy.erase').where('entity', '=', 'call_requests').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ callRequests: ids.length });
    expect(entry.after).not.toContain(phone);
  });

  it('takes a vendor\'s request by the account\'s phone into the desk\'s list with its 90-day clock', async () => {
    const vendor = await createVendor(server, 'vegetable', { name: 'Arul Farms' });
    const missing = await ask({ kind: 'correction', phone: vendor.phoneNumber });
    expect(missing.statusCode).toBe(400);
    const asked = await ask({ kind: 'correction', phone: vendor.phoneNumber, details: 'My shop moved to Oddanchatram.' });
    expect(asked.statusCode, asked.body).toBe(202);
    const [message] = await codeMessages();
    expect(message).toMatchObject({ recipient: 'vendor', user_id: vendor.userId });
    const done = await verify(asked.json().requestToken, await lastCode());
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ kind: 'correction', subject: 'vendor', state: 'received', dueAt: privacyRequestDueAt(new Date(now).toISOString()) });
    const [listed] = await adminList({ state: 'received', kind: 'correction' });
    expect(listed).toMatchObject({ id: done.json().id, subject: 'vendor', vendor_id: vendor.userId, channel: 'code', phone: null });
  });
});
