/**
 * The admin's data provider over the real server for vendor documents (capability `compliance`): the expiry
 * queue as the `expiringDocuments` resource, the panel's methods, and the approval refusal in the admin's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setComplianceClock } from '../../server/repositories/vendorDocuments';
import type { ExpiringDocument } from '../../src/domain/compliance/documents';
import { startServer, type TestServer } from '../helpers/server';
import { createVendor } from '../server/vendorFixtures';
import { connect, type Connected } from './connect';

let server: TestServer;
let c: Connected;
beforeAll(async () => {
  server = await startServer({ seed: 'demo', seedVendors: 12 });
  c = await connect(server, { pagedLists: true });
});
afterAll(() => server.close());

describe('vendor documents through the data provider', () => {
  it('lists the demo seed\'s expiring and expired documents with a total, filtered by state', async () => {
    const all = await c.dp.getList<ExpiringDocument & { id: number }>('expiringDocuments', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'expires_on', order: 'ASC' },
      filter: {},
    });
    expect(all.total).toBeGreaterThan(0);
    expect(all.data.map((d) => d.state)).toContain('expired');
    expect(all.data.map((d) => d.state)).toContain('expiring');
    expect(all.data.some((d) => d.compliance_lapsed)).toBe(true);
    const expired = await c.dp.getList<ExpiringDocument & { id: number }>('expiringDocuments', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'expires_on', order: 'ASC' },
      filter: { state: 'expired' },
    });
    expect(expired.data.length).toBeGreaterThan(0);
    expect(expired.data.every((d) => d.state === 'expired' && d.days_left < 0)).toBe(true);
  });

  it('reads and waives requirements; approval is refused in plain words until then', async () => {
    setComplianceClock(server.app.db, () => new Date());
    const vendor = await createVendor(server, 'hotel', { documents: false, poster: 'poster.png' });
    const statuses = await c.dp.vendorDocuments(vendor.userId);
    expect(statuses.map((s) => [s.requirement.id, s.status])).toEqual([
      ['fssai', 'missing'],
      ['gstin', 'missing'],
      ['pan', 'missing'],
    ]);
    await expect(c.dp.approveVendor('hotels', { user_id: vendor.userId })).rejects.toMatchObject({
      body: { errors: { documents: 'FSSAI licence is missing; PAN card is missing' } },
    });
    await c.dp.waiveRequirement(vendor.userId, 'fssai', 'Licence shown in person');
    const pan = await c.dp.waiveRequirement(vendor.userId, 'pan', 'PAN applied for');
    expect(pan).toMatchObject({ status: 'waived', reason: 'PAN applied for' });
    await c.dp.approveVendor('hotels', { user_id: vendor.userId });
  });
});
