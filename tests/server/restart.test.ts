/** Data and media persist across a restart on the same data folder, and the demo seed never runs twice. */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { insertCallRequest } from '../../server/repositories/callRequests.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { makeDataDir, multipart, samples, startServer } from '../helpers/server.ts';

describe('restart on the same data folder', () => {
  const dataDir = makeDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps categories, their image files, call-request notes and the seeded vendors', async () => {
    const seedVendors = 2;
    const first = await startServer({ dataDir, seed: 'demo', seedVendors });
    let cookie = await first.login();
    const created = (
      await first.app.inject({
        method: 'POST',
        url: '/api/vegetable/add/category',
        headers: { cookie },
        payload: multipart({ vegcategory: 'Persisted Greens' }, { categoryimg: { bytes: samples.png } }) as unknown as object,
      })
    ).json();
    const callId = await insertCallRequest(first.app.db, { phone_number: '9876501234', notes: null });
    const noted = await first.app.inject({ method: 'PUT', url: `/updateNotes/${callId}`, headers: { cookie }, payload: { notes: 'Call back Monday' } });
    expect(noted.statusCode).toBe(200);
    const vendorsBefore = (await first.app.inject({ method: 'GET', url: '/api/admin/vendor/count', headers: { cookie } })).json();
    await first.close({ keepData: true });

    const second = await startServer({ dataDir, seed: 'demo', seedVendors });
    try {
      cookie = await second.login();
      const categories = (await second.app.inject({ method: 'GET', url: '/api/vegetable/categories', headers: { cookie } })).json() as Array<{
        id: number;
        vegcategory: string;
        image_name: string;
      }>;
      expect(categories).toContainEqual({ id: created.id, vegcategory: 'Persisted Greens', image_name: created.image_name, active: 1 });
      const file = await second.app.inject({ method: 'GET', url: `/vegetable/category/images/${created.image_name}` });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(samples.png)).toBe(true);
      const calls = (await second.app.inject({ method: 'GET', url: '/getCallRequests', headers: { cookie } })).json() as Array<{ id: number; notes: string }>;
      expect(calls.find((c) => c.id === callId)?.notes).toBe('Call back Monday');
      const vendorsAfter = (await second.app.inject({ method: 'GET', url: '/api/admin/vendor/count', headers: { cookie } })).json();
      expect(vendorsAfter).toEqual(vendorsBefore);
      // The seed ran once: its vendors of every declared kind, not twice as many.
      expect(vendorsAfter.totalVendors).toBe(seedVendors * VENDOR_KIND_DECLARATIONS.length);
    } finally {
      await second.close({ keepData: true });
    }
  });
});
