/**
 * The work plan's funnel and weeks follow decisions made through the real routes: the roll-ups they read
 * (migration 270, kept by triggers) change with each approval, refusal, request for changes, resubmission and
 * suspension, and a vendor kind declared only in a registry (the florist fixture) is counted with no step of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelRow, WorkPlan } from '../../src/domain/workPlan.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { insertVendor } from '../../server/repositories/vendorsCreate.ts';
import { vendorKindConfigs } from '../../server/routes/vendors/kinds.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { FLORISTS, registryWithFlorists } from '../vendorKindFixture/registry.ts';
import { createVendor, FIXTURE_PASSWORD } from './vendorFixtures.ts';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function workPlan(server: TestServer, cookie: string): Promise<WorkPlan> {
  const res = await server.app.inject({ method: 'GET', url: '/api/admin/dashboard/workplan', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkPlan;
}

const rowOf = (plan: WorkPlan, kind: string, city: string): FunnelRow | undefined => plan.funnel.find((row) => row.kind === kind && row.city === city);

async function decide(server: TestServer, cookie: string, id: number, action: string, reason?: string) {
  const res = await server.app.inject({ method: 'POST', url: `/api/reviews/${id}/decision`, headers: { cookie }, payload: { action, ...(reason ? { reason } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('work plan funnel and weeks after decisions through the routes', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ seed: 'none' });
    cookie = await server.login();
  });
  afterAll(() => server.close());

  it('counts approvals, refusals, a resubmitted application and a suspension, with the exact median of the decided', async () => {
    // Four Coimbatore hotels, applied 10, 20, 30 and 40 days ago (all within the 12 weeks).
    const vendors: { userId: number; phoneNumber: string }[] = [];
    for (const days of [10, 20, 30, 40]) {
      const vendor = await createVendor(server, 'hotel', { poster: 'poster.png' });
      await server.app.db.updateTable('vendor_users').set({ created_at: ago(days * DAY), city: 'Coimbatore' }).where('id', '=', vendor.userId).execute();
      vendors.push(vendor);
    }
    const [a, b, c, d] = vendors.map((vendor) => vendor.userId) as [number, number, number, number];
    const before = await workPlan(server, cookie);
    expect(rowOf(before, 'hotel', 'Coimbatore')).toEqual({ kind: 'hotel', city: 'Coimbatore', applied: 4, approved: 0, rejected: 0, medianDaysToDecision: null });
    const lastWeek = (plan: WorkPlan) => plan.weeks[plan.weeks.length - 1];
    const weeksBefore = lastWeek(before);
    expect(before.weeks.reduce((sum, week) => sum + week.applications, 0)).toBe(4);

    await decide(server, cookie, a, 'approve');
    await decide(server, cookie, b, 'reject', 'Not a real business');
    let plan = await workPlan(server, cookie);
    expect(rowOf(plan, 'hotel', 'Coimbatore')).toEqual({ kind: 'hotel', city: 'Coimbatore', applied: 4, approved: 1, rejected: 1, medianDaysToDecision: 15 });
    expect(lastWeek(plan)).toMatchObject({ approvals: (weeksBefore?.approvals ?? 0) + 1, refusals: (weeksBefore?.refusals ?? 0) + 1 });

    // Sent back for changes, the vendor resubmits (applied again, undecided), then it is approved.
    await decide(server, cookie, c, 'request_changes', 'Please add your shop number');
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'hotel', phoneNumber: vendors[2]?.phoneNumber, password: FIXTURE_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const resubmitted = await server.app.inject({
      method: 'POST',
      url: '/api/vendor/resubmit',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { name: 'Corrected Hotel', email: 'fixed@example.com', city: 'Coimbatore', description: 'Shop 12, Main Road' },
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().state).toBe('applied');
    plan = await workPlan(server, cookie);
    expect(rowOf(plan, 'hotel', 'Coimbatore')).toEqual({ kind: 'hotel', city: 'Coimbatore', applied: 4, approved: 1, rejected: 1, medianDaysToDecision: 15 });

    await decide(server, cookie, c, 'approve');
    plan = await workPlan(server, cookie);
    expect(rowOf(plan, 'hotel', 'Coimbatore')).toEqual({ kind: 'hotel', city: 'Coimbatore', applied: 4, approved: 2, rejected: 1, medianDaysToDecision: 20 });
    expect(lastWeek(plan)).toMatchObject({ approvals: (weeksBefore?.approvals ?? 0) + 2, refusals: (weeksBefore?.refusals ?? 0) + 1 });

    // A suspended vendor stays counted as approved, outside the median: (20 + 30) / 2.
    await decide(server, cookie, a, 'suspend', 'Complaints');
    plan = await workPlan(server, cookie);
    expect(rowOf(plan, 'hotel', 'Coimbatore')).toEqual({ kind: 'hotel', city: 'Coimbatore', applied: 4, approved: 2, rejected: 1, medianDaysToDecision: 25 });

    // A vendor moving city moves its application and its decision with it; one applied before the window leaves it.
    await server.app.db.updateTable('vendor_users').set({ city: 'Pollachi' }).where('id', '=', c).execute();
    await server.app.db.updateTable('vendor_users').set({ created_at: ago(100 * DAY) }).where('id', '=', d).execute();
    plan = await workPlan(server, cookie);
    expect(rowOf(plan, 'hotel', 'Coimbatore')).toEqual({ kind: 'hotel', city: 'Coimbatore', applied: 2, approved: 1, rejected: 1, medianDaysToDecision: 20 });
    expect(rowOf(plan, 'hotel', 'Pollachi')).toEqual({ kind: 'hotel', city: 'Pollachi', applied: 1, approved: 1, rejected: 0, medianDaysToDecision: 30 });
    expect(plan.weeks.reduce((sum, week) => sum + week.applications, 0)).toBe(3);
  });

  it('counts the first, partial day of the window from the vendors, and leaves the day before it out', async () => {
    // Just inside and just outside the 12 weeks (84 days); the funnel's window starts at now - 84 days.
    const window = 84 * DAY;
    const inside = await createVendor(server, 'vegetable', { documents: false });
    const outside = await createVendor(server, 'vegetable', { documents: false });
    await server.app.db.updateTable('vendor_users').set({ created_at: ago(window - 60_000), city: 'Namakkal' }).where('id', '=', inside.userId).execute();
    await server.app.db.updateTable('vendor_users').set({ created_at: ago(window + 3_600_000), city: 'Namakkal' }).where('id', '=', outside.userId).execute();
    await decide(server, cookie, outside.userId, 'reject', 'Duplicate');
    const plan = await workPlan(server, cookie);
    expect(rowOf(plan, 'vegetable', 'Namakkal')).toEqual({ kind: 'vegetable', city: 'Namakkal', applied: 1, approved: 0, rejected: 0, medianDaysToDecision: null });
  });
});

describe('work plan funnel with a kind declared only in the registry', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ seed: 'none', build: { vendorKinds: registryWithFlorists } });
    cookie = await server.login();
  });
  afterAll(() => server.close());

  it('counts the florists applied, approved and rejected', async () => {
    const config = vendorKindConfigs(registryWithFlorists).get('florist');
    if (!config) throw new Error('the florist kind is not served');
    const passwordHash = await hashPassword('florist-pass');
    const ids: number[] = [];
    for (const florist of FLORISTS) {
      ids.push(await insertVendor(server.app.db, config, { ...florist, email: `${florist.phoneNumber}@example.com`, city: 'Palani', description: 'Flowers', passwordHash }));
    }
    // The fixture approves the second florist on insert; the first is refused at the desk.
    const unverified = ids[FLORISTS.findIndex((florist) => florist.verification === 0)];
    if (unverified === undefined) throw new Error('the fixture has no unverified florist');
    let plan = await workPlan(server, cookie);
    expect(rowOf(plan, 'florist', 'Palani')).toEqual({ kind: 'florist', city: 'Palani', applied: 2, approved: 1, rejected: 0, medianDaysToDecision: null });
    await decide(server, cookie, unverified, 'reject', 'Not a florist');
    plan = await workPlan(server, cookie);
    expect(rowOf(plan, 'florist', 'Palani')).toEqual({ kind: 'florist', city: 'Palani', applied: 2, approved: 1, rejected: 1, medianDaysToDecision: 0 });
  });
});
