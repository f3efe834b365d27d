/**
 * The work plan's figures stay exact where the faster statements could drift from the lists' definitions: the
 * funnel's median over an even count (the mean of the middle two, on both engines' native median), a suspended
 * vendor counted approved but outside the median, the oldest of each review queue when older vendors in other
 * states come first, and the ageing buckets of documents when most pending ones are older than 8 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkPlan, WorkQueue } from '../../src/domain/workPlan.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { createVendor } from './vendorFixtures.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('work plan figures computed afresh', () => {
  let server: TestServer;
  let cookie: string;
  const get = async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/dashboard/workplan', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as WorkPlan;
  };
  const queue = (plan: WorkPlan, name: WorkQueue['queue'], key: string) => {
    const found = plan.queues.find((q) => q.queue === name && q.key === key);
    if (!found) throw new Error(`No queue ${name} ${key}`);
    return found;
  };
  const vendorAt = async (kind: 'vegetable' | 'hotel', createdAt: string, city: string, verification: 0 | 1 = 0) => {
    const { userId } = await createVendor(server, kind, { documents: false, verification });
    await server.app.db.updateTable('vendor_users').set({ created_at: createdAt, city }).where('id', '=', userId).execute();
    return userId;
  };
  const review = (userId: number, state: string, decidedAt: string | null) =>
    server.app.db.insertInto('vendor_reviews').values({ user_id: userId, state, reason: state === 'applied' ? null : 'x', decided_at: decidedAt }).execute();

  beforeAll(async () => {
    server = await startServer({ seed: 'none' });
    cookie = await server.login();
  });
  afterAll(() => server.close());

  it('takes the mean of the middle two decisions for an even count, and leaves suspended and undecided vendors out of it', async () => {
    // Trichy hotels decided after 1, 2, 5 and 9 days: median (2 + 5) / 2 = 3.5. A suspended one (decided after 30
    // days) counts as approved but not in the median; an approved one without a decision time neither.
    for (const [days, state] of [[1, 'approved'], [2, 'rejected'], [5, 'approved'], [9, 'rejected'], [30, 'suspended']] as const) {
      const id = await vendorAt('hotel', ago(40 * DAY), 'Trichy', state === 'rejected' ? 0 : 1);
      await review(id, state, ago((40 - days) * DAY));
    }
    await review(await vendorAt('hotel', ago(40 * DAY), 'Trichy', 1), 'approved', null);

    const plan = await get();
    expect(plan.funnel.find((row) => row.kind === 'hotel' && row.city === 'Trichy')).toEqual({
      kind: 'hotel',
      city: 'Trichy',
      applied: 6,
      approved: 4,
      rejected: 2,
      medianDaysToDecision: 3.5,
    });
  });

  it('dates each review queue by its own oldest vendor, past older ones in other states', async () => {
    // Vegetable, unverified: a rejected one (60 days) and a suspended one (50 days) come first but wait in no
    // queue; changes were requested of one 40 days old and one 20 days old; the oldest applied one is 30 days old.
    const rejected = await vendorAt('vegetable', ago(60 * DAY), 'Salem');
    await review(rejected, 'rejected', ago(59 * DAY));
    const suspended = await vendorAt('vegetable', ago(50 * DAY), 'Salem');
    await review(suspended, 'suspended', ago(49 * DAY));
    const changesOldest = ago(40 * DAY);
    await review(await vendorAt('vegetable', changesOldest, 'Salem'), 'changes_requested', ago(39 * DAY));
    await review(await vendorAt('vegetable', ago(20 * DAY), 'Salem'), 'changes_requested', ago(19 * DAY));
    const appliedOldest = ago(30 * DAY);
    await review(await vendorAt('vegetable', appliedOldest, 'Salem'), 'applied', null);
    await vendorAt('vegetable', ago(2 * HOUR), 'Salem');

    const plan = await get();
    expect(queue(plan, 'reviewState', 'changes_requested')).toMatchObject({ waiting: 2, oldestAt: changesOldest, buckets: { today: 0, days1to3: 0, days4to7: 0, older: 2 } });
    // The hotels of the test before are verified or decided: the applied queue is the vegetable vendors'.
    expect(queue(plan, 'reviewState', 'applied')).toMatchObject({ waiting: 2, oldestAt: appliedOldest, buckets: { today: 1, days1to3: 0, days4to7: 0, older: 1 } });
    expect(queue(plan, 'vendorKind', 'vegetable')).toMatchObject({ waiting: 4, oldestAt: changesOldest });
  });

  it('puts the pending documents older than 8 days in "older", and dates the queue by the oldest pending one', async () => {
    const { userId } = await createVendor(server, 'hotel', { documents: false });
    const oldest = ago(90 * DAY);
    await server.app.db
      .insertInto('vendor_documents')
      .values([
        { user_id: userId, requirement: 'fssai', number: '1', status: 'pending', uploaded_at: oldest },
        { user_id: userId, requirement: 'gst', number: '2', status: 'pending', uploaded_at: ago(9 * DAY) },
        { user_id: userId, requirement: 'trade', number: '3', status: 'pending', uploaded_at: ago(2 * DAY) },
        { user_id: userId, requirement: 'pan', number: '4', status: 'rejected', uploaded_at: ago(100 * DAY), decided_at: ago(DAY) },
      ])
      .execute();
    expect(queue(await get(), 'documents', 'pending')).toEqual({
      queue: 'documents',
      key: 'pending',
      waiting: 3,
      oldestAt: oldest,
      buckets: { today: 0, days1to3: 1, days4to7: 0, older: 2 },
    });
  });
});
