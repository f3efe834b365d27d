/** The call desk (extension callDesk): states, assignees, the notes timeline, conversion into an application, roles, audit. */
import { beforeAll, describe, expect, it } from 'vitest';
import { deskDate } from '../../src/domain/callDesk.ts';
import { insertCallRequest } from '../../server/repositories/callRequests.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import type { TestServer } from '../helpers/server.ts';

let server: TestServer;
const roleIds = new Map<string, number>();
const cookies = new Map<string, string>();
withAdminSession((s, cookie) => {
  server = s;
  cookies.set('owner', cookie);
});

type Method = 'GET' | 'POST' | 'PUT';
const as = (role: string, method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { cookie: cookies.get(role) ?? '' }, ...(payload ? { payload } : {}) });
const request = (method: Method, url: string, payload?: object) => as('owner', method, url, payload);

const enquiry = { name: 'Meena Devi', business: 'Meena Greens', phoneNumber: '98765 11122', city: 'Madurai', needs: 'Sell spinach to hotels' };

async function addAdmin(role: string) {
  const email = `${role}@calldesk.test`;
  const res = await request('POST', '/api/admins', { email, name: `Desk ${role}`, role, password: 'a-long-password' });
  expect(res.statusCode, res.body).toBe(201);
  roleIds.set(role, res.json().id);
  const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'a-long-password' } });
  const setCookie = login.headers['set-cookie'];
  cookies.set(role, String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '');
}

const postEnquiry = async (payload: object) => {
  const res = await server.app.inject({ method: 'POST', url: '/api/enquiries', payload, remoteAddress: `10.1.0.${Math.floor(Math.random() * 250)}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

const auditOf = (id: number) =>
  server.app.db.selectFrom('audit_log').selectAll().where('entity', '=', 'call_requests').where('entity_id', '=', id).where('action', 'like', 'calldesk.%').orderBy('id').execute();

beforeAll(async () => {
  for (const role of ['calldesk', 'viewer', 'reviewer']) await addAdmin(role);
});

describe('call desk (extension)', () => {
  it('is offered as a capability', async () => {
    expect((await request('GET', '/api/capabilities')).json().extensions).toContain('callDesk');
  });

  it('lists a website enquiry as a new, unassigned item with the caller', async () => {
    const id = await postEnquiry(enquiry);
    const res = await request('GET', `/api/calldesk?filter=${encodeURIComponent(JSON.stringify({ state: 'new' }))}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toMatch(/^calldesk \d+-\d+\/\d+$/);
    expect(res.json().find((item: { id: number }) => item.id === id)).toMatchObject({
      id,
      phone_number: '9876511122',
      state: 'new',
      source: 'website',
      assignee_id: null,
      caller_name: 'Meena Devi',
      caller_city: 'Madurai',
      due: false,
    });
  });

  it('stores a Tamil caller name NFC and finds it by a query typed in either form', async () => {
    const composed = 'கொழுந்து';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const id = await postEnquiry({ ...enquiry, name: decomposed, city: decomposed, phoneNumber: '98765 33344' });
    const stored = await server.app.db.selectFrom('call_requests').select(['caller_name', 'caller_city']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ caller_name: composed, caller_city: composed });
    for (const q of [composed, decomposed]) {
      const found = (await request('GET', `/api/calldesk?filter=${encodeURIComponent(JSON.stringify({ q }))}`)).json() as Array<{ id: number }>;
      expect(found.map((item) => item.id), q).toContain(id);
    }
  });

  it('moves through states with the follow-up date and closing reason they need, each change audited', async () => {
    const id = await insertCallRequest(server.app.db, { phone_number: '9000011111', notes: null });
    const contacted = await request('PUT', `/api/calldesk/${id}`, { state: 'contacted' });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json().state).toBe('contacted');

    const noDate = await request('PUT', `/api/calldesk/${id}`, { state: 'follow_up' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors).toHaveProperty('follow_up_on');

    const followUp = await request('PUT', `/api/calldesk/${id}`, { state: 'follow_up', follow_up_on: '2030-01-15' });
    expect(followUp.json()).toMatchObject({ state: 'follow_up', follow_up_on: '2030-01-15', due: false });

    const noReason = await request('PUT', `/api/calldesk/${id}`, { state: 'closed' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('closed_reason');

    const closed = await request('PUT', `/api/calldesk/${id}`, { state: 'closed', closed_reason: 'Not interested' });
    expect(closed.json()).toMatchObject({ state: 'closed', closed_reason: 'Not interested', follow_up_on: null });

    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, JSON.parse(e.before ?? '{}').state, JSON.parse(e.after ?? '{}').state])).toEqual([
      ['calldesk.state', 'new', 'contacted'],
      ['calldesk.state', 'contacted', 'follow_up'],
      ['calldesk.state', 'follow_up', 'closed'],
    ]);
    expect(entries.at(-1)?.reason).toBe('Not interested');
    expect(entries.every((e) => e.actor === 'admin' && e.admin_id !== null)).toBe(true);
  });

  it('puts follow-ups due today or overdue at the top of the desk', async () => {
    const due = await insertCallRequest(server.app.db, { phone_number: '9000022222', notes: null, created_at: '2020-01-01T00:00:00.000Z' });
    const later = await insertCallRequest(server.app.db, { phone_number: '9000033333', notes: null });
    await request('PUT', `/api/calldesk/${due}`, { state: 'follow_up', follow_up_on: deskDate() });
    await request('PUT', `/api/calldesk/${later}`, { state: 'follow_up', follow_up_on: '2099-12-31' });
    const list = (await request('GET', '/api/calldesk')).json() as Array<{ id: number; due: boolean }>;
    expect(list[0]).toMatchObject({ id: due, due: true });
    expect(list.find((item) => item.id === later)?.due).toBe(false);
    const onlyDue = (await request('GET', `/api/calldesk?filter=${encodeURIComponent('{"due":true}')}`)).json() as Array<{ id: number }>;
    expect(onlyDue.map((item) => item.id)).toEqual([due]);
  });

  it('assigns to a calldesk or owner admin only, and filters by assignee', async () => {
    const id = await insertCallRequest(server.app.db, { phone_number: '9000044444', notes: null });
    const toReviewer = await request('PUT', `/api/calldesk/${id}`, { assignee_id: roleIds.get('reviewer') });
    expect(toReviewer.statusCode).toBe(400);
    expect(toReviewer.json().errors.assignee_id).toMatch(/calldesk or owner/);
    const assigned = await request('PUT', `/api/calldesk/${id}`, { assignee_id: roleIds.get('calldesk') });
    expect(assigned.json()).toMatchObject({ assignee_id: roleIds.get('calldesk'), assignee_name: 'Desk calldesk' });
    const filtered = (await request('GET', `/api/calldesk?filter=${encodeURIComponent(JSON.stringify({ assignee_id: roleIds.get('calldesk') }))}`)).json();
    expect(filtered.map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['calldesk.assign']);
    const assignees = (await request('GET', '/api/calldesk/assignees')).json() as Array<{ role: string }>;
    expect(new Set(assignees.map((a) => a.role))).toEqual(new Set(['owner', 'calldesk']));
  });

  it('keeps notes as a timeline: the legacy notes write appends, the enquiry text stays its first entry', async () => {
    const id = await postEnquiry({ ...enquiry, phoneNumber: '9876522233' });
    const first = await request('PUT', `/updateNotes/${id}`, { notes: ' Called, asked to ring back ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().notes).toBe('Called, asked to ring back');
    const second = await as('calldesk', 'POST', `/api/calldesk/${id}/notes`, { body: 'Wants to sell to hotels' });
    expect(second.statusCode, second.body).toBe(200);
    const timeline = second.json().timeline as Array<{ body: string; author_name: string | null }>;
    expect(timeline.map((entry) => [entry.body, entry.author_name])).toEqual([
      [expect.stringContaining('Website enquiry from Meena Devi'), null],
      ['Called, asked to ring back', expect.any(String)],
      ['Wants to sell to hotels', 'Desk calldesk'],
    ]);
    expect(second.json().notes).toBe('Wants to sell to hotels');
  });

  it('refuses an empty note naming the field, and a too-long one saying the limit', async () => {
    const id = await insertCallRequest(server.app.db, { phone_number: '9000055555', notes: 'Keep me' });
    for (const [method, url, payload] of [
      ['PUT', `/updateNotes/${id}`, { notes: '   ' }],
      ['POST', `/api/calldesk/${id}/notes`, { body: '' }],
    ] as const) {
      const res = await request(method, url, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().errors as Record<string, string>)[0]).toBe('Notes must not be empty');
    }
    const long = await request('PUT', `/updateNotes/${id}`, { notes: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Notes must be at most 2000 characters');
    expect(long.json().errors.notes).toBe('Notes must be at most 2000 characters');
    const list = (await request('GET', '/getCallRequests')).json() as Array<{ id: number; notes: string | null }>;
    expect(list.find((row) => row.id === id)?.notes).toBe('Keep me');
  });

  it('converts a caller into an unverified application of the chosen kind, linked both ways', async () => {
    const id = await postEnquiry({ ...enquiry, phoneNumber: '9876533344', name: 'Arul Transport', city: 'Salem' });
    const res = await as('calldesk', 'POST', `/api/calldesk/${id}/convert`, { kind: 'transport' });
    expect(res.statusCode, res.body).toBe(201);
    const { vendor_id: vendorId, item } = res.json();
    expect(item).toMatchObject({ state: 'converted', vendor_id: vendorId, vendor_kind: 'transport' });

    const queue = await request('GET', `/api/lists/vendors/transport?filter=${encodeURIComponent(JSON.stringify({ verified: false, id: vendorId }))}`);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json()).toEqual([expect.objectContaining({ user_id: vendorId, name: 'Arul Transport', phoneNumber: '9876533344', city: 'Salem' })]);
    const elsewhere = await request('GET', `/api/lists/vendors/vegetable?filter=${encodeURIComponent(JSON.stringify({ id: vendorId }))}`);
    expect(elsewhere.json()).toEqual([]);

    const back = await request('GET', `/api/calldesk?filter=${encodeURIComponent(JSON.stringify({ vendor_id: vendorId }))}`);
    expect(back.json().map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await auditOf(id)).map((e) => [e.action, JSON.parse(e.after ?? '{}')])).toEqual([['calldesk.convert', { state: 'converted', vendor_id: vendorId }]]);

    const again = await request('POST', `/api/calldesk/${id}/convert`, { kind: 'vegetable' });
    expect(again.statusCode).toBe(409);
    const reopened = await request('PUT', `/api/calldesk/${id}`, { state: 'new' });
    expect(reopened.statusCode).toBe(400);
  });

  it('refuses every write to a viewer and a reviewer, and lets them read', async () => {
    const id = await insertCallRequest(server.app.db, { phone_number: '9000066666', notes: null });
    for (const role of ['viewer', 'reviewer']) {
      for (const [method, url, payload] of [
        ['PUT', `/api/calldesk/${id}`, { state: 'contacted' }],
        ['POST', `/api/calldesk/${id}/notes`, { body: 'Hello' }],
        ['POST', `/api/calldesk/${id}/convert`, { kind: 'vegetable' }],
      ] as const) {
        const res = await as(role, method, url, payload);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
      expect((await as(role, 'GET', `/api/calldesk/${id}`)).statusCode).toBe(200);
    }
    const item = (await request('GET', `/api/calldesk/${id}`)).json();
    expect(item).toMatchObject({ state: 'new', vendor_id: null, timeline: [] });
  });

  it('answers 404 for an unknown request', async () => {
    expect((await request('PUT', '/api/calldesk/999999', { state: 'contacted' })).statusCode).toBe(404);
    expect((await request('POST', '/api/calldesk/999999/notes', { body: 'x' })).statusCode).toBe(404);
    expect((await request('POST', '/api/calldesk/999999/convert', { kind: 'vegetable' })).statusCode).toBe(404);
  });
});
