/**
 * The grievance desk (extension `grievances`, docs/grievances.md) on a real server whose clock the test moves:
 * a complaint gets its ticket at once; bad input is named in the caller's language; the status is told only for
 * the right ticket and phone (one answer otherwise); the rules' clocks run from receipt and reach the dashboard's
 * work plan as due today, then overdue; viewers read but do not write; the monthly CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, startServer, type TestServer } from '../helpers/server.ts';

const HOUR = 3_600_000;
/** 10:00 in India on 2 March 2026 (04:30 UTC). */
const START = Date.parse('2026-03-02T04:30:00.000Z');

const complaint = {
  name: 'Lakshmi Narayanan',
  complainant: 'buyer',
  category: 'delivery',
  description: 'The onions ordered on Monday came two days late and half were spoilt.',
  phoneNumber: '+91 98765 11111',
  email: 'lakshmi@example.com',
};

describe('grievance desk (extension)', () => {
  let server: TestServer;
  let cookie: string;
  let viewer: string;
  let now = START;
  let address = 0;

  beforeAll(async () => {
    server = await startServer({ build: { clock: () => now } });
    cookie = await server.login();
    const account = { email: 'viewer@grievance.test', name: 'Vani Viewer', role: 'viewer', password: 'a-long-password' };
    expect((await server.app.inject({ method: 'POST', url: '/api/admins', headers: { cookie }, payload: account })).statusCode).toBe(201);
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: account.email, password: account.password } });
    viewer = String(login.headers['set-cookie']).split(';')[0] ?? '';
  });
  afterAll(() => server.close());

  /** Each public call from its own address, so the rate limit of one test does not touch another. */
  const submit = (payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/grievances', payload, headers, remoteAddress: `10.1.0.${++address}` });
  const status = (payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/grievances/status', payload, headers, remoteAddress: `10.1.1.${++address}` });
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, session = cookie) =>
    server.app.inject({ method, url, headers: { cookie: session }, ...(payload ? { payload } : {}) });
  const workPlan = async () => {
    const res = await admin('GET', '/api/admin/dashboard/workplan');
    expect(res.statusCode).toBe(200);
    return res.json().grievances as { overdue: number; dueToday: number };
  };
  const idOf = (ticket: string) => Number(ticket.split('-')[2]);

  it('is offered as a capability', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/capabilities' });
    expect(res.json().extensions).toContain('grievances');
  });

  it('answers a complaint with its ticket at once, and the status to the right ticket and phone only', async () => {
    const res = await submit(complaint);
    expect(res.statusCode).toBe(201);
    const { ticket } = res.json();
    expect(ticket).toMatch(/^GRV-2026-\d{6}$/);

    const found = await status({ ticket, phoneNumber: '98765 11111' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ ticket, state: 'received', receivedAt: new Date(START).toISOString(), resolution: null, dueAt: new Date(START + 48 * HOUR).toISOString() });

    // A wrong phone and a ticket that does not exist are told the same.
    const wrongPhone = await status({ ticket, phoneNumber: '9876500000' });
    const wrongTicket = await status({ ticket: 'GRV-2026-999999', phoneNumber: '9876511111' });
    const wrongYear = await status({ ticket: ticket.replace('2026', '2025'), phoneNumber: '9876511111' });
    for (const answer of [wrongPhone, wrongTicket, wrongYear]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(wrongPhone.json());
    }
  });

  it('names each bad field, in Tamil for a Tamil caller', async () => {
    const english = await submit({ name: '', complainant: 'robot', description: '', phoneNumber: '123' });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual({
      name: 'Name is required',
      complainant: 'Choose who you are',
      category: 'Choose what the complaint is about',
      description: 'Complaint is required',
      phoneNumber: 'Phone Number must be exactly 10 digits',
    });
    const tamil = await submit({ ...complaint, category: '', phoneNumber: '123', email: 'not-mail' }, { 'accept-language': 'ta-IN,ta;q=0.9' });
    expect(tamil.statusCode).toBe(400);
    expect(tamil.json().errors).toEqual({
      category: 'புகார் எதைப் பற்றியது என்பதைத் தேர்ந்தெடுங்கள்',
      phoneNumber: 'போன் நம்பர் சரியாக 10 இலக்கங்கள் இருக்க வேண்டும்',
      email: 'தவறான மின்னஞ்சல் முகவரி',
    });
    const status400 = await server.app.inject({ method: 'POST', url: '/api/grievances/status?lang=ta', payload: { ticket: 'abc', phoneNumber: '9876511111' }, remoteAddress: '10.1.2.1' });
    expect(status400.statusCode).toBe(400);
    expect(status400.json().errors.ticket).toBe('புகார் எண்ணை உள்ளிடுங்கள் (எ.கா. GRV-2026-000123)');
  });

  it('takes an attachment checked by its content, refusing one that is not a document', async () => {
    const form = (file: Buffer, name: string) => {
      const boundary = '----grievance';
      const parts = Object.entries({ ...complaint, category: 'quality' }).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      const body = Buffer.concat([
        Buffer.from(parts.join('')),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return server.app.inject({ method: 'POST', url: '/api/grievances', payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' }, remoteAddress: `10.1.3.${++address}` });
    };
    const refused = await form(Buffer.from('MZ this is a program'), 'photo.png');
    expect(refused.statusCode).toBe(400);
    const refusedBody = String(refused.headers['content-type']).startsWith('text/html') ? refused.body : JSON.stringify(refused.json());
    expect(refusedBody).toContain('The file must be a JPEG, PNG, WebP or PDF file');

    const accepted = await form(samples.png, 'photo.png');
    expect(accepted.statusCode).toBe(201);
    const ticket = String(accepted.headers['content-type']).startsWith('text/html') ? /GRV-\d{4}-\d{6}/.exec(accepted.body)?.[0] ?? '' : accepted.json().ticket;
    const file = await admin('GET', `/api/admin/grievances/${idOf(ticket)}/attachment`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('runs the clocks from receipt: due today, then overdue on the work plan; acknowledging and resolving stop them', async () => {
    now = START;
    const before = await workPlan();
    const { ticket } = (await submit({ ...complaint, phoneNumber: '9876522222' })).json();
    const id = idOf(ticket);
    const personal = (await submit({ ...complaint, category: 'personal_data', phoneNumber: '9876533333' })).json().ticket;

    const item = (await admin('GET', `/api/admin/grievances/${id}`)).json();
    expect(item).toMatchObject({ state: 'received', standing: 'running', acknowledge_by: '2026-03-04T04:30:00.000Z', resolve_by: '2026-04-02T04:30:00.000Z' });
    const personalItem = (await admin('GET', `/api/admin/grievances/${idOf(personal)}`)).json();
    expect(personalItem.resolve_by).toBe('2026-05-31T04:30:00.000Z');

    // 47 hours on: the acknowledgement is due within India's day.
    now = START + 47 * HOUR;
    let plan = await workPlan();
    expect(plan.dueToday).toBeGreaterThanOrEqual(before.dueToday + 2);
    expect((await admin('GET', `/api/admin/grievances/${id}`)).json().standing).toBe('dueToday');
    const dueToday = await admin('GET', `/api/admin/grievances?filter=${encodeURIComponent(JSON.stringify({ due_today: true }))}`);
    expect(dueToday.json().map((g: { id: number }) => g.id)).toContain(id);

    // 49 hours on: overdue, listed by the queue's filter.
    now = START + 49 * HOUR;
    plan = await workPlan();
    expect(plan.overdue).toBeGreaterThanOrEqual(2);
    const overdue = await admin('GET', `/api/admin/grievances?filter=${encodeURIComponent(JSON.stringify({ overdue: true, category: 'delivery' }))}`);
    expect(overdue.json().map((g: { id: number }) => g.id)).toContain(id);
    expect(overdue.json().every((g: { standing: string }) => g.standing === 'overdue')).toBe(true);

    // Acknowledged late: the resolution clock now runs (a month from receipt), no longer overdue.
    const acknowledged = await admin('POST', `/api/admin/grievances/${id}/acknowledge`, {});
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toMatchObject({ state: 'acknowledged', due_at: '2026-04-02T04:30:00.000Z', standing: 'running' });
    expect((await admin('POST', `/api/admin/grievances/${id}/acknowledge`, {})).statusCode).toBe(409);

    // A month and a day after receipt: overdue again until resolved.
    now = Date.parse('2026-04-03T04:30:00.000Z');
    expect((await admin('GET', `/api/admin/grievances/${id}`)).json().standing).toBe('overdue');
    const note = await admin('POST', `/api/admin/grievances/${id}/notes`, { body: 'Called the vendor.' });
    expect(note.statusCode).toBe(200);
    const escalated = await admin('POST', `/api/admin/grievances/${id}/escalate`, { reason: 'Vendor does not answer' });
    expect(escalated.json().state).toBe('escalated');
    const resolved = await admin('POST', `/api/admin/grievances/${id}/resolve`, { resolution: 'Refunded the spoilt onions.' });
    expect(resolved.json()).toMatchObject({ state: 'resolved', due_at: null, standing: 'stopped' });
    expect(resolved.json().timeline.map((e: { kind: string }) => e.kind)).toEqual(['received', 'acknowledged', 'note', 'escalated', 'resolved']);

    const seen = (await status({ ticket, phoneNumber: '9876522222' })).json();
    expect(seen).toMatchObject({ state: 'resolved', resolution: 'Refunded the spoilt onions.', dueAt: null });

    const reopened = await admin('POST', `/api/admin/grievances/${id}/reopen`, { reason: 'Refund not received' });
    expect(reopened.json()).toMatchObject({ state: 'acknowledged', resolution: null, standing: 'overdue' });
    expect((await status({ ticket, phoneNumber: '9876522222' })).json().resolution).toBeNull();
  });

  it('lets a viewer read the queue and the export but not write (403)', async () => {
    const { ticket } = (await submit({ ...complaint, phoneNumber: '9876544444' })).json();
    const id = idOf(ticket);
    expect((await admin('GET', '/api/admin/grievances', undefined, viewer)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/grievances/${id}`, undefined, viewer)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', `/api/admin/grievances/${id}/acknowledge`, {}],
      ['POST', `/api/admin/grievances/${id}/resolve`, { resolution: 'x' }],
      ['POST', `/api/admin/grievances/${id}/notes`, { body: 'x' }],
      ['POST', `/api/admin/grievances/${id}/escalate`, {}],
      ['PUT', `/api/admin/grievances/${id}`, { assignee_id: null }],
    ] as const) {
      expect((await admin(method, url, payload, viewer)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await admin('GET', '/api/admin/grievances/export?month=2026-03', undefined, viewer)).statusCode).toBe(200);
  });

  it('assigns a grievance to an admin who may work it', async () => {
    const { ticket } = (await submit({ ...complaint, phoneNumber: '9876555555' })).json();
    const assignees = (await admin('GET', '/api/admin/grievances/assignees')).json() as { id: number; role: string }[];
    expect(assignees.every((a) => a.role !== 'viewer')).toBe(true);
    const owner = assignees[0];
    expect(owner).toBeDefined();
    const res = await admin('PUT', `/api/admin/grievances/${idOf(ticket)}`, { assignee_id: owner?.id ?? 0 });
    expect(res.json().assignee_id).toBe(owner?.id);
    const mine = await admin('GET', `/api/admin/grievances?filter=${encodeURIComponent(JSON.stringify({ assignee_id: owner?.id }))}`);
    expect(mine.json().map((g: { ticket: string }) => g.ticket)).toContain(ticket);
  });

  it('exports a month as CSV for audits, with whether each clock was met', async () => {
    const res = await admin('GET', '/api/admin/grievances/export?month=2026-03');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="grievances-2026-03.csv"');
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toBe('ticket,received_at,complainant,category,state,acknowledge_by,acknowledged_at,acknowledged_in_time,resolve_by,resolved_at,resolved_in_time,escalated_at,assignee,resolution');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    // The late acknowledgement above is recorded as not in time.
    expect(rows.some((row) => /,delivery,acknowledged,2026-03-04T04:30:00.000Z,2026-03-04T05:30:00.000Z,no,/.test(row))).toBe(true);
    expect((await admin('GET', '/api/admin/grievances/export?month=2026-02')).body.trim().split('\r\n')).toHaveLength(1);
    expect((await admin('GET', '/api/admin/grievances/export?month=March')).statusCode).toBe(400);
  });
});
