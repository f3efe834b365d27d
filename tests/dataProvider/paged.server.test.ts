/**
 * The admin's two list paths against the same real server: the paged path (our server offers `pagedLists`)
 * and the whole-list path (the same server with that extension hidden, as a legacy backend). Both must give
 * the admin the same records, totals and counts; only the calls differ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_RESOURCES, type VendorRecord, type VendorResource } from '../../src/dataProvider/types';
import { startServer, type TestServer } from '../helpers/server';
import { connect, must, type Connected } from './connect';

let server: TestServer;
let paged: Connected;
let whole: Connected;

beforeAll(async () => {
  server = await startServer({ seed: 'demo', seedVendors: 30 });
  paged = await connect(server, { pagedLists: true });
  whole = await connect(server);
});
afterAll(() => server.close());

type ListParams = { filter: Record<string, unknown>; sort: { field: string; order: 'ASC' | 'DESC' }; pagination: { page: number; perPage: number } };
const list = (c: Connected, resource: VendorResource, params: ListParams) => c.dp.getList<VendorRecord>(resource, params);
const paths = (c: Connected) => c.jar.calls.splice(0).map((call) => call.path);

const lists: [string, VendorResource, ListParams][] = [
  ['unverified queue, first page', 'vegetableVendors', { filter: { verified: false }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }],
  ['verified queue, second page, descending', 'professionals', { filter: { verified: true }, sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 5 } }],
  ['search and city', 'transports', { filter: { verified: false, q: 'ra', city: 'Dindigul' }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }],
  ['restaurants and cafes', 'hotels', { filter: { verified: true, business_type: ['Restaurant', 'Cafe'] }, sort: { field: 'business_name', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }],
  ['both states, sorted by phone', 'hotels', { filter: {}, sort: { field: 'phoneNumber', order: 'ASC' }, pagination: { page: 3, perPage: 7 } }],
  ['empty city filter is ignored', 'vegetableVendors', { filter: { verified: true, city: '' }, sort: { field: 'storename', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }],
];

describe('getList', () => {
  it.each(lists)('%s: same records and total on both paths; only the paged path avoids the whole list', async (_name, resource, params) => {
    const fromServer = await list(paged, resource, params);
    const fromWholeList = await list(whole, resource, params);
    expect(fromServer.total).toBeGreaterThan(0);
    expect(fromServer).toEqual(fromWholeList);
    expect(paths(paged).every((path) => path.startsWith('/api/lists/vendors/'))).toBe(true);
    expect(paths(whole).every((path) => /^\/api\/\w+\/(un)?verified\/list$/.test(path))).toBe(true);
  });

  it('a phone-number search finds the one vendor on both paths', async () => {
    const target = must((await list(whole, 'vegetableVendors', must(lists[0])[2])).data[3]);
    const params: ListParams = { filter: { verified: false, q: target.phoneNumber }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 } };
    expect((await list(paged, 'vegetableVendors', params)).data).toEqual([target]);
    expect((await list(whole, 'vegetableVendors', params)).data).toEqual([target]);
  });
});

describe.each(VENDOR_RESOURCES)('%s getOne and getMany', (resource) => {
  it('answer the same records on both paths, kind and posterUrl included', async () => {
    const all = (await list(whole, resource, { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 100 } })).data;
    const first = must(all[0]);
    const second = must(all.find((v) => v.poster && v.id !== first.id));
    expect((await paged.dp.getOne(resource, { id: second.id })).data).toEqual(second);
    expect((await whole.dp.getOne(resource, { id: second.id })).data).toEqual(second);
    expect(second.posterUrl).toMatch(new RegExp(`^${server.url}/.+/${second.poster}$`));
    const ids = [second.id, first.id];
    const fromServer = (await paged.dp.getMany(resource, { ids })).data;
    expect(fromServer).toEqual(expect.arrayContaining([first, second]));
    expect(fromServer).toHaveLength(2);
    expect(paths(paged).every((path) => path.startsWith('/api/lists/vendors/'))).toBe(true);
    await expect(paged.dp.getOne(resource, { id: 999_999 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('vendorCounts()', () => {
  it('is one aggregate call (plus a one-row page per sub-queue) with the extension and the lists\' lengths without it; both agree', async () => {
    paged.reset();
    const fromAggregate = await paged.dp.vendorCounts();
    // The aggregate for every kind; the hotels' restaurants-and-cafes sub-queue, one total per state.
    expect(paths(paged)).toEqual(['/api/lists/vendorCounts', '/api/lists/vendors/hotel', '/api/lists/vendors/hotel']);
    const fromLists = await whole.dp.vendorCounts();
    expect(fromAggregate).toEqual(fromLists);
    for (const resource of VENDOR_RESOURCES) {
      const verified = await list(whole, resource, { filter: { verified: true }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } });
      expect(fromAggregate[resource]?.verified).toBe(verified.total);
      expect(fromAggregate[resource]?.unverified).toBeGreaterThan(0);
    }
  });

  it('follows an approval made through the admin', async () => {
    const before = await paged.dp.vendorCounts();
    const candidate = must(
      (await list(whole, 'transports', { filter: { verified: false }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 100 } })).data.find((v) => v.poster),
    );
    await paged.dp.approveVendor('transports', candidate);
    const after = await paged.dp.vendorCounts();
    const { unverified, verified } = must(before.transports);
    expect(after.transports).toEqual({ unverified: unverified - 1, verified: verified + 1 });
    expect(await whole.dp.vendorCounts()).toEqual(after);
  });
});
