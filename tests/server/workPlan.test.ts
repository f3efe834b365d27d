/**
 * The dashboard's work plan (extension `workPlan`): rows with creation dates relative to now, through the test
 * server's database, then the aggregate call: ageing buckets that agree with the lists they link to, weeks,
 * the funnel's median, and "since your last visit" across sessions.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkPlan, WorkQueue } from '../../src/domain/workPlan.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { createVendor } from './vendorFixtures.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('GET /api/admin/dashboard/workplan', () => {
  let server: TestServer;
  let cookie: string;
  const get = async (session = cookie) => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/dashboard/workplan', headers: { cookie: session } });
    expect(res.statusCode).toBe(200);
    return res.json() as WorkPlan;
  };
  const queue = (plan: WorkPlan, name: WorkQueue['queue'], key: string) => {
    const found = plan.queues.find((q) => q.queue === name && q.key === key);
    if (!found) throw new Error(`No queue ${name} ${key}`);
    return found;
  };
  const vendorAged = async (kind: 'vegetable' | 'hotel', age: number, options: { city?: string; verification?: 0 | 1 } = {}) => {
    const { userId } = await createVendor(server, kind, { documents: false, verification: options.verification ?? 0 });
    await server.app.db
      .updateTable('vendor_users')
      .set({ created_at: ago(age), city: options.city ?? 'Dindigul' })
      .where('id', '=', userId)
      .execute();
    return userId;
  };
  const review = (userId: number, state: string, decidedAt: string | null = null) =>
    server.app.db.insertInto('vendor_reviews').values({ user_id: userId, state, reason: state === 'applied' ? null : 'x', decided_at: decidedAt }).execute();
  const listTotal = async (url: string) => {
    const res = await server.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return Number(String(res.headers['content-range']).split('/')[1]);
  };

  beforeAll(async () => {
    server = await startServer({ seed: 'none' });
    cookie = await server.login();
  });
  afterAll(() => server.close());

  it('is offered as a capability', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/capabilities' });
    expect(res.json().extensions).toContain('workPlan');
  });

  it('needs the admin session', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/dashboard/workplan' });
    expect(res.statusCode).toBe(401);
  });

  it('puts each waiting row in its ageing bucket, and each queue agrees with its list', async () => {
    // Vegetable queue: today ×2, 2 days, 5 days, 30 days (changes requested); an approved and a rejected one do not wait.
    await vendorAged('vegetable', 1 * HOUR);
    await vendorAged('vegetable', 23 * HOUR);
    await vendorAged('vegetable', 2 * DAY + HOUR);
    const fiveDays = await vendorAged('vegetable', 5 * DAY);
    const month = await vendorAged('vegetable', 30 * DAY);
    await review(month, 'changes_requested', ago(DAY));
    await vendorAged('vegetable', 3 * DAY, { verification: 1 });
    await review(await vendorAged('vegetable', 10 * DAY), 'rejected', ago(DAY));
    // Hotel queue: 3 days, 9 days.
    await vendorAged('hotel', 3 * DAY + HOUR);
    await vendorAged('hotel', 9 * DAY);
    // Call requests: a phone one 8 days old, two website enquiries today and 4 days old; documents: one pending, one accepted.
    await server.app.db
      .insertInto('call_requests')
      .values([
        { phone_number: '9000000001', notes: null, created_at: ago(8 * DAY + HOUR), source: null },
        { phone_number: '9000000002', notes: null, created_at: ago(2 * HOUR), source: 'website' },
        { phone_number: '9000000003', notes: null, created_at: ago(4 * DAY + HOUR), source: 'website' },
      ])
      .execute();
    await server.app.db
      .insertInto('vendor_documents')
      .values([
        { user_id: fiveDays, requirement: 'fssai', number: '1', status: 'pending', uploaded_at: ago(6 * DAY) },
        { user_id: fiveDays, requirement: 'gst', number: '2', status: 'accepted', uploaded_at: ago(2 * DAY), decided_at: ago(DAY) },
      ])
      .execute();

    const plan = await get();
    const vegetable = queue(plan, 'vendorKind', 'vegetable');
    expect(vegetable).toMatchObject({ waiting: 5, buckets: { today: 2, days1to3: 1, days4to7: 1, older: 1 } });
    expect(Date.parse(vegetable.oldestAt ?? '')).toBeLessThan(Date.now() - 29 * DAY);
    expect(queue(plan, 'vendorKind', 'hotel')).toMatchObject({ waiting: 2, buckets: { today: 0, days1to3: 1, days4to7: 0, older: 1 } });
    expect(queue(plan, 'vendorKind', 'professional')).toMatchObject({ waiting: 0, oldestAt: null, buckets: { today: 0, days1to3: 0, days4to7: 0, older: 0 } });
    expect(queue(plan, 'reviewState', 'applied')).toMatchObject({ waiting: 6, buckets: { today: 2, days1to3: 2, days4to7: 1, older: 1 } });
    expect(queue(plan, 'reviewState', 'changes_requested')).toMatchObject({ waiting: 1, buckets: { today: 0, days1to3: 0, days4to7: 0, older: 1 } });
    expect(queue(plan, 'callRequests', '')).toMatchObject({ waiting: 3, buckets: { today: 1, days1to3: 0, days4to7: 1, older: 1 } });
    expect(queue(plan, 'enquiries', 'website')).toMatchObject({ waiting: 2, buckets: { today: 1, days1to3: 0, days4to7: 1, older: 0 } });
    expect(queue(plan, 'documents', 'pending')).toMatchObject({ waiting: 1, buckets: { today: 0, days1to3: 0, days4to7: 1, older: 0 } });

    // The figures are the totals of the lists the dashboard links to.
    expect(await listTotal(`/api/lists/vendors/vegetable?filter=${encodeURIComponent('{"verified":false}')}&range=[0,9]`)).toBe(vegetable.waiting);
    expect(await listTotal(`/api/lists/vendors/hotel?filter=${encodeURIComponent('{"verified":false}')}&range=[0,9]`)).toBe(2);
    expect(await listTotal(`/api/reviews?filter=${encodeURIComponent('{"state":"applied"}')}&range=[0,9]`)).toBe(6);
    expect(await listTotal(`/api/reviews?filter=${encodeURIComponent('{"state":"changes_requested"}')}&range=[0,9]`)).toBe(1);
  });

  it('counts applications, approvals and refusals per week for 12 weeks, and the funnel with its median', async () => {
    await server.app.db.deleteFrom('vendor_reviews').execute();
    await server.app.db.deleteFrom('vendor_documents').execute();
    await server.app.db.deleteFrom('vendor_users').execute();
    // Madurai vegetable vendors decided after 2, 4 and 10 days (median 4); Salem after 1 and 3 (median 2); one Salem still waits.
    const decided: [string, number, number, string][] = [
      ['Madurai', 20, 2, 'approved'],
      ['Madurai', 20, 4, 'approved'],
      ['Madurai', 20, 10, 'rejected'],
      ['Salem', 3, 1, 'approved'],
      ['Salem', 3, 3, 'rejected'],
    ];
    for (const [city, appliedDaysAgo, days, state] of decided) {
      const id = await vendorAged('vegetable', appliedDaysAgo * DAY, { city, verification: state === 'approved' ? 1 : 0 });
      await review(id, state, ago((appliedDaysAgo - days) * DAY));
      await server.app.db
        .insertInto('audit_log')
        .values({ at: ago((appliedDaysAgo - days) * DAY), admin_id: null, actor: 'admin', action: state === 'approved' ? 'review.approve' : 'review.reject', entity: 'vendor_reviews', entity_id: id, vendor_id: id, reason: null, before: null, after: null })
        .execute();
    }
    await vendorAged('vegetable', 3 * DAY, { city: 'Salem' });
    // Outside the 12 weeks: neither a week nor the funnel.
    await vendorAged('vegetable', 100 * DAY, { city: 'Salem' });

    const plan = await get();
    expect(plan.weeks).toHaveLength(12);
    expect(plan.weeks.map((w) => w.from)).toEqual([...plan.weeks.map((w) => w.from)].sort());
    expect(plan.weeks.at(-1)?.to).toBe(plan.generatedAt);
    const total = (field: 'applications' | 'approvals' | 'refusals') => plan.weeks.reduce((sum, w) => sum + w[field], 0);
    expect([total('applications'), total('approvals'), total('refusals')]).toEqual([6, 3, 2]);
    // 20 days ago is in the third-last window (14-21 days), 3 days ago in the last.
    expect(plan.weeks[9]).toMatchObject({ applications: 3 });
    expect(plan.weeks[11]).toMatchObject({ applications: 3 });
    // Decisions: 18 and 16 days ago (week 9), 10 days ago (week 10), 2 and 0 days ago (week 11).
    expect(plan.weeks.slice(9).map((w) => [w.approvals, w.refusals])).toEqual([[2, 0], [0, 1], [1, 1]]);

    expect(plan.funnel).toEqual([
      { kind: 'vegetable', city: 'Madurai', applied: 3, approved: 2, rejected: 1, medianDaysToDecision: 4 },
      { kind: 'vegetable', city: 'Salem', applied: 3, approved: 1, rejected: 1, medianDaysToDecision: 2 },
    ]);
  });

  it('shows a write at the next call (the shared figures are reused only while nothing they count changed)', async () => {
    const waiting = async () => queue(await get(), 'callRequests', '').waiting;
    await server.app.db
      .insertInto('call_requests')
      .values([
        { phone_number: '9000000021', notes: null, created_at: ago(HOUR), source: null },
        { phone_number: '9000000022', notes: null, created_at: ago(HOUR), source: null },
      ])
      .execute();
    const before = await waiting();
    // Not the newest row: the count changes, the last id does not.
    await server.app.db.deleteFrom('call_requests').where('phone_number', '=', '9000000021').execute();
    expect(await waiting()).toBe(before - 1);
    const { userId } = await createVendor(server, 'hotel', { documents: false });
    await server.app.db.insertInto('vendor_documents').values({ user_id: userId, requirement: 'fssai', number: '3', status: 'pending', uploaded_at: ago(HOUR) }).execute();
    const pending = queue(await get(), 'documents', 'pending').waiting;
    await server.app.db.updateTable('vendor_documents').set({ status: 'accepted', decided_at: ago(0) }).where('user_id', '=', userId).execute();
    expect(queue(await get(), 'documents', 'pending').waiting).toBe(pending - 1);
  });

  it('when only time has passed, answers the last figures at once and computes new ones behind them', async () => {
    // A write first, so the figures answered next are computed now.
    await server.app.db.insertInto('call_requests').values({ phone_number: '9000000031', notes: null, created_at: ago(HOUR), source: null }).execute();
    const computed = (await get()).generatedAt;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 });
    try {
      expect((await get()).generatedAt).toBe(computed);
      await vi.waitFor(async () => expect((await get()).generatedAt).not.toBe(computed));
      expect(Date.parse((await get()).generatedAt)).toBeGreaterThan(Date.parse(computed));
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells what came in since the last visit in an earlier session, and keeps it while the session lasts', async () => {
    const visits = () => server.app.db.selectFrom('admin_dashboard_visits').selectAll().execute();
    const first = await server.login();
    // The earlier tests' visits were another session's: start from an admin with no visit.
    await server.app.db.deleteFrom('admin_dashboard_visits').execute();
    expect((await get(first)).sinceLastVisit).toEqual({ since: null, applications: 0, callRequests: 0, enquiries: 0, documents: 0 });
    const [seen] = await visits();
    expect(seen?.since_at).toBeNull();

    // Within the same session the reference stays (a reload does not reset it).
    expect((await get(first)).sinceLastVisit.since).toBeNull();
    const lastSeen = (await visits())[0]?.seen_at ?? '';

    // Came in after that last sight: a website enquiry and an application; before it: one call request.
    const after = new Date(Date.parse(lastSeen) + 1).toISOString();
    await server.app.db
      .insertInto('call_requests')
      .values([
        { phone_number: '9000000011', notes: null, created_at: after, source: 'website' },
        { phone_number: '9000000012', notes: null, created_at: new Date(Date.parse(lastSeen) - 1).toISOString(), source: null },
      ])
      .execute();
    const id = await vendorAged('hotel', 0);
    await server.app.db.updateTable('vendor_users').set({ created_at: after }).where('id', '=', id).execute();

    const second = await server.login();
    const next = (await get(second)).sinceLastVisit;
    expect(next).toEqual({ since: lastSeen, applications: 1, callRequests: 1, enquiries: 1, documents: 0 });
    // Reloading in the new session keeps the same reference point.
    expect((await get(second)).sinceLastVisit).toEqual(next);
    // The visit is bookkeeping, not an audited change.
    const audited = await server.app.db.selectFrom('audit_log').select('id').where('entity', '=', 'admin_dashboard_visits').execute();
    expect(audited).toEqual([]);
  });
});
