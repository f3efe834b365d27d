/**
 * The breach register (extension `breachRegister`, docs/breaches.md) on a real server whose clock the test moves:
 * the permissions come from the resource's declaration (the owner records, a reviewer is refused and sees no
 * figures); the CERT-In 6-hour and Board 72-hour clocks run from detection and reach the work plan as due soon,
 * then overdue, and stop when reported; the notice is drafted in both languages and queued once per vendor affected
 * in the vendor's own language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { ROLE_PERMISSIONS, can } from '../../src/domain/roles.ts';
import { accessOf, breaches } from '../../src/domain/resources/index.ts';
import { BOARD_WITHIN_MS, CERT_IN_WITHIN_MS, DUE_SOON_MS } from '../../src/domain/breaches.ts';
import { createVendor } from './vendorFixtures.ts';
import { insertEnquiry } from '../../server/repositories/enquiries.ts';

const MINUTE = 60_000;
/** 10:00 in India on 2 March 2026. */
const START = Date.parse('2026-03-02T04:30:00.000Z');

const breach = (detectedAt: number, more: Record<string, unknown> = {}) => ({
  summary: 'Call desk export shared by mistake',
  description: 'A spreadsheet of call requests was sent to a wrong e-mail address.',
  description_ta: 'அழைப்புக் கோரிக்கைகளின் பட்டியல் தவறான மின்னஞ்சல் முகவரிக்கு அனுப்பப்பட்டது.',
  detected_at: new Date(detectedAt).toISOString(),
  occurred_at: new Date(detectedAt - 60 * MINUTE).toISOString(),
  data_categories: ['name', 'phone'],
  affected_count: 120,
  affected_vendor_ids: [],
  affected_others: 'Buyers who sent enquiries in February',
  status: 'suspected',
  ...more,
});

describe('breach register (extension)', () => {
  let server: TestServer;
  let owner: string;
  let reviewer: string;
  let now = START;

  beforeAll(async () => {
    server = await startServer({ build: { clock: () => now } });
    owner = await server.login();
    const account = { email: 'reviewer@breach.test', name: 'Ravi Reviewer', role: 'reviewer', password: 'a-long-password' };
    expect((await server.app.inject({ method: 'POST', url: '/api/admins', headers: { cookie: owner }, payload: account })).statusCode).toBe(201);
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: account.email, password: account.password } });
    reviewer = String(login.headers['set-cookie']).split(';')[0] ?? '';
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = owner) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const workPlan = async (cookie = owner) => {
    const res = await call('GET', '/api/admin/dashboard/workplan', undefined, cookie);
    expect(res.statusCode).toBe(200);
    return res.json().breaches as { overdue: number; dueSoon: number } | undefined;
  };

  it('is offered as a capability', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/capabilities' });
    expect(res.json().extensions).toContain('breachRegister');
  });

  it('lets only the roles the declaration names read and record breaches', async () => {
    const write = accessOf(breaches, 'write');
    const read = accessOf(breaches, 'read');
    expect(can('owner', write)).toBe(true);
    expect(ROLE_PERMISSIONS.reviewer.includes(write)).toBe(false);
    const refused = await call('POST', '/api/admin/breaches', breach(now), reviewer);
    expect(refused.statusCode).toBe(can('reviewer', write) ? 201 : 403);
    expect((await call('GET', '/api/admin/breaches', undefined, reviewer)).statusCode).toBe(can('reviewer', read) ? 200 : 403);
    // The reviewer's work plan carries no breach figures; the owner's does.
    expect(await workPlan(reviewer)).toBeUndefined();
    expect(await workPlan()).toEqual({ overdue: 0, dueSoon: 0 });
  });

  it('names bad input', async () => {
    const res = await call('POST', '/api/admin/breaches', { ...breach(now), detected_at: 'yesterday', data_categories: [] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['detected_at', 'data_categories']));
    const unknownVendor = await call('POST', '/api/admin/breaches', breach(now, { affected_vendor_ids: [987654] }));
    expect(unknownVendor.statusCode).toBe(400);
    expect(unknownVendor.json().errors.affected_vendor_ids).toMatch(/987654/);
  });

  it('runs both clocks from detection with the moved clock: due soon, overdue, stopped when reported', async () => {
    const detected = now;
    const created = await call('POST', '/api/admin/breaches', breach(detected));
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({
      status: 'suspected',
      cert_in_due: new Date(detected + CERT_IN_WITHIN_MS).toISOString(),
      board_due: new Date(detected + BOARD_WITHIN_MS).toISOString(),
      cert_in_standing: 'running',
      board_standing: 'running',
      recorded_by_name: expect.any(String),
    });
    expect(await workPlan()).toEqual({ overdue: 0, dueSoon: 0 });

    now = detected + CERT_IN_WITHIN_MS - DUE_SOON_MS.certIn + MINUTE;
    expect(await workPlan()).toEqual({ overdue: 0, dueSoon: 1 });
    expect((await call('GET', `/api/admin/breaches/${record.id}`)).json().cert_in_standing).toBe('dueSoon');

    now = detected + CERT_IN_WITHIN_MS + MINUTE;
    expect(await workPlan()).toEqual({ overdue: 1, dueSoon: 0 });
    const overdueList = await call('GET', `/api/admin/breaches?filter=${encodeURIComponent(JSON.stringify({ overdue: true }))}`);
    expect(overdueList.json().map((b: { id: number }) => b.id)).toEqual([record.id]);

    // Reported to CERT-In (late): that clock stops; the Board's still runs.
    const reported = await call('PUT', `/api/admin/breaches/${record.id}`, { ...breach(detected), status: 'confirmed', cert_in_reported_at: new Date(now).toISOString() });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ status: 'confirmed', cert_in_standing: 'stopped', board_standing: 'running' });
    expect(await workPlan()).toEqual({ overdue: 0, dueSoon: 0 });

    now = detected + BOARD_WITHIN_MS - DUE_SOON_MS.board + MINUTE;
    expect(await workPlan()).toEqual({ overdue: 0, dueSoon: 1 });
    now = detected + BOARD_WITHIN_MS + MINUTE;
    expect(await workPlan()).toEqual({ overdue: 1, dueSoon: 0 });
    expect((await call('GET', `/api/admin/breaches/${record.id}`)).json().board_standing).toBe('overdue');

    const told = await call('PUT', `/api/admin/breaches/${record.id}`, {
      ...breach(detected),
      status: 'reported',
      cert_in_reported_at: reported.json().cert_in_reported_at,
      board_reported_at: new Date(now).toISOString(),
    });
    expect(told.json()).toMatchObject({ status: 'reported', cert_in_standing: 'stopped', board_standing: 'stopped' });
    expect(await workPlan()).toEqual({ overdue: 0, dueSoon: 0 });
  });

  it('drafts the notice in both languages and queues it once to each vendor affected, in their language', async () => {
    const english = await createVendor(server, 'vegetable', { name: 'Murugan Vegetables', documents: false });
    const tamil = await createVendor(server, 'transport', { name: 'Selvi Transport', documents: false });
    await server.app.db.updateTable('vendor_users').set({ language: 'ta' }).where('id', '=', tamil.userId).execute();
    const created = await call('POST', '/api/admin/breaches', breach(now, { affected_vendor_ids: [english.userId, tamil.userId], data_categories: ['name', 'phone', 'pan'] }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const draft = (await call('GET', `/api/admin/breaches/${id}/notice`)).json();
    const officer = server.config.grievanceOfficer;
    expect(draft.en.body).toContain('A spreadsheet of call requests was sent to a wrong e-mail address.');
    expect(draft.en.body).toContain('phone number');
    expect(draft.en.body).toContain(officer.email);
    expect(draft.ta.body).toContain('அழைப்புக் கோரிக்கைகளின் பட்டியல்');
    expect(draft.ta.body).toContain('தொலைபேசி எண்');
    expect(draft.ta.body).toContain(officer.nameTa);
    expect(draft.recipients).toEqual([
      { id: english.userId, name: 'Murugan Vegetables', language: 'en', notified: false },
      { id: tamil.userId, name: 'Selvi Transport', language: 'ta', notified: false },
    ]);

    expect((await call('POST', `/api/admin/breaches/${id}/notify`, undefined, reviewer)).statusCode).toBe(403);
    const sent = await call('POST', `/api/admin/breaches/${id}/notify`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ queued: 2, alreadyNotified: 0 });

    const rows = await server.app.db.selectFrom('vendor_messages').select(['user_id', 'topic', 'language', 'text', 'status']).where('topic', '=', 'breach_notice').orderBy('user_id').execute();
    expect(rows).toHaveLength(2);
    const byVendor = new Map(rows.map((row) => [row.user_id, row]));
    expect(byVendor.get(english.userId)).toMatchObject({ language: 'en', status: 'queued' });
    expect(byVendor.get(english.userId)?.text).toMatch(/^Hello Murugan Vegetables,\n.*wrong e-mail address.*PAN/s);
    expect(byVendor.get(tamil.userId)).toMatchObject({ language: 'ta', status: 'queued' });
    expect(byVendor.get(tamil.userId)?.text).toMatch(/^வணக்கம் Selvi Transport,\n.*அழைப்புக் கோரிக்கைகளின் பட்டியல்/s);

    // Told once: a second call queues nobody; the register says who was told.
    expect((await call('POST', `/api/admin/breaches/${id}/notify`)).json()).toMatchObject({ queued: 0, alreadyNotified: 2 });
    expect((await call('GET', `/api/admin/breaches/${id}`)).json().notified_vendor_ids).toEqual([english.userId, tamil.userId]);
    const audit = await server.app.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'breach.notify').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({ queued: 2, buyersQueued: 0 });
  });

  it('queues the notice to each buyer whose enquiries fall in the period, once per phone, in the enquiry\'s language', async () => {
    const enquiry = async (name: string, phone: string, language: 'en' | 'ta', at: number) => {
      const id = await insertEnquiry(server.app.db, { name, business: `${name} Mess`, phoneNumber: phone, city: 'Salem', needs: 'Onions' }, { language, at: new Date(at).toISOString() });
      await server.app.db.updateTable('call_requests').set({ created_at: new Date(at).toISOString() }).where('id', '=', id).execute();
      return id;
    };
    const from = now - 10 * 24 * 60 * MINUTE;
    const to = now - 24 * 60 * MINUTE;
    await enquiry('Kannan', '9811100001', 'ta', from + MINUTE);
    await enquiry('Kannan', '9811100001', 'ta', from + 2 * MINUTE);
    await enquiry('Devi', '9811100002', 'en', to - MINUTE);
    await enquiry('Outside', '9811100003', 'en', to + MINUTE);

    const created = await call('POST', '/api/admin/breaches', breach(now, { affected_enquiries_from: new Date(from).toISOString(), affected_enquiries_to: new Date(to).toISOString() }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await call('GET', `/api/admin/breaches/${id}/notice`)).json().buyers).toEqual({ count: 2, notified: 0 });

    const sent = await call('POST', `/api/admin/breaches/${id}/notify`);
    expect(sent.json()).toMatchObject({ queued: 0, buyersQueued: 2 });
    const rows = await server.app.db
      .selectFrom('vendor_messages')
      .select(['phone', 'recipient', 'language', 'text'])
      .where('topic', '=', 'breach_notice')
      .where('user_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.phone, row.recipient, row.language])).toEqual([
      [expect.stringContaining('9811100001'), 'buyer', 'ta'],
      [expect.stringContaining('9811100002'), 'buyer', 'en'],
    ]);
    expect(rows[0]?.text).toMatch(/^வணக்கம் Kannan,/);
    expect(rows[1]?.text).toMatch(/^Hello Devi,/);

    // Told once; the register keeps the enquiries' ids, never a buyer's phone.
    expect((await call('POST', `/api/admin/breaches/${id}/notify`)).json()).toMatchObject({ buyersQueued: 0 });
    expect((await call('GET', `/api/admin/breaches/${id}/notice`)).json().buyers).toEqual({ count: 2, notified: 2 });
    const record = (await call('GET', `/api/admin/breaches/${id}`)).json();
    expect(record.notified_enquiry_ids).toHaveLength(3);
    expect(JSON.stringify(record)).not.toContain('98111000');
  });
});
