/**
 * DPDP duties (extension `privacy`, docs/privacy.md) on a real server, on SQLite and PostgreSQL: each form records
 * its consent with the notice's version (the enquiry also as a plain form post without script), a vendor sees and
 * withdraws a consent (mayMessage then refuses reminders), downloads a ZIP of their rows and files, and erases
 * their account: afterwards no table holds their name, phone, PAN or GSTIN and the media folder none of their
 * files, while the audit log still records the decisions (the reason that named the vendor without the name).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { multipart, samples, startServer, type TestServer } from '../helpers/server.ts';
import { seedMasterData, VEGETABLE_STORE_APPLICATION, STORE_PASSWORD } from './portalFixtures.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy.ts';
import { gradientPng } from '../../server/db/seed/png.ts';
import { engineOf } from '../../server/db/engines/index.ts';
import { mayMessage, withdrewConsent } from '../../server/repositories/consents.ts';

const NOW = Date.parse('2026-11-20T06:00:00.000Z');
const VENDOR = { ...VEGETABLE_STORE_APPLICATION, name: 'Ilakkiya Vendhan', phoneNumber: '9840077711', email: 'ilakkiya@example.com', storename: 'Ilakkiya Greens' };
const PAN = 'ABCPE1234F';
const GSTIN = '33ABCPE1234F1ZI';

describe('privacy: consents, access and erasure (extension)', () => {
  let server: TestServer;
  let cookie: string;
  let token: string;
  let vendorId: number;
  let address = 0;
  let now = NOW;

  const from = () => `10.9.0.${++address}`;
  const asVendor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, remoteAddress: from(), ...(payload ? { payload } : {}) });
  const consentsOf = (subject: string, id: number) =>
    server.app.db.selectFrom('consents').selectAll().where('subject', '=', subject).where('subject_id', '=', id).orderBy('id').execute();

  beforeAll(async () => {
    server = await startServer({ build: { clock: () => now } });
    cookie = await server.login();
    await seedMasterData(server.app.db);
    const applied = await server.app.inject({
      method: 'POST',
      url: '/api/vendor/apply',
      headers: { 'accept-language': 'ta' },
      remoteAddress: from(),
      payload: { ...VENDOR, remindersConsent: true },
    });
    expect(applied.statusCode, applied.body).toBe(202);
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', remoteAddress: from(), payload: { category: 'vegetable', phoneNumber: VENDOR.phoneNumber, password: STORE_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json().token;
    vendorId = login.json().user.id;
  });
  afterAll(() => server.close());

  it('records the application\'s consents with the notice version, language and time', async () => {
    const rows = await consentsOf('vendor', vendorId);
    expect(rows.map((r) => r.purpose).sort()).toEqual(['reminders', 'service']);
    for (const row of rows) expect(row).toMatchObject({ notice_version: PRIVACY_NOTICE_VERSION, language: 'ta', source: 'portal', phone_number: VENDOR.phoneNumber, given_at: new Date(NOW).toISOString(), withdrawn_at: null });
  });

  it('records the enquiry\'s consent, from JSON and from a plain form post without script', async () => {
    const json = await server.app.inject({ method: 'POST', url: '/api/enquiries', remoteAddress: from(), payload: { name: 'Buyer One', business: 'Hotel One', phoneNumber: '9876543210', city: 'Palani', needs: 'Tomatoes weekly' } });
    expect(json.statusCode, json.body).toBe(201);
    expect(await consentsOf('enquiry', json.json().id)).toMatchObject([{ purpose: 'service', notice_version: PRIVACY_NOTICE_VERSION, language: 'en', source: 'enquiry' }]);
    const form = new URLSearchParams({ name: 'Buyer Two', business: 'Hotel Two', phoneNumber: '9876543211', city: 'Palani', needs: 'Onions' }).toString();
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/enquiries?lang=ta',
      remoteAddress: from(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(posted.statusCode, posted.body).toBe(303);
    const row = await server.app.db.selectFrom('consents').selectAll().where('phone_number', '=', '9876543211').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'enquiry', purpose: 'service', language: 'ta', notice_version: PRIVACY_NOTICE_VERSION });
  });

  it('records the complaint\'s consent', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/grievances',
      remoteAddress: from(),
      payload: { name: 'Buyer Three', complainant: 'buyer', category: 'personal_data', description: 'Please tell me what you hold about me.', phoneNumber: '9876543212' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = Number(String(res.json().ticket).split('-')[2]);
    expect(await consentsOf('grievance', id)).toMatchObject([{ purpose: 'service', source: 'grievance', notice_version: PRIVACY_NOTICE_VERSION }]);
  });

  it('records the call desk conversion\'s consent in the language the notice was read in', async () => {
    const created = await server.app.inject({ method: 'POST', url: '/api/enquiries', remoteAddress: from(), payload: { name: 'Caller Four', business: 'Farm Four', phoneNumber: '9876543213', city: 'Dindigul', needs: 'Wants to sell greens' } });
    const converted = await server.app.inject({
      method: 'POST',
      url: `/api/calldesk/${created.json().id}/convert`,
      headers: { cookie },
      payload: { kind: 'vegetable', noticeLanguage: 'ta', reminders: false },
    });
    expect(converted.statusCode, converted.body).toBe(201);
    expect(await consentsOf('vendor', converted.json().vendor_id)).toMatchObject([{ purpose: 'service', source: 'callDesk', language: 'ta' }]);
  });

  it('shows the vendor\'s consents and withdraws the optional one with one POST; reminders then stop', async () => {
    const overview = await asVendor('GET', '/api/vendor/privacy');
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().consents.find((c: { purpose: string }) => c.purpose === 'reminders')).toMatchObject({ optional: true, withdrawn_at: null });
    expect(await mayMessage(server.app.db, vendorId, 'reminders')).toBe(true);
    expect(await withdrewConsent(server.app.db, vendorId, 'reminders')).toBe(false);
    const withdrawn = await asVendor('POST', '/api/vendor/privacy/consents/reminders', { given: false });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().consents.find((c: { purpose: string }) => c.purpose === 'reminders').withdrawn_at).toBe(new Date(NOW).toISOString());
    expect(await mayMessage(server.app.db, vendorId, 'reminders')).toBe(false);
    // The daily document reminders skip a vendor who withdrew (server/delivery/reminders.ts).
    expect(await withdrewConsent(server.app.db, vendorId, 'reminders')).toBe(true);
    expect(await mayMessage(server.app.db, vendorId, 'essential')).toBe(true);
    // The service consent is the account itself.
    expect((await asVendor('POST', '/api/vendor/privacy/consents/service', { given: false })).statusCode).toBe(400);
  });

  it('downloads a ZIP of the vendor\'s rows and files, private and uncached', async () => {
    for (const [requirement, number] of [['pan', PAN], ['gstin', GSTIN]] as const) {
      const form = multipart({ requirement, number }, { file: { bytes: samples.png, filename: 'doc.png', type: 'image/png' } });
      const res = await server.app.inject({ method: 'POST', url: '/api/vendor/documents', headers: { authorization: `Bearer ${token}` }, remoteAddress: from(), payload: form as unknown as object });
      expect(res.statusCode, res.body).toBe(200);
    }
    const photo = multipart({}, { file: { bytes: gradientPng(300, 200, [90, 30, 30], [240, 200, 120], 3), filename: 'p.png', type: 'image/png' } });
    const added = await server.app.inject({ method: 'POST', url: '/api/vendor/images', headers: { authorization: `Bearer ${token}` }, remoteAddress: from(), payload: photo as unknown as object });
    expect(added.statusCode, added.body).toBe(200);
    const decided = await server.app.inject({ method: 'POST', url: `/api/reviews/${vendorId}/decision`, headers: { cookie }, payload: { action: 'request_changes', reason: `Please check the spelling of ${VENDOR.name} on the store board` } });
    expect(decided.statusCode, decided.body).toBe(200);

    const res = await asVendor('GET', '/api/vendor/privacy/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = (name: string) => JSON.parse(strFromU8(zip[`data/${name}.json`] ?? new Uint8Array())) as Record<string, unknown>[];
    expect(data('account')[0]).toMatchObject({ id: vendorId, name: VENDOR.name, phoneNumber: VENDOR.phoneNumber });
    expect(JSON.stringify(data('account'))).not.toContain('password');
    expect(data('documents').map((d) => d.number).sort()).toEqual([PAN, GSTIN].sort());
    expect(data('consents').length).toBe(2);
    expect(data('history').some((h) => h.action === 'review.request_changes')).toBe(true);
    for (const name of ['messages', 'callRequests', 'invitations', 'privacyRequests']) expect(Array.isArray(data(name))).toBe(true);
    const documentFiles = Object.keys(zip).filter((name) => name.startsWith('files/documents/'));
    expect(documentFiles).toHaveLength(2);
    expect(Buffer.from(zip[documentFiles[0] ?? ''] ?? []).subarray(0, 4)).toEqual(samples.png.subarray(0, 4));
    expect(Object.keys(zip).filter((name) => name.startsWith('files/images/')).length).toBeGreaterThanOrEqual(2);
    // Only to the vendor logged in.
    expect((await server.app.inject({ method: 'GET', url: '/api/vendor/privacy/export', remoteAddress: from() })).statusCode).toBe(401);
  });

  it('records a correction request with its 90-day clock, listed for the admin', async () => {
    const res = await asVendor('POST', '/api/vendor/privacy/corrections', { details: 'My store name is spelt wrong.' });
    expect(res.statusCode, res.body).toBe(201);
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/privacy-requests?filter={"kind":"correction"}', headers: { cookie } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject([{ vendor_id: vendorId, kind: 'correction', state: 'received', due_at: new Date(NOW + 90 * 86_400_000).toISOString(), overdue: false }]);
    expect(list.headers['content-range']).toMatch(/^privacyRequests 0-0\/1$/);
  });

  it('erases the account after confirmation: no table holds the person, no file remains, the audit log keeps the decisions', async () => {
    const files = (await server.app.db.selectFrom('vendor_documents').select('file').where('user_id', '=', vendorId).execute()).flatMap((r) => (r.file ? [r.file] : []));
    const images = await server.app.db.selectFrom('vendor_images').select(['file_name', 'thumb']).where('user_id', '=', vendorId).execute();
    expect(files).toHaveLength(2);
    expect((await asVendor('POST', '/api/vendor/privacy/erase', { confirmPhone: '9000000000' })).statusCode).toBe(400);

    const res = await asVendor('POST', '/api/vendor/privacy/erase', { confirmPhone: VENDOR.phoneNumber });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().kept.length).toBeGreaterThan(0);

    const db = server.app.db;
    const needles = [VENDOR.name, VENDOR.phoneNumber, VENDOR.email, PAN, GSTIN];
    for (const table of await engineOf(db).tableNames(db)) {
      const rows = await db.selectFrom(table as 'vendor_users').selectAll().execute();
      const text = JSON.stringify(rows);
      for (const needle of needles) expect(text.includes(needle), `${table} still holds ${needle}`).toBe(false);
    }
    const mediaRoot = server.config.mediaDir;
    const everyFile = fs.readdirSync(mediaRoot, { recursive: true }).map(String);
    for (const name of [...files, ...images.flatMap((i) => [i.file_name, i.thumb ?? ''])].filter(Boolean)) {
      expect(everyFile.some((file) => path.basename(file) === name), `${name} remains`).toBe(false);
    }
    const decisions = await db.selectFrom('audit_log').select(['action', 'erased_at']).where('vendor_id', '=', vendorId).execute();
    expect(decisions.some((d) => d.action === 'review.request_changes')).toBe(true);
    expect(decisions.some((d) => d.action === 'privacy.erase')).toBe(true);
    // The session is gone with the account.
    expect((await asVendor('GET', '/api/vendor/privacy')).statusCode).toBe(401);
    // The request is recorded, completed, with what was kept.
    const erasure = await db.selectFrom('privacy_requests').selectAll().where('vendor_id', '=', vendorId).where('kind', '=', 'erasure').executeTakeFirstOrThrow();
    expect(erasure).toMatchObject({ state: 'completed', completed_at: new Date(NOW).toISOString() });
    expect(erasure.outcome).toContain('audit log');
  });

  it('counts the open request as overdue on the work plan once its 90 days have passed', async () => {
    const overdue = async () => (await server.app.inject({ method: 'GET', url: '/api/admin/dashboard/workplan', headers: { cookie } })).json().privacyRequests.overdue as number;
    expect(await overdue()).toBe(0);
    now = NOW + 91 * 86_400_000;
    expect(await overdue()).toBe(1);
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/privacy-requests?filter={"overdue":true}', headers: { cookie } });
    expect(list.json()).toMatchObject([{ kind: 'correction', overdue: true }]);
  });
});
