import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider, type AppDataProvider } from '../../src/dataProvider';
import { cookieFetch, type CookieFetch } from '../helpers/apiClient';
import { withoutExtensions } from '../helpers/extensions';
import { startServer, type TestServer } from '../helpers/server';

describe('read cache (real server)', () => {
  let server: TestServer;
  let jar: CookieFetch;
  let dp: AppDataProvider;
  const listCalls = () => jar.calls.filter((c) => c.method === 'GET' && c.path === '/api/vegetable/unverified/list').length;

  beforeAll(async () => {
    server = await startServer({ seed: 'demo', seedVendors: 30 });
    jar = cookieFetch(await server.login());
    // The cache serves the whole-list path (a backend without pagedLists).
    dp = createDataProvider({ origin: server.url, fetch: withoutExtensions(jar.fetch, ['pagedLists']) });
  });
  afterAll(() => server.close());

  const page = (n: number, q?: string) =>
    dp.getList('vegetableVendors', {
      filter: { verified: false, ...(q ? { q } : {}) },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: n, perPage: 5 },
    });

  it('pages, sorts and searches one download of the list, and shares concurrent reads', async () => {
    jar.calls.length = 0;
    const [first, second] = await Promise.all([page(1), page(2)]);
    const third = await page(3);
    const searched = await page(1, first.data[0]?.name as string);
    expect(listCalls()).toBe(1);
    expect(first.total).toBe(15);
    expect(new Set([...first.data, ...second.data, ...third.data].map((r) => r.id)).size).toBe(15);
    expect(searched.data[0]?.id).toBe(first.data[0]?.id);
  });

  it('forgets everything after a write made through the admin, so the admin sees its own change at once', async () => {
    const before = await page(1);
    const vendor = before.data[0] as Record<string, unknown> & { id: number };
    jar.calls.length = 0;
    await dp.update('vegetableVendors', { id: vendor.id, data: { ...vendor, storename: 'Renamed Fresh Mart' }, previousData: vendor });
    const after = await dp.getOne('vegetableVendors', { id: vendor.id });
    expect(after.data.storename).toBe('Renamed Fresh Mart');
    expect(listCalls()).toBeGreaterThan(0);
  });

  it('does not keep a failed read', async () => {
    let failures = 0;
    const failing = createDataProvider({
      origin: server.url,
      fetch: withoutExtensions((input, init) => (failures-- > 0 ? Promise.reject(new Error('offline')) : jar.fetch(input, init)), ['pagedLists']),
    });
    await failing.capabilities(); // asked once, before the network goes away
    failures = 1;
    await expect(failing.getList('vegetableVendors', { filter: { verified: false }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' } })).rejects.toThrow(/could not be reached/);
    const retried = await failing.getList('vegetableVendors', { filter: { verified: false }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' } });
    expect(retried.total).toBeGreaterThan(0);
  });
});
