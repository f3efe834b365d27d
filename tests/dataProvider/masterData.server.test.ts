/** Master data, call requests, customers and dashboard counts through the data provider against the real server. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RaRecord } from 'react-admin';
import { samples, startServer, type TestServer } from '../helpers/server';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { connect, must, pngFile, rejectionOf, type Connected } from './connect';
import type {
  CallRequestRecord,
  CustomerRecord,
  ProfessionalCategoryRecord,
  SubcategoryRecord,
  TransportCategoryRecord,
  VegetableCategoryRecord,
} from '../../src/dataProvider/types';

let server: TestServer;
let c: Connected;

beforeAll(async () => {
  server = await startServer({ seed: 'demo', seedVendors: SEEDED_PER_KIND });
  c = await connect(server);
});
afterAll(() => server.close());

/** Demo vendors per kind; the seed verifies every second one. */
const SEEDED_PER_KIND = 4;
const SEEDED_VENDORS = SEEDED_PER_KIND * VENDOR_KIND_DECLARATIONS.length;

const everything = { sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1000 } } as const;
const list = async <R extends RaRecord>(resource: string, filter: Record<string, unknown> = {}) =>
  (await c.dp.getList<R>(resource, { ...everything, filter })).data;

describe('vegetableCategories', () => {
  test('getList/getOne/getMany share one shape with imageUrl; q searches the name', async () => {
    c.reset();
    const all = await list<VegetableCategoryRecord>('vegetableCategories');
    c.expectDeclaredCalls('vegetableCategories', 'getList');
    const first = must(all[0]);
    expect(first).toEqual({ id: first.id, vegcategory: first.vegcategory, image_name: first.image_name, active: first.active, imageUrl: `${server.url}/vegetable/category/images/${first.image_name}` });
    expect((await fetch(String(first.imageUrl))).status).toBe(200);
    expect((await c.dp.getOne('vegetableCategories', { id: first.id })).data).toEqual(first);
    expect((await c.dp.getMany('vegetableCategories', { ids: [first.id] })).data).toEqual([first]);
    const found = await list<VegetableCategoryRecord>('vegetableCategories', { q: first.vegcategory.slice(0, 4).toUpperCase() });
    expect(found).toContainEqual(first);
  });

  test('create (JSON, then multipart with an image), rename + toggle through update, replace image, delete', async () => {
    c.reset();
    const { data: created } = await c.dp.create<VegetableCategoryRecord>('vegetableCategories', { data: { vegcategory: 'Millets' } });
    c.expectDeclaredCalls('vegetableCategories', 'create');
    expect(created).toMatchObject({ vegcategory: 'Millets', active: 1, imageUrl: null });

    const { data: withImage } = await c.dp.create<VegetableCategoryRecord>('vegetableCategories', { data: { vegcategory: 'Mushrooms', image: { rawFile: pngFile(samples.png) } } });
    expect(withImage.image_name).toBeTruthy();
    c.reset();

    const { data: renamed } = await c.dp.update<VegetableCategoryRecord>('vegetableCategories', { id: created.id, data: { vegcategory: 'Millets & Grains', active: 0 }, previousData: created });
    c.expectDeclaredCalls('vegetableCategories', 'update');
    expect(renamed).toMatchObject({ id: created.id, vegcategory: 'Millets & Grains', active: 0 });
    expect((await c.dp.getOne('vegetableCategories', { id: created.id })).data).toEqual(renamed);
    c.reset();
    await c.dp.setActive('vegetableCategories', created.id, true);
    c.expectDeclaredCalls('vegetableCategories', 'setActive');
    await c.dp.replaceImage('vegetableCategories', created.id, pngFile(samples.png), null);
    c.expectDeclaredCalls('vegetableCategories', 'replaceImage');
    await c.dp.rename('vegetableCategories', created.id, 'Millets');
    c.expectDeclaredCalls('vegetableCategories', 'rename');
    const after = (await c.dp.getOne<VegetableCategoryRecord>('vegetableCategories', { id: created.id })).data;
    expect(after).toMatchObject({ vegcategory: 'Millets', active: 1 });
    expect((await fetch(String(after.imageUrl))).status).toBe(200);

    await c.dp.delete('vegetableCategories', { id: created.id, previousData: after });
    c.expectDeclaredCalls('vegetableCategories', 'delete');
    expect((await rejectionOf(c.dp.getOne('vegetableCategories', { id: created.id }))).status).toBe(404);
  });

  test('a refused create is a 400 naming the field', async () => {
    const error = await rejectionOf(c.dp.create('vegetableCategories', { data: { vegcategory: '  ' } }));
    expect(error.status).toBe(400);
    expect(error.body?.errors).toHaveProperty('vegcategory');
  });
});

describe('professionalCategories', () => {
  test('create needs the image (multipart), update renames and toggles (boolean), delete; options list', async () => {
    const missing = await rejectionOf(c.dp.create('professionalCategories', { data: { professionalCategory: 'Tailor' } }));
    expect(missing.body?.errors).toEqual({ image: 'Please select both category name and image.' });

    c.reset();
    const { data: created } = await c.dp.create<ProfessionalCategoryRecord>('professionalCategories', { data: { professionalCategory: 'Tailor', image: pngFile(samples.png) } });
    c.expectDeclaredCalls('professionalCategories', 'create');
    expect(created).toMatchObject({ professionalCategory: 'Tailor', active: 1 });
    expect((await fetch(String(created.imageUrl))).status).toBe(200);

    const { data: updated } = await c.dp.update<ProfessionalCategoryRecord>('professionalCategories', { id: created.id, data: { professionalCategory: 'Tailoring', active: 0 }, previousData: created });
    const calls = c.expectDeclaredCalls('professionalCategories', 'update');
    const toggle = must(calls.find((call) => call.path === `/admin/professional-categories/${created.id}`));
    expect(JSON.parse(String(toggle.body))).toEqual({ active: false });
    expect(updated).toMatchObject({ professionalCategory: 'Tailoring', active: 0 });

    await c.dp.replaceImage('professionalCategories', created.id, pngFile(samples.png), created.image_name);
    c.expectDeclaredCalls('professionalCategories', 'replaceImage');
    await c.dp.rename('professionalCategories', created.id, 'Tailor');
    c.expectDeclaredCalls('professionalCategories', 'rename');
    await c.dp.setActive('professionalCategories', created.id, true);
    c.expectDeclaredCalls('professionalCategories', 'setActive');

    const options = await c.dp.professionalCategoryOptions();
    c.expectDeclaredCalls('professionalCategories', 'professionalCategoryOptions');
    expect(options).toContainEqual({ id: created.id, professionalCategory: 'Tailor' });

    await c.dp.delete('professionalCategories', { id: created.id });
    c.expectDeclaredCalls('professionalCategories', 'delete');
    expect((await list('professionalCategories')).map((r) => r.id)).not.toContain(created.id);
  });
});

describe.each(['vegetableSubcategories', 'professionalSubcategories'] as const)('%s', (resource) => {
  const parentResource = resource === 'vegetableSubcategories' ? 'vegetableCategories' : 'professionalCategories';

  test('by categoryId (filter and getManyReference), all categories without it; getOne with and without a hint', async () => {
    const parent = must((await list(parentResource))[0]);
    c.reset();
    const byFilter = await list<SubcategoryRecord>(resource, { categoryId: parent.id });
    c.expectDeclaredCalls(resource, 'getList');
    expect(byFilter.length).toBeGreaterThan(0);
    expect(byFilter.every((s) => s.categoryId === parent.id)).toBe(true);
    const byReference = await c.dp.getManyReference<SubcategoryRecord>(resource, { target: 'categoryId', id: parent.id, filter: {}, ...everything });
    c.expectDeclaredCalls(resource, 'getManyReference');
    expect(byReference.data).toEqual(byFilter);
    const all = await list<SubcategoryRecord>(resource);
    expect(all.length).toBeGreaterThan(byFilter.length);
    const sample = must(byFilter[0]);
    expect((await c.dp.getOne(resource, { id: sample.id, meta: { categoryId: parent.id } })).data).toEqual(sample);
    expect((await c.dp.getOne(resource, { id: sample.id })).data).toEqual(sample);
    expect((await fetch(String(sample.imageUrl))).status).toBe(200);
  });

  test('create, rename (success read from the body), toggle 1/0, replace image; delete is not in the contract', async () => {
    const parent = must((await list(parentResource))[0]);
    c.reset();
    const { data: created } = await c.dp.create<SubcategoryRecord>(resource, { data: { subcategoryName: 'Test Sub', categoryId: parent.id, image: pngFile(samples.png) } });
    c.expectDeclaredCalls(resource, 'create');
    expect(created).toMatchObject({ subcategoryName: 'Test Sub', categoryId: parent.id });

    const { data: updated } = await c.dp.update<SubcategoryRecord>(resource, { id: created.id, data: { subcategoryName: 'Renamed Sub', active: 0 }, previousData: created });
    const calls = c.expectDeclaredCalls(resource, 'update');
    expect(calls.map((call) => JSON.parse(typeof call.body === 'string' ? call.body : '{}'))).toContainEqual({ active: 0 });
    expect(updated).toMatchObject({ id: created.id, subcategoryName: 'Renamed Sub', active: 0 });

    await c.dp.rename(resource, created.id, 'Test Sub');
    c.expectDeclaredCalls(resource, 'rename');
    await c.dp.setActive(resource, created.id, true);
    c.expectDeclaredCalls(resource, 'setActive');
    await c.dp.replaceImage(resource, created.id, pngFile(samples.png), created.subcategoryImage);
    c.expectDeclaredCalls(resource, 'replaceImage');
    const after = (await c.dp.getOne<SubcategoryRecord>(resource, { id: created.id, meta: { categoryId: parent.id } })).data;
    expect(after).toMatchObject({ subcategoryName: 'Test Sub', active: 1 });
    expect(after.subcategoryImage).not.toBe(created.subcategoryImage);

    const duplicate = await rejectionOf(c.dp.rename(resource, created.id, ''));
    expect(duplicate.status).toBe(400);
    await expect(c.dp.delete(resource, { id: created.id, previousData: after })).rejects.toThrow(`${resource}.delete`);
  });
});

describe('transportCategories', () => {
  test('full CRUD; a duplicate name is refused naming vehicleCategory', async () => {
    c.reset();
    const { data: created } = await c.dp.create<TransportCategoryRecord>('transportCategories', { data: { vehicleCategory: 'Bullock Cart' } });
    c.expectDeclaredCalls('transportCategories', 'create');
    expect(created).toEqual({ id: created.id, vehicleCategory: 'Bullock Cart' });
    const duplicate = await rejectionOf(c.dp.create('transportCategories', { data: { vehicleCategory: 'bullock cart ' } }));
    expect(duplicate.body?.errors).toHaveProperty('vehicleCategory');
    c.reset();
    const { data: updated } = await c.dp.update('transportCategories', { id: created.id, data: { vehicleCategory: 'Tractor' }, previousData: created });
    c.expectDeclaredCalls('transportCategories', 'update');
    expect(updated).toEqual({ id: created.id, vehicleCategory: 'Tractor' });
    expect((await c.dp.getOne('transportCategories', { id: created.id })).data).toEqual(updated);
    await c.dp.delete('transportCategories', { id: created.id });
    c.expectDeclaredCalls('transportCategories', 'delete');
    expect((await list('transportCategories')).map((r) => r.id)).not.toContain(created.id);
  });
});

describe('callRequests', () => {
  test('list, notes update read back, delete; create is not in the contract', async () => {
    c.reset();
    const all = await list<CallRequestRecord>('callRequests');
    c.expectDeclaredCalls('callRequests', 'getList');
    const first = must(all[0]);
    const { data: updated } = await c.dp.update<CallRequestRecord>('callRequests', { id: first.id, data: { notes: 'Called back, wants onions' }, previousData: first });
    c.expectDeclaredCalls('callRequests', 'update');
    expect(updated).toEqual({ ...first, notes: 'Called back, wants onions' });
    expect((await c.dp.getOne('callRequests', { id: first.id })).data).toEqual(updated);
    await c.dp.delete('callRequests', { id: first.id, previousData: updated });
    c.expectDeclaredCalls('callRequests', 'delete');
    expect((await list('callRequests')).map((r) => r.id)).not.toContain(first.id);
    await expect(c.dp.create('callRequests', { data: {} })).rejects.toThrow('callRequests.create');
  });
});

describe('customers (ra-data-simple-rest over the extension)', () => {
  test('paged, sorted, filtered by verified; getOne', async () => {
    c.reset();
    const page = await c.dp.getList<CustomerRecord>('customers', { filter: { verified: 1 }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 5 } });
    expect(c.jar.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/customers']);
    expect(page.data).toHaveLength(5);
    expect(page.data.every((customer) => customer.verified === 1)).toBe(true);
    const names = page.data.map((customer) => customer.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const counts = await c.dp.dashboardCounts();
    expect(page.total).toBe(counts.users.totalVerifiedUsers);
    const one = must(page.data[0]);
    expect((await c.dp.getOne('customers', { id: one.id })).data).toEqual(one);
  });
});

test('dashboardCounts reads both count endpoints', async () => {
  c.reset();
  const counts = await c.dp.dashboardCounts();
  c.expectDeclaredCalls('-', 'dashboardCounts');
  expect(counts.users.totalUsers).toBe(counts.users.totalVerifiedUsers + counts.users.totalUnverifiedUsers);
  expect(counts.vendors).toEqual({ totalVendors: SEEDED_VENDORS, totalAuthorizedVendors: SEEDED_VENDORS / 2, totalUnauthorizedVendors: SEEDED_VENDORS / 2 });
});
