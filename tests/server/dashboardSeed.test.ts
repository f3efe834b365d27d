/**
 * A fresh demo's dashboard agrees with itself: its approvals were made as decisions (a review row and an audit
 * entry each), so the weekly approvals, the funnel's approved, the vendor counts and the queues all count the same
 * vendors. Kinds and numbers come from the registry and the seed's own rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVendorAgeDays } from '../../server/db/seed/clock.ts';
import { isDemoVendorVerified } from '../../server/db/seed/vendors.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { WORK_PLAN_WEEKS, type WorkPlan } from '../../src/domain/workPlan.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

const PER_KIND = 11;
const indexes = Array.from({ length: PER_KIND }, (_, index) => index);
const kinds = VENDOR_KIND_DECLARATIONS.map((declaration) => declaration.kind);
const approvedPerKind = indexes.filter(isDemoVendorVerified).length;

describe('a fresh demo dashboard', () => {
  let server: TestServer;
  let cookie: string;
  const get = async <T>(url: string): Promise<T> => {
    const res = await server.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  beforeAll(async () => {
    server = await startServer({ seed: 'demo', seedVendors: PER_KIND });
    cookie = await server.login();
  });
  afterAll(() => server.close());

  it('says as many approvals in its weeks as its funnel and the vendor counts have approved vendors', async () => {
    // Every demo vendor of this size applied within the work plan's weeks, so every figure covers all of them.
    expect(indexes.every((index) => demoVendorAgeDays(index) < WORK_PLAN_WEEKS * 7)).toBe(true);
    expect(approvedPerKind).toBeGreaterThan(0);
    const plan = await get<WorkPlan>('/api/admin/dashboard/workplan');
    const counts = await get<{ totalVendors: number; totalUnauthorizedVendors: number; totalAuthorizedVendors: number }>('/api/admin/vendor/count');
    const weeks = (field: 'applications' | 'approvals' | 'refusals') => plan.weeks.reduce((sum, week) => sum + week[field], 0);
    const funnel = (field: 'applied' | 'approved' | 'rejected') => plan.funnel.reduce((sum, row) => sum + row[field], 0);

    expect(counts).toEqual({
      totalVendors: PER_KIND * kinds.length,
      totalAuthorizedVendors: approvedPerKind * kinds.length,
      totalUnauthorizedVendors: (PER_KIND - approvedPerKind) * kinds.length,
    });
    expect({ applications: weeks('applications'), approvals: weeks('approvals'), refusals: weeks('refusals') }).toEqual({
      applications: funnel('applied'),
      approvals: funnel('approved'),
      refusals: funnel('rejected'),
    });
    expect(weeks('applications')).toBe(counts.totalVendors);
    expect(weeks('approvals')).toBe(counts.totalAuthorizedVendors);
    for (const kind of kinds) {
      const rows = plan.funnel.filter((row) => row.kind === kind);
      expect([kind, rows.reduce((sum, row) => sum + row.approved, 0)]).toEqual([kind, approvedPerKind]);
      expect(plan.queues.find((queue) => queue.queue === 'vendorKind' && queue.key === kind)?.waiting).toBe(PER_KIND - approvedPerKind);
    }
    // Each approved vendor's decision took time: the funnel has a median wherever it has an approval.
    expect(plan.funnel.filter((row) => row.approved > 0 && row.medianDaysToDecision === null)).toEqual([]);
    const waiting = plan.queues.filter((queue) => queue.queue === 'reviewState').reduce((sum, queue) => sum + queue.waiting, 0);
    expect(waiting).toBe(counts.totalUnauthorizedVendors);
  });

  it('lists each seeded approval as a decision in the vendor\'s history', async () => {
    const verified = await server.app.db.selectFrom('vendor_users').select('id').where('verification', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const history = await get<{ action: string; after: { state?: string } | null }[]>(`/api/reviews/${verified.id}/history`);
    expect(history.filter((entry) => entry.action === 'review.approve').map((entry) => entry.after?.state)).toEqual(['approved']);
  });
});
