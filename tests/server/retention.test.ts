/**
 * Retention (docs/breaches.md "Retention") on a real server whose clock the test moves: enquiries, call requests and
 * rejected vendor applications older than RETENTION_MONTHS lose their personal data and files, the younger ones and
 * other vendors keep theirs; the run is one audit entry with counts (no removed value reaches the audit log), runs
 * once per row, and is a daily recurring job of the queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, startServer, type TestServer } from '../helpers/server.ts';
import { loadConfig } from '../../server/config.ts';
import { applyRetention, RETENTION_JOB, retentionCutoffOf } from '../../server/privacy/retention.ts';
import { insertEnquiry } from '../../server/repositories/enquiries.ts';
import { DOCUMENT_FOLDER, insertDocument } from '../../server/repositories/vendorDocuments.ts';
import { REMOVED_TEXT, removedPhone } from '../../server/repositories/retention.ts';
import { VENDOR_KIND_CONFIGS } from '../../server/routes/vendors/kinds.ts';
import { addImage, addStory, createVendor, mediaFileExists } from './vendorFixtures.ts';

const DAY = 86_400_000;
const START = Date.parse('2027-06-15T06:00:00.000Z');

describe('retention of personal data', () => {
  let server: TestServer;
  let now = START;

  beforeAll(async () => {
    server = await startServer({ build: { clock: () => now } });
  });
  afterAll(() => server.close());

  const months = () => server.config.retentionMonths;
  const db = () => server.app.db;

  async function enquiry(name: string, phone: string, createdAt: string) {
    const id = await insertEnquiry(db(), { name, business: `${name} Hotel`, phoneNumber: phone, city: 'Madurai', needs: `Call ${name} about onions` }, { language: 'en', at: createdAt });
    await db().updateTable('call_requests').set({ created_at: createdAt }).where('id', '=', id).execute();
    return id;
  }
  async function callRequest(phone: string, createdAt: string) {
    const { id } = await db().insertInto('call_requests').values({ phone_number: phone, notes: 'Wants a call about tomatoes', caller_name: 'Kavitha', created_at: createdAt }).returning('id').executeTakeFirstOrThrow();
    await db().insertInto('call_request_notes').values({ call_request_id: id, body: 'Called, no answer', at: createdAt }).execute();
    return id;
  }
  async function rejectedVendor(decidedAt: string, state = 'rejected') {
    const vendor = await createVendor(server, 'vegetable', { name: `Rejected ${decidedAt}`, documents: false });
    const image = await addImage(server, 'vegetable', vendor.userId);
    const story = await addStory(server, 'vegetable', vendor.userId);
    const poster = server.media.save(VENDOR_KIND_CONFIGS.vegetable.media.images, samples.png, 'poster');
    await db().updateTable('vendor_users').set({ poster }).where('id', '=', vendor.userId).execute();
    const document = server.media.save(DOCUMENT_FOLDER, samples.png, 'document');
    await insertDocument(db(), { userId: vendor.userId, requirement: 'fssai', number: 'PAN-ABCDE1234F', licenceType: null, expiresOn: null, file: document, fileType: 'png', status: 'rejected' });
    await db().deleteFrom('vendor_reviews').where('user_id', '=', vendor.userId).execute();
    await db().insertInto('vendor_reviews').values({ user_id: vendor.userId, state, reason: 'Blurred licence photo', decided_at: decidedAt }).execute();
    return { ...vendor, files: [[VENDOR_KIND_CONFIGS.vegetable.media.images, image], [VENDOR_KIND_CONFIGS.vegetable.media.stories, story.todaystory], [VENDOR_KIND_CONFIGS.vegetable.media.images, poster], [DOCUMENT_FOLDER, document]] as const };
  }

  it('removes exactly the personal data older than the period, with the files, and logs counts only', async () => {
    const cutoff = Date.parse(retentionCutoffOf(now, months()));
    const old = new Date(cutoff - DAY).toISOString();
    const young = new Date(cutoff + DAY).toISOString();

    const oldEnquiry = await enquiry('Arul', '9840000001', old);
    const youngEnquiry = await enquiry('Bala', '9840000002', young);
    const oldCall = await callRequest('9840000003', old);
    const youngCall = await callRequest('9840000004', young);
    const oldRejected = await rejectedVendor(old);
    const youngRejected = await rejectedVendor(young);
    const oldApproved = await rejectedVendor(old, 'approved');

    const counts = await applyRetention(server.app);
    expect(counts).toMatchObject({ enquiries: 1, callRequests: 1, rejectedApplications: 1, files: oldRejected.files.length });

    const calls = await db().selectFrom('call_requests').select(['id', 'phone_number', 'notes', 'caller_name', 'caller_city']).orderBy('id').execute();
    const call = (id: number) => calls.find((row) => row.id === id);
    for (const id of [oldEnquiry, oldCall]) expect(call(id)).toMatchObject({ phone_number: '', notes: null, caller_name: null });
    expect(call(oldEnquiry)?.caller_city).toBe('Madurai');
    expect(call(youngEnquiry)).toMatchObject({ phone_number: '9840000002', caller_name: 'Bala' });
    expect(call(youngCall)).toMatchObject({ phone_number: '9840000004', caller_name: 'Kavitha', notes: 'Wants a call about tomatoes' });
    // The phone kept with the enquiry's consent goes too; the consent's record (purpose, version, time) stays.
    const consents = await db().selectFrom('consents').select(['subject_id', 'phone_number', 'notice_version']).where('subject', '=', 'enquiry').execute();
    expect(consents.find((row) => row.subject_id === oldEnquiry)).toMatchObject({ phone_number: null, notice_version: expect.any(String) });
    expect(consents.find((row) => row.subject_id === youngEnquiry)?.phone_number).toBe('9840000002');
    const notes = await db().selectFrom('call_request_notes').select('call_request_id').execute();
    expect(notes.map((n) => n.call_request_id)).toEqual([youngCall]);

    const vendors = await db().selectFrom('vendor_users').select(['id', 'name', 'phoneNumber', 'email', 'poster']).execute();
    const vendor = (id: number) => vendors.find((row) => row.id === id);
    expect(vendor(oldRejected.userId)).toEqual({ id: oldRejected.userId, name: REMOVED_TEXT, phoneNumber: removedPhone(oldRejected.userId), email: '', poster: null });
    for (const [folder, name] of oldRejected.files) expect(mediaFileExists(server, folder, name)).toBe(false);
    for (const kept of [youngRejected, oldApproved]) {
      expect(vendor(kept.userId)?.phoneNumber).toBe(kept.phoneNumber);
      for (const [folder, name] of kept.files) expect(mediaFileExists(server, folder, name)).toBe(true);
    }
    for (const table of ['vendor_images', 'vendor_stories', 'vendor_documents'] as const) {
      const left = await db().selectFrom(table).select('user_id').where('user_id', '=', oldRejected.userId).execute();
      expect(left).toEqual([]);
    }

    const entries = await db().selectFrom('audit_log').selectAll().where('action', '=', 'retention.run').execute();
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]?.after ?? '{}')).toMatchObject({ enquiries: 1, callRequests: 1, rejectedApplications: 1 });
    // Nothing removed was copied into the log on its way out.
    const log = JSON.stringify(await db().selectFrom('audit_log').selectAll().execute());
    for (const removed of ['9840000001', '9840000003', oldRejected.phoneNumber, 'Called, no answer']) expect(log).not.toContain(removed);

    // Each row once: a second run at the same time removes nothing and logs nothing.
    expect(await applyRetention(server.app)).toMatchObject({ enquiries: 0, callRequests: 0, rejectedApplications: 0, files: 0 });
    expect(await db().selectFrom('audit_log').select('id').where('action', '=', 'retention.run').execute()).toHaveLength(1);

    // Two days later by the app's clock, the younger ones are past the period too.
    now += 2 * DAY;
    expect(await applyRetention(server.app)).toMatchObject({ enquiries: 1, callRequests: 1, rejectedApplications: 1 });
    for (const [folder, name] of youngRejected.files) expect(mediaFileExists(server, folder, name)).toBe(false);
    expect((await db().selectFrom('vendor_users').select('phoneNumber').where('id', '=', oldApproved.userId).executeTakeFirstOrThrow()).phoneNumber).toBe(oldApproved.phoneNumber);
  });

  it('is a daily recurring job of the queue', async () => {
    expect(server.app.jobs.kinds).toContain(RETENTION_JOB);
    await server.app.jobs.runDue();
    const schedule = await db().selectFrom('job_schedules').select(['name', 'rule']).where('name', '=', RETENTION_JOB).executeTakeFirst();
    expect(JSON.parse(schedule?.rule ?? '{}')).toEqual({ dailyAt: expect.stringMatching(/^\d{2}:\d{2}$/) });
  });

  it('reads RETENTION_MONTHS, 12 by default, and counts calendar months', () => {
    expect(months()).toBe(12);
    expect(loadConfig({ RETENTION_MONTHS: '6' }).retentionMonths).toBe(6);
    for (const bad of ['0', '121', 'a year']) expect(() => loadConfig({ RETENTION_MONTHS: bad })).toThrow(/RETENTION_MONTHS must be a whole number from 1 to 120/);
    expect(retentionCutoffOf(Date.parse('2027-03-31T10:00:00.000Z'), 1)).toBe('2027-02-28T10:00:00.000Z');
    expect(retentionCutoffOf(Date.parse('2027-06-15T06:00:00.000Z'), 12)).toBe('2026-06-15T06:00:00.000Z');
  });
});
