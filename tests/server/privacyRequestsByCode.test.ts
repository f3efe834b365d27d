/**
 * A vendor's requests by one-time code are completed (docs/privacy.md "Completing a request"), on a real server on
 * SQLite and PostgreSQL: an access answers the portal's ZIP at verify; an erasure waits on the desk's list until the
 * desk erases (the portal's erasure: no table or file holds the vendor after, the audit log keeps the decision and
 * who took it, the person is told by message) or refuses it with a reason; answers that do not fit a kind are 400,
 * a second answer 409 (the route's roles: privacyCorrections.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { startServer, type TestServer } from '../helpers/server.ts';
import { PRIVACY_ANSWERS, PRIVACY_PUBLIC_REQUEST_PATH, PRIVACY_PUBLIC_VERIFY_PATH } from '../../src/domain/privacy.ts';
import { parseMessageParams } from '../../src/domain/messageTypes/index.ts';
import { engineOf } from '../../server/db/engines/index.ts';
import { VENDOR_KIND_CONFIGS } from '../../server/routes/vendors/kinds.ts';
import { addImage, createVendor, mediaFileExists } from './vendorFixtures.ts';

const NOW = Date.parse('2026-11-24T06:00:00.000Z');

describe('privacy: a vendor\'s requests by one-time code are completed', () => {
  let server: TestServer;
  let owner: string;
  let address = 0;

  const from = () => `10.9.3.${++address}`;
  const post = (url: string, payload: object, cookie?: string) =>
    server.app.inject({ method: 'POST', url, remoteAddress: from(), headers: cookie ? { cookie } : {}, payload });
  const lastCode = async () => {
    const row = await server.app.db.selectFrom('vendor_messages').select('params').where('topic', '=', 'privacy_code').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return parseMessageParams(row.params)?.code ?? '';
  };
  /** Asks by phone and types the code the outbox row holds. */
  const byCode = async (payload: object) => {
    const asked = await post(PRIVACY_PUBLIC_REQUEST_PATH, payload);
    expect(asked.statusCode, asked.body).toBe(202);
    return post(PRIVACY_PUBLIC_VERIFY_PATH, { requestToken: asked.json().requestToken, code: await lastCode() });
  };
  const complete = (id: number, answer: object) => post(`/api/admin/privacy-requests/${id}/complete`, answer, owner);

  beforeAll(async () => {
    server = await startServer({ build: { clock: () => NOW } });
    owner = await server.login();
  });
  afterAll(() => server.close());

  it('answers a vendor\'s access by code with the portal\'s ZIP at once, recorded completed', async () => {
    const vendor = await createVendor(server, 'vegetable', { name: 'Selvi Greens' });
    const image = await addImage(server, 'vegetable', vendor.userId);
    const res = await byCode({ kind: 'access', phone: vendor.phoneNumber });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const account = JSON.parse(strFromU8(files['data/account.json'] ?? new Uint8Array())) as { name: string }[];
    expect(account[0]?.name).toBe('Selvi Greens');
    expect(Object.keys(files)).toContain(`files/images/${image}`);
    const request = await server.app.db.selectFrom('privacy_requests').selectAll().where('vendor_id', '=', vendor.userId).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ kind: 'access', state: 'completed', channel: 'code', completed_at: new Date(NOW).toISOString() });
    const entry = await server.app.db.selectFrom('audit_log').select(['action', 'after']).where('vendor_id', '=', vendor.userId).where('action', '=', 'privacy.access').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after ?? '{}')).toEqual({ channel: 'code' });
  });

  it('lets the desk erase a vendor who asked by code: nothing of them remains, the audit log keeps the decision, they are told', async () => {
    const vendor = await createVendor(server, 'vegetable', { name: 'Muthu Vegetables' });
    const image = await addImage(server, 'vegetable', vendor.userId);
    const folder = VENDOR_KIND_CONFIGS.vegetable.media.images;
    const email = `v${vendor.phoneNumber}@example.com`;
    const asked = await byCode({ kind: 'erasure', phone: vendor.phoneNumber, lang: 'ta' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ kind: 'erasure', subject: 'vendor', state: 'received' });
    const id = asked.json().id as number;

    // Only the answers an erasure takes.
    expect((await complete(id, { decision: 'corrected', changes: { city: 'Palani' } })).statusCode).toBe(400);
    const done = await complete(id, { decision: 'erased' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id, kind: 'erasure', state: 'completed', overdue: false, completed_at: new Date(NOW).toISOString() });
    expect(done.json().outcome).toContain('audit log');
    expect((await complete(id, { decision: 'erased' })).statusCode).toBe(409);

    // The person is told, in the language they asked in, at the phone and e-mail the account had.
    const told = await server.app.db.selectFrom('vendor_messages').selectAll().where('topic', '=', 'privacy_answered').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(told).toMatchObject({ recipient: 'complainant', user_id: null, phone: `91${vendor.phoneNumber}`, email, language: 'ta', status: 'queued' });
    expect(told.text).not.toContain('Muthu');

    const db = server.app.db;
    for (const table of await engineOf(db).tableNames(db)) {
      const rows = await db.selectFrom(table as 'vendor_users').selectAll().execute();
      // The answer's own outbox row holds the address it goes to, and nothing else of the person.
      const text = JSON.stringify(table === 'vendor_messages' ? rows.filter((row) => (row as unknown as { id: number }).id !== told.id) : rows);
      for (const needle of ['Muthu Vegetables', vendor.phoneNumber, email]) expect(text.includes(needle), `${table} still holds ${needle}`).toBe(false);
    }
    expect(mediaFileExists(server, folder, image)).toBe(false);
    const erase = await db.selectFrom('audit_log').select(['action', 'admin_id', 'after']).where('vendor_id', '=', vendor.userId).where('action', '=', 'privacy.erase').executeTakeFirstOrThrow();
    expect(erase.admin_id).not.toBeNull();
    expect(JSON.parse(erase.after ?? '{}')).toEqual({ requestId: id, channel: 'code' });
    expect(await db.selectFrom('privacy_requests').select('id').where('vendor_id', '=', vendor.userId).where('kind', '=', 'erasure').execute()).toHaveLength(1);
  });

  it('lets the desk refuse an erasure with the reason the person is told; refuses answers that do not fit', async () => {
    const vendor = await createVendor(server, 'vegetable', { name: 'Ravi Onions' });
    const asked = await byCode({ kind: 'erasure', phone: vendor.phoneNumber });
    const id = asked.json().id as number;
    expect((await complete(id, { decision: 'refused', reason: 'x' })).statusCode).toBe(400);
    const reason = 'An open complaint names this account; we erase it when it closes.';
    const done = await complete(id, { decision: 'refused', reason });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ state: 'completed', decision: 'refused', outcome: reason });
    const told = await server.app.db.selectFrom('vendor_messages').selectAll().where('topic', '=', 'privacy_answered').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(told).toMatchObject({ recipient: 'vendor', user_id: vendor.userId });
    expect(told.text).toContain(reason);
    const entry = await server.app.db.selectFrom('audit_log').select(['action', 'reason']).where('entity', '=', 'privacy_requests').where('entity_id', '=', id).where('action', '=', 'privacy.refuse').executeTakeFirstOrThrow();
    expect(entry.reason).toBe(reason);
    expect((await server.app.db.selectFrom('vendor_users').select('id').where('id', '=', vendor.userId).execute())).toHaveLength(1);
    // Every kind's answers come from the registry; an erasure of a correction request is refused.
    expect(PRIVACY_ANSWERS.correction).not.toContain('erased');
    const correction = await byCode({ kind: 'correction', phone: vendor.phoneNumber, details: 'My city is Palani now.' });
    expect((await complete(correction.json().id, { decision: 'erased' })).statusCode).toBe(400);
  });
});
