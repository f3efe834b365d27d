/**
 * The pagedLists extension: vendor pages sorted, filtered, searched and ranged by the server, compared with
 * what the admin's whole-list path makes of the legacy list (listQuery), and the aggregate counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, type ListQuery } from '../../src/dataProvider/listQuery.ts';
import { searchFieldsOf } from '../../src/domain/vendorKinds/index.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';

const SEARCHED_FIELDS = Object.fromEntries(VENDOR_KIND_DECLARATIONS.map((d) => [d.kind, searchFieldsOf(d)])) as Record<string, readonly string[]>;
import { startServer, type TestServer } from '../helpers/server.ts';
import { CompiledQuery, type QueryId, type RootOperationNode } from 'kysely';
import { engineOf } from '../../server/db/engines/index.ts';
import { pageVendors } from '../../server/repositories/pagedLists.ts';
import { vendorKindConfigs } from '../../server/routes/vendors/kinds.ts';
import { VENDOR_KINDS } from '../../src/domain/constants.ts';

type Vendor = Record<string, unknown> & { id: number; name: string; city: string; phoneNumber: string };

describe('paged vendor lists', () => {
  let server: TestServer;
  let cookie: string;
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
  const paged = (kind: string, params: Record<string, unknown>) =>
    get(`/api/lists/vendors/${kind}?` + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString());
  const legacy = async (kind: string, state: 'unverified' | 'verified') => (await get(`/api/${kind}/${state}/list`)).json() as Vendor[];

  beforeAll(async () => {
    server = await startServer({ seed: 'demo', seedVendors: 30 });
    cookie = await server.login();
  });
  afterAll(() => server.close());

  it('answers a page of the same records as the legacy list, with Content-Range', async () => {
    const res = await paged('vegetable', { sort: ['name', 'ASC'], range: [0, 9], filter: { verified: false } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('vendors 0-9/15');
    // No CORS header without ADMIN_ORIGINS (tests/reliability/csrf.test.ts: exposed to a configured admin origin).
    expect(res.headers['access-control-expose-headers']).toBeUndefined();
    const rows = res.json() as Vendor[];
    const whole = await legacy('vegetable', 'unverified');
    const expected = listQuery(whole, { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }, SEARCHED_FIELDS.vegetable ?? []);
    expect(rows).toEqual(expected.data);
  });

  // Every case against the whole-list path's own listQuery over the legacy lists: both paths must agree.
  const cases: [string, 'vegetable' | 'professional' | 'transport' | 'hotel', boolean | undefined, ListQuery][] = [
    ['second page by name, descending', 'professional', true, { sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 5 } }],
    ['city filter', 'transport', false, { filter: { city: 'Coimbatore' }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }],
    ['search over a profile field', 'vegetable', undefined, { filter: { q: 'coimbatore' }, sort: { field: 'phoneNumber', order: 'ASC' }, pagination: { page: 1, perPage: 50 } }],
    ['short search (no trigram)', 'hotel', true, { filter: { q: 'ka' }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 50 } }],
    ['business types (array = any of)', 'hotel', false, { filter: { business_type: ['Restaurant', 'Cafe'] }, sort: { field: 'business_name', order: 'ASC' }, pagination: { page: 1, perPage: 50 } }],
    ['sort by a profile field, both states', 'professional', undefined, { sort: { field: 'storename', order: 'ASC' }, pagination: { page: 1, perPage: 100 } }],
  ];

  it.each(cases)('%s matches the whole-list path', async (_name, kind, verified, query) => {
    const whole = verified === undefined ? [...(await legacy(kind, 'unverified')), ...(await legacy(kind, 'verified'))] : await legacy(kind, verified ? 'verified' : 'unverified');
    const expected = listQuery(whole, query, SEARCHED_FIELDS[kind] ?? []);
    const { page = 1, perPage = 10 } = query.pagination ?? {};
    const res = await paged(kind, {
      sort: [query.sort?.field, query.sort?.order],
      range: [(page - 1) * perPage, page * perPage - 1],
      filter: { ...query.filter, ...(verified === undefined ? {} : { verified }) },
    });
    expect(res.statusCode).toBe(200);
    expect(expected.total).toBeGreaterThan(0);
    expect(res.headers['content-range']).toMatch(new RegExp(`/${expected.total}$`));
    expect((res.json() as Vendor[]).map((v) => v.id)).toEqual(expected.data.map((v) => v.id));
  });

  it('finds a vendor by phone number and by id list (getMany), and says */0 for no match', async () => {
    const [someone, other] = await legacy('hotel', 'verified');
    if (!someone || !other) throw new Error('demo hotels missing');
    const byPhone = (await paged('hotel', { filter: { q: someone.phoneNumber } })).json() as Vendor[];
    expect(byPhone.map((v) => v.id)).toEqual([someone.id]);
    const many = (await paged('hotel', { filter: { id: [other.id, someone.id] }, sort: ['id', 'ASC'] })).json() as Vendor[];
    expect(many.map((v) => v.id)).toEqual([someone.id, other.id].sort((a, b) => a - b));
    const none = await paged('hotel', { filter: { q: 'no-such-vendor-xyz' } });
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('vendors */0');
  });

  it('GET /api/lists/vendors/{kind}/{id} answers the legacy record; another kind\'s id is 404', async () => {
    const [vendor] = await legacy('transport', 'unverified');
    const res = await get(`/api/lists/vendors/transport/${vendor?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(vendor);
    expect((await get(`/api/lists/vendors/hotel/${vendor?.id}`)).statusCode).toBe(404);
  });

  it('keeps search and counts current after an edit and a deletion', async () => {
    const [vendor, gone] = await legacy('professional', 'unverified');
    if (!vendor || !gone) throw new Error('demo professionals missing');
    const before = (await get('/api/lists/vendorCounts')).json() as Record<string, { unverified: number; verified: number }>;
    const edit = await server.app.inject({
      method: 'PUT',
      url: '/professional/edit',
      headers: { cookie },
      payload: { ...vendor, user_id: vendor.id, name: 'Zebulon Quartermain' },
    });
    expect(edit.statusCode).toBe(200);
    const found = (await paged('professional', { filter: { q: 'quartermain' } })).json() as Vendor[];
    expect(found.map((v) => v.id)).toEqual([vendor.id]);

    expect((await server.app.inject({ method: 'DELETE', url: `/admin/unverifiedvendor/delete/${gone.id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await paged('professional', { filter: { q: gone.phoneNumber } })).json()).toEqual([]);
    const after = (await get('/api/lists/vendorCounts')).json() as typeof before;
    expect(after.professional).toEqual({ unverified: (before.professional?.unverified ?? 0) - 1, verified: before.professional?.verified });
  });

  it('answers a page again from its cache, and the same page changed once any writer changes a vendor (another instance)', async () => {
    const query = { sort: ['id', 'ASC'], range: [0, 4], filter: { verified: false } };
    const first = await paged('transport', query);
    const again = await paged('transport', query);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-range']).toBe(first.headers['content-range']);
    const [vendor] = first.json() as Vendor[];
    if (!vendor) throw new Error('demo transport vendors missing');
    // Written as another instance would: straight to the database, no route of this server involved.
    await server.app.db.updateTable('vendor_users').set({ name: 'Written Elsewhere' }).where('id', '=', vendor.id).execute();
    const changed = (await paged('transport', query)).json() as Vendor[];
    expect(changed[0]).toEqual({ ...vendor, name: 'Written Elsewhere' });
  });

  it('GET /api/lists/vendorCounts counts every kind and state like the legacy lists', async () => {
    const counts = (await get('/api/lists/vendorCounts')).json() as Record<string, { unverified: number; verified: number }>;
    for (const kind of VENDOR_KINDS) {
      expect(counts[kind]).toEqual({ unverified: (await legacy(kind, 'unverified')).length, verified: (await legacy(kind, 'verified')).length });
    }
  });

  it.each([
    ['sort', '/api/lists/vendors/vegetable?sort=["password_hash","ASC"]'],
    ['sort', '/api/lists/vendors/vegetable?sort=["name","SIDEWAYS"]'],
    ['sort', '/api/lists/vendors/vegetable?sort=name'],
    ['range', '/api/lists/vendors/vegetable?range=[10,2]'],
    ['range', '/api/lists/vendors/vegetable?range=[0,5000]'],
    ['filter', '/api/lists/vendors/vegetable?filter={"verified":2}'],
    ['filter', '/api/lists/vendors/vegetable?filter={"password_hash":"x"}'],
    ['filter', '/api/lists/vendors/vegetable?filter={"business_type":"Cafe"}'],
    ['filter', '/api/lists/vendors/vegetable?filter=not-json'],
    ['kind', '/api/lists/vendors/bakery'],
    ['id', '/api/lists/vendors/hotel/abc'],
  ])('answers 400 naming %s for %s', async (field, url) => {
    const res = await get(encodeURI(url));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  // What keeps a page fast at 100,000 vendors per kind (bench/largeLists.ts measures it): no query reads or sorts a
  // whole kind. Checked on SQLite's own plan, so dropping an index or a join order fails here, not in a benchmark.
  it.for(['created_at', 'name'])('a queue page sorted by %s reads its index in order, and its total reads only the unlisted reviews', async (field, { skip }) => {
    if (engineOf(server.app.db).name !== 'sqlite') skip("SQLite's query plans");
    // The statements run, in order (subqueries pass through transformQuery too, but are never run on their own).
    const nodes = new Map<QueryId, RootOperationNode>();
    const queries: { node: RootOperationNode; queryId: QueryId }[] = [];
    const db = server.app.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        nodes.set(queryId, node);
        return node;
      },
      transformResult: async ({ queryId, result }) => {
        const node = nodes.get(queryId);
        if (node) queries.push({ node, queryId });
        return result;
      },
    });
    const config = vendorKindConfigs(server.app.vendorKinds).get('vegetable');
    if (!config) throw new Error('no vegetable kind');
    await pageVendors(db, config, { sort: { field, order: 'ASC' }, range: { start: 10, end: 19 }, filter: { verified: false, equals: { city: ['Palani'] } } });
    await pageVendors(db, config, { sort: { field, order: 'DESC' }, range: { start: 0, end: 9 }, filter: { verified: true } });
    const plans: string[] = [];
    for (const { node, queryId } of queries) {
      const query = server.app.db.getExecutor().compileQuery(node, queryId);
      const { rows } = await server.app.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
      plans.push(rows.map((row) => row.detail).join('\n'));
    }
    const [cityPage, , plainPage, total] = plans;
    const ordered = new RegExp(`SEARCH u USING INDEX vendor_users_queue_(city_)?${field === 'name' ? 'name' : 'created'} \\(kind=\\? AND verification=\\?`);
    expect(plainPage).toMatch(ordered);
    expect(cityPage).toMatch(ordered);
    for (const plan of [cityPage, plainPage]) expect(plan).not.toContain('TEMP B-TREE');
    expect(total).toMatch(/SEARCH r USING (COVERING )?INDEX vendor_reviews_state/);
    expect(total).not.toMatch(/SCAN u|SEARCH u USING COVERING INDEX vendor_users_kind_verification \(kind=\?\)/);
  });

  it('needs an admin session', async () => {
    for (const url of ['/api/lists/vendors/vegetable', '/api/lists/vendorCounts']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
