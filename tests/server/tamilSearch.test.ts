/**
 * Tamil names, store names and addresses: written through the admin's edit in whatever Unicode form they were
 * typed, stored NFC, and found by the paged lists' search (both engines: SQLite's trigram index and its short-query
 * LIKE, PostgreSQL's ILIKE) exactly as the whole-list path finds them in the legacy list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '../../src/dataProvider/listQuery.ts';
import { searchFieldsOf, VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { TAMIL_SEARCH_CASES, TAMIL_VENDORS } from '../helpers/tamilSearchCases.ts';
import { createVendor, validEdit } from './vendorFixtures.ts';

type Vendor = Record<string, unknown> & { id: number; name: string; storename: string; location: string };

const VEGETABLE = VENDOR_KIND_DECLARATIONS.find((d) => d.kind === 'vegetable');
if (!VEGETABLE) throw new Error('no vegetable kind');
const SEARCHED = searchFieldsOf(VEGETABLE);

describe('Tamil text in the vendor lists', () => {
  let server: TestServer;
  let cookie: string;
  const idOfKey = new Map<string, number>();
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
  const paged = (q: string) =>
    get(`/api/lists/vendors/vegetable?` + new URLSearchParams({ filter: JSON.stringify({ q, verified: false }), sort: '["id","ASC"]', range: '[0,49]' }).toString());

  beforeAll(async () => {
    server = await startServer();
    cookie = await server.login();
    for (const vendor of TAMIL_VENDORS) {
      const { userId, phoneNumber } = await createVendor(server, 'vegetable', { verification: 0 });
      const edit = { ...validEdit('vegetable', userId, phoneNumber), name: vendor.name, storename: vendor.storename, storeName: vendor.storename, location: vendor.location };
      const res = await server.app.inject({ method: 'PUT', url: '/vegeatable/edit', headers: { cookie }, payload: edit });
      expect(res.statusCode, res.body).toBe(200);
      idOfKey.set(vendor.key, userId);
    }
  });
  afterAll(() => server.close());

  it('stores what was typed decomposed in NFC, shown as it was written', async () => {
    const list = (await (await get('/api/vegetable/unverified/list')).json()) as Vendor[];
    for (const vendor of TAMIL_VENDORS) {
      const stored = list.find((v) => v.id === idOfKey.get(vendor.key));
      expect(stored).toMatchObject({ name: vendor.name.normalize('NFC'), storename: vendor.storename.normalize('NFC'), location: vendor.location.normalize('NFC') });
    }
    const gowri = list.find((v) => v.id === idOfKey.get('gowri'));
    expect(gowri?.storename).toBe('ஸ்ரீ கௌரி பவன்');
    expect(gowri?.storename).not.toBe(TAMIL_VENDORS[2]?.storename);
  });

  it.each(TAMIL_SEARCH_CASES)('%s (%s) finds the same vendors on the paged path as on the whole-list path', async (_what, q, keys) => {
    const expected = keys.map((key) => idOfKey.get(key)).sort((a = 0, b = 0) => a - b);
    const res = await paged(q);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Vendor[]).map((v) => v.id)).toEqual(expected);
    expect(res.headers['content-range']).toBe(expected.length ? `vendors 0-${expected.length - 1}/${expected.length}` : 'vendors */0');
    const whole = (await (await get('/api/vegetable/unverified/list')).json()) as Vendor[];
    expect(listQuery(whole, { filter: { q }, sort: { field: 'id', order: 'ASC' } }, SEARCHED).data.map((v) => v.id)).toEqual(expected);
  });
});
