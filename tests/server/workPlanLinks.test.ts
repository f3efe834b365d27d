/**
 * Every figure of the work plan opens a list whose total is that figure: each queue's ageing buckets narrowed by
 * the creation-time range (src/domain/workPlan.ts bucketRange, from the plan's `generatedAt`) on the vendor
 * kinds' paged lists, the review desk, the call desk and the documents queue (extension `documentsQueue`);
 * a bad range is a 400 naming the key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_BUCKETS, bucketRange, type WorkPlan, type WorkQueue } from '../../src/domain/workPlan.ts';
import type { QueuedDocument } from '../../src/domain/documentsQueue.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { createVendor } from './vendorFixtures.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('the lists a work plan figure opens', () => {
  let server: TestServer;
  let cookie: string;
  let plan: WorkPlan;
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
  const listTotal = async (path: string, filter: Record<string, unknown>) => {
    const res = await get(`${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`);
    expect(res.statusCode, res.body).toBe(200);
    return Number(String(res.headers['content-range']).split('/')[1]);
  };
  const queue = (name: WorkQueue['queue'], key: string) => {
    const found = plan.queues.find((q) => q.queue === name && q.key === key);
    if (!found) throw new Error(`No queue ${name} ${key}`);
    return found;
  };
  const vendorAged = async (kind: 'vegetable' | 'hotel', age: number, verification: 0 | 1 = 0) => {
    const { userId } = await createVendor(server, kind, { documents: false, verification });
    await server.app.db.updateTable('vendor_users').set({ created_at: ago(age) }).where('id', '=', userId).execute();
    return userId;
  };

  beforeAll(async () => {
    server = await startServer({ seed: 'none' });
    cookie = await server.login();
    // Near each bound (1, 4 and 8 days) on both sides, so an off-by-one in a range shows.
    const ages = [HOUR, DAY - HOUR, DAY + HOUR, 3 * DAY, 4 * DAY - HOUR, 4 * DAY + HOUR, 8 * DAY - HOUR, 8 * DAY + HOUR, 30 * DAY];
    const vegetables = [];
    for (const age of ages) vegetables.push(await vendorAged('vegetable', age));
    await vendorAged('vegetable', 2 * DAY, 1);
    await server.app.db.insertInto('vendor_reviews').values({ user_id: vegetables[3] as number, state: 'changes_requested', reason: 'x', decided_at: ago(HOUR) }).execute();
    await server.app.db.insertInto('vendor_reviews').values({ user_id: vegetables[5] as number, state: 'rejected', reason: 'x', decided_at: ago(HOUR) }).execute();
    for (const age of [2 * HOUR, 5 * DAY, 9 * DAY]) await vendorAged('hotel', age);
    await server.app.db
      .insertInto('call_requests')
      .values(ages.map((age, i) => ({ phone_number: `90000000${String(i).padStart(2, '0')}`, notes: null, created_at: ago(age), source: i % 2 ? 'website' : null })))
      .execute();
    const owner = vegetables[0] as number;
    await server.app.db
      .insertInto('vendor_documents')
      .values([
        ...ages.map((age, i) => ({ user_id: owner, requirement: 'fssai', number: String(i), status: 'pending', uploaded_at: ago(age) })),
        { user_id: owner, requirement: 'gst', number: 'x', status: 'accepted', uploaded_at: ago(2 * DAY), decided_at: ago(DAY) },
      ])
      .execute();
    const res = await get('/api/admin/dashboard/workplan');
    expect(res.statusCode).toBe(200);
    plan = res.json() as WorkPlan;
  });
  afterAll(() => server.close());

  it('offers the documents queue as a capability', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/capabilities' });
    expect(res.json().extensions).toContain('documentsQueue');
  });

  it('gives each bucket of every queue the total of its list narrowed to the bucket', async () => {
    const lists: [WorkQueue, string, Record<string, unknown>][] = [
      [queue('vendorKind', 'vegetable'), '/api/lists/vendors/vegetable', { verified: false }],
      [queue('vendorKind', 'hotel'), '/api/lists/vendors/hotel', { verified: false }],
      [queue('reviewState', 'applied'), '/api/reviews', { state: 'applied' }],
      [queue('reviewState', 'changes_requested'), '/api/reviews', { state: 'changes_requested' }],
      [queue('callRequests', ''), '/api/calldesk', {}],
      [queue('enquiries', 'website'), '/api/calldesk', { source: 'website' }],
      [queue('documents', 'pending'), '/api/admin/documents', { status: 'pending' }],
    ];
    for (const [figures, path, filter] of lists) {
      expect(await listTotal(path, filter), `${path} ${JSON.stringify(filter)}`).toBe(figures.waiting);
      for (const bucket of AGE_BUCKETS) {
        const total = await listTotal(path, { ...filter, ...bucketRange(bucket, plan.generatedAt) });
        expect(total, `${path} ${JSON.stringify(filter)} ${bucket}`).toBe(figures.buckets[bucket]);
      }
    }
    // Not all zero: the bounds were crossed on both sides.
    expect(queue('vendorKind', 'vegetable').buckets).toEqual({ today: 2, days1to3: 3, days4to7: 1, older: 2 });
    expect(queue('documents', 'pending').buckets).toEqual({ today: 2, days1to3: 3, days4to7: 2, older: 2 });
  });

  it('lists the documents waiting for a check oldest first, with the vendor and the document type', async () => {
    const res = await get('/api/admin/documents?range=[0,2]');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('documents 0-2/9');
    const rows = res.json() as QueuedDocument[];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ kind: 'vegetable', requirement: 'fssai', status: 'pending' });
    expect(rows[0]?.label).not.toBe('fssai');
    expect(rows.map((row) => row.uploaded_at)).toEqual([...rows.map((row) => row.uploaded_at)].sort());
    const accepted = await get(`/api/admin/documents?filter=${encodeURIComponent('{"status":"accepted"}')}`);
    expect((accepted.json() as QueuedDocument[]).map((row) => row.requirement)).toEqual(['gst']);
    const byName = await get(`/api/admin/documents?sort=${encodeURIComponent('["name","DESC"]')}&range=[0,0]`);
    expect(byName.statusCode).toBe(200);
  });

  it('needs the admin session for the documents queue', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/documents' });
    expect(res.statusCode).toBe(401);
  });

  it('answers a bad range with a 400 naming the key, on every list', async () => {
    for (const path of ['/api/lists/vendors/vegetable', '/api/reviews', '/api/calldesk', '/api/admin/documents']) {
      for (const key of ['created_after', 'created_until']) {
        const res = await get(`${path}?filter=${encodeURIComponent(JSON.stringify({ [key]: 'yesterday' }))}`);
        expect(res.statusCode, path).toBe(400);
        expect(JSON.stringify(res.json().errors)).toContain(key);
      }
    }
    const unknown = await get(`/api/admin/documents?filter=${encodeURIComponent('{"state":"pending"}')}`);
    expect(unknown.statusCode).toBe(400);
    const status = await get(`/api/admin/documents?filter=${encodeURIComponent('{"status":"lost"}')}`);
    expect(status.statusCode).toBe(400);
  });

  it('reads a plain date as the start of that day (UTC)', async () => {
    const day = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const total = await listTotal('/api/admin/documents', { created_after: day });
    const exact = await listTotal('/api/admin/documents', { created_after: `${day}T00:00:00.000Z` });
    expect(total).toBe(exact);
  });
});
