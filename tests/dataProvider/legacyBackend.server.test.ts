/**
 * The real data provider and auth provider against the legacy backend of SPEC sections 3, 7 and 8
 * (tests/legacy): every read and master-data call, the irregular rows, empty and failing lists, failures in
 * the admin's words, and no request outside SPEC 7 but the capability probe.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider, type AppDataProvider } from '../../src/dataProvider';
import { createAuthProvider, ADMIN_USER_KEY } from '../../src/authProvider';
import { LEGACY_CORE } from '../../src/domain/capabilities';
import { isStaticMedia, LEGACY_ADMIN, LEGACY_ADMIN_USER, specCallOf, startLegacyServer, type LegacyServer } from '../legacy/server';
import { legacyTables } from '../legacy/data';

let legacy: LegacyServer;
let dp: AppDataProvider;
const list = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });

beforeAll(async () => {
  legacy = await startLegacyServer();
});
afterAll(() => legacy?.stop());
beforeEach(() => {
  legacy.tables = legacyTables();
  legacy.heal();
  dp = createDataProvider({ origin: legacy.url, readCacheMs: 0 });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('vendors', () => {
  test('rows of both spellings, numeric strings and NULL columns read as one record shape', async () => {
    const { data, total } = await dp.getList('vegetableVendors', list);
    expect(total).toBe(4);
    expect(data.map((v) => [v.id, v.storename, v.phoneNumber])).toEqual([
      [1, 'Lower Store', '9000000001'],
      [2, 'Upper Store', '9000000002'],
      [3, 'Upper Verified Store', '9000000003'],
      [4, 'Lower Verified Store', '9000000004'],
    ]);
    expect(data[0]).toMatchObject({ user_id: 101, verification: 0, reviews: 4, email: '', direction: '', posterUrl: null });
    expect(data[1]).not.toHaveProperty('storeName');
  });

  test('an empty list answered { message } is an empty list, not an error', async () => {
    expect(await dp.getList('transports', { ...list, filter: { verified: true } })).toEqual({ data: [], total: 0 });
  });

  test('one failing list never hides the other: getOne finds a vendor in whichever list answers', async () => {
    legacy.fail('GET /api/vegetable/unverified/list', 'error');
    expect((await dp.getOne('vegetableVendors', { id: 3 })).data.name).toBe('Verified Upper Veg');
    legacy.heal();
    legacy.tables.vegetable = legacy.tables.vegetable.filter((v) => v.adminverified === '1');
    expect((await dp.getOne('vegetableVendors', { id: 4 })).data.name).toBe('Verified Lower Veg');
  });

  test('a failure says what failed and quotes the backend ({ error }, { message } or text)', async () => {
    for (const [shape, quoted] of [['error', 'ER_LOCK'], ['message', 'ER_LOCK'], ['text', 'ER_LOCK']] as const) {
      legacy.fail('GET /api/vegetable/verified/list', shape);
      const error = (await dp.getList('vegetableVendors', { ...list, filter: { verified: true } }).catch((e: unknown) => e)) as HttpError;
      expect(error.status).toBe(500);
      expect(error.message).toMatch(new RegExp(`^Could not load the vegetable vendors: ${quoted}`));
      expect(error.message).not.toMatch(/GET|\/api\/|\{/);
    }
  });

  test('edit writes the SPEC 3 payload in its spelling; the change reads back', async () => {
    const { data: before } = await dp.getOne('vegetableVendors', { id: 2 });
    const from = legacy.log.length;
    const { data } = await dp.update('vegetableVendors', { id: 2, data: { ...before, description: 'New text' }, previousData: before });
    expect(data.description).toBe('New text');
    const edit = legacy.log.slice(from).find((r) => r.path === '/vegeatable/edit');
    expect(edit?.body).toMatchObject({ storename: 'Upper Store', storeName: 'Upper Store', phoneNumber: '9000000002', description: 'New text' });
    expect(legacy.tables.vegetable[1]).toMatchObject({ storeName: 'Upper Store', PhoneNumber: '9000000002', description: 'New text' });
  });

  test('images, posters, approve, verify by phone, stories (404 = none), delete', async () => {
    expect((await dp.vendorImages('vegetableVendors', 101)).map((i) => i.name)).toEqual(['shop-front.png', 'crates.png']);
    await dp.deleteVendorImage('vegetableVendors', 101, 'crates.png');
    await dp.setPosterFromImage('vegetableVendors', 101, 'shop-front.png');
    await dp.uploadPoster('professionals', 201, png());
    expect(legacy.tables.posters.get('101')).toBe('shop-front.png');
    // The legacy answer is a message, not the record: null tells the admin to read the lists afresh.
    expect(await dp.approveVendor('vegetableVendors', { user_id: 101 })).toBeNull();
    expect(await dp.verifyVegetableVendorByPhone('9000000002')).toBeNull();
    expect(legacy.tables.vegetable.slice(0, 2).map((v) => v.adminverified)).toEqual(['1', '1']);
    expect(await dp.vendorStories('vegetableVendors', 104)).toEqual([]);
    const stories = await dp.vendorStories('vegetableVendors', 103);
    expect(stories.map((s) => s.url)).toEqual([`${legacy.url}/vegetablestories/morning.png`, `${legacy.url}/vegetablestories/harvest.png`]);
    const [firstStory] = stories;
    if (firstStory) await dp.deleteStory('vegetableVendors', firstStory.id);
    expect(await dp.vendorStories('vegetableVendors', 103)).toHaveLength(1);
    await dp.delete('professionals', { id: 21 });
    expect(legacy.tables.professional.map((p) => p.id)).toEqual(['22']);
  });

  test('the capability probe answers 404: the legacy core', async () => {
    expect(await dp.capabilities()).toEqual(LEGACY_CORE);
  });
});

describe('master data and call requests', () => {
  test('every vegetable category and subcategory call', async () => {
    const created = await dp.create('vegetableCategories', { data: { vegcategory: 'Tubers' } });
    expect(created.data).toMatchObject({ vegcategory: 'Tubers', active: 1 });
    await dp.rename('vegetableCategories', created.data.id, 'Root Tubers');
    await dp.setActive('vegetableCategories', created.data.id, false);
    await dp.replaceImage('vegetableCategories', created.data.id, png(), null);
    const { data: categories } = await dp.getList('vegetableCategories', list);
    expect(categories.find((c) => c.id === created.data.id)).toMatchObject({ vegcategory: 'Root Tubers', active: 0 });
    await dp.delete('vegetableCategories', { id: created.data.id });

    const sub = await dp.create('vegetableSubcategories', { data: { subcategoryName: 'Kale', categoryId: 1 } });
    await dp.rename('vegetableSubcategories', sub.data.id, 'Curly Kale');
    await dp.setActive('vegetableSubcategories', sub.data.id, false);
    await dp.replaceImage('vegetableSubcategories', sub.data.id, png(), null);
    const { data: subs } = await dp.getList('vegetableSubcategories', { ...list, filter: { categoryId: 1 } });
    expect(subs.find((s) => s.id === sub.data.id)).toMatchObject({ subcategoryName: 'Curly Kale', active: 0, categoryId: 1 });
  });

  test('every professional category and subcategory call', async () => {
    expect(await dp.professionalCategoryOptions()).toEqual([{ id: 1, professionalCategory: 'Plumber' }]);
    const created = await dp.create('professionalCategories', { data: { professionalCategory: 'Painter', image: png() } });
    await dp.rename('professionalCategories', created.data.id, 'Wall Painter');
    await dp.setActive('professionalCategories', created.data.id, false);
    await dp.replaceImage('professionalCategories', created.data.id, png(), null);
    const sub = await dp.create('professionalSubcategories', { data: { subcategoryName: 'Walls', categoryId: created.data.id, image: png() } });
    await dp.rename('professionalSubcategories', sub.data.id, 'Interior walls');
    await dp.setActive('professionalSubcategories', sub.data.id, false);
    await dp.replaceImage('professionalSubcategories', sub.data.id, png(), null);
    expect((await dp.getOne('professionalCategories', { id: created.data.id })).data).toMatchObject({ professionalCategory: 'Wall Painter', active: 0 });
    await dp.delete('professionalCategories', { id: created.data.id });
  });

  test('transport categories and call requests', async () => {
    const created = await dp.create('transportCategories', { data: { vehicleCategory: 'Van' } });
    await dp.update('transportCategories', { id: created.data.id, data: { vehicleCategory: 'Mini van' }, previousData: created.data });
    await dp.delete('transportCategories', { id: created.data.id });
    expect((await dp.getList('transportCategories', list)).data.map((c) => c.vehicleCategory)).toEqual(['Truck']);

    const { data: calls } = await dp.getList('callRequests', list);
    expect(calls[0]).toMatchObject({ id: 1, notes: '' });
    await dp.update('callRequests', { id: 1, data: { notes: 'Called' }, previousData: calls[0] });
    await dp.delete('callRequests', { id: 2 });
    expect((await dp.getList('callRequests', list)).data).toMatchObject([{ id: 1, notes: 'Called' }]);
  });

  test('dashboard counts', async () => {
    expect(await dp.dashboardCounts()).toMatchObject({ vendors: { totalVendors: 8 }, users: { totalUsers: 12 } });
  });
});

describe('auth against the legacy core', () => {
  test('login keeps a user without name; logout is local and calls nothing but the probe', async () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const auth = createAuthProvider({ origin: legacy.url, storage });
    await auth.login({ username: LEGACY_ADMIN.email, password: LEGACY_ADMIN.password });
    expect(JSON.parse(storage.getItem(ADMIN_USER_KEY) ?? 'null')).toEqual(LEGACY_ADMIN_USER);
    expect(await auth.getIdentity?.()).toEqual({ id: '1', fullName: LEGACY_ADMIN.email, email: LEGACY_ADMIN.email });
    const from = legacy.log.length;
    await auth.logout({});
    expect(storage.getItem(ADMIN_USER_KEY)).toBeNull();
    expect(legacy.log.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/capabilities']);
  });
});

test('no request outside SPEC 7 and its static media except the capability probe', () => {
  const outside = legacy.log.filter((r) => !specCallOf(r.method, r.path) && !isStaticMedia(r.method, r.path));
  expect(new Set(outside.map((r) => `${r.method} ${r.path}`))).toEqual(new Set(['GET /api/capabilities']));
});
