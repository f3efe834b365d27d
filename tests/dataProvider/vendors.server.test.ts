/** Every vendor adapter method and vendor custom method against the real server (demo seed, 8 vendors per kind). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { samples, startServer, type TestServer } from '../helpers/server';
import { connect, must, pngFile, rejectionOf, type Connected } from './connect';
import { VENDOR_RESOURCES, type VendorRecord, type VendorResource } from '../../src/dataProvider/types';
import { declarationOfResource, inForm, VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';

let server: TestServer;
let c: Connected;

beforeAll(async () => {
  server = await startServer({ seed: 'demo', seedVendors: 8 });
  c = await connect(server);
});
afterAll(() => server.close());

const listAll = async (resource: VendorResource, filter: Record<string, unknown> = {}) =>
  (await c.dp.getList<VendorRecord>(resource, { filter, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 100 } })).data;

interface EditCase { field: string; value: string; badField: string; badValue: string }

/** A field whose change the test can see after a round trip, and a bad value the server refuses naming the field. */
const editCases: Record<string, EditCase> = {
  vegetableVendors: { field: 'storename', value: 'Renamed Vegetable Store', badField: 'phoneNumber', badValue: '12345' },
  professionals: { field: 'professionalcategory', value: 'Plumber', badField: 'email', badValue: 'not-an-email' },
  transports: { field: 'vehicle_model', value: 'Ashok Leyland Dost', badField: 'vehicle_type', badValue: '' },
  hotels: { field: 'business_name', value: 'Hotel Renamed', badField: 'business_type', badValue: 'Spaceport' },
};

/** A kind added to the registry (docs/extending.md): its first text field of the edit form, and a short phone number. */
function editCase(resource: string): EditCase {
  const known = editCases[resource];
  if (known) return known;
  const field = must(declarationOfResource(VENDOR_KIND_DECLARATIONS, resource).fields.find((f) => f.type === 'text' && f.column?.startsWith('profile.') && inForm(f)));
  return { field: field.name, value: `Renamed ${field.label}`, badField: 'phoneNumber', badValue: '12345' };
}

// These two run first, while the seed still has unverified vendors.
test('vegetable "Verify Vendor" approves by phone number', async () => {
  const unverified = await listAll('vegetableVendors', { verified: false });
  const target = must(unverified.find((v) => v.poster) ?? unverified[0]);
  if (!target.poster) {
    const image = must((await c.dp.vendorImages('vegetableVendors', target.user_id))[0]);
    await c.dp.setPosterFromImage('vegetableVendors', target.user_id, image.name);
  }
  c.reset();
  expect(await c.dp.verifyVegetableVendorByPhone(target.phoneNumber)).toMatchObject({ id: target.id, verification: 1 });
  c.expectDeclaredCalls('vegetableVendors', 'verifyVegetableVendorByPhone');
  expect((await listAll('vegetableVendors', { verified: true })).map((v) => v.id)).toContain(target.id);
});

test('updateMany applies the same change to each vendor through the edit endpoint', async () => {
  const verified = await listAll('professionals', { verified: true });
  const ids = verified.map((v) => v.id);
  expect(ids.length).toBeGreaterThan(0);
  await c.dp.updateMany('professionals', { ids, data: { price: '₹999 per visit' } });
  const after = await listAll('professionals', { verified: true });
  expect(after.every((v) => (v as { price?: string }).price === '₹999 per visit')).toBe(true);
});

describe.each(VENDOR_RESOURCES)('%s', (resource) => {
  test('getList: verified picks the endpoint, no filter merges both; records are legacy fields + kind + posterUrl', async () => {
    c.reset();
    const verified = await listAll(resource, { verified: true });
    c.expectDeclaredCalls(resource, 'getList');
    const unverified = await listAll(resource, { verified: false });
    const all = await c.dp.getList<VendorRecord>(resource, { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 3 } });
    c.expectDeclaredCalls(resource, 'getList');
    expect(verified.length).toBeGreaterThan(0);
    expect(unverified.length).toBeGreaterThan(0);
    expect(verified.every((v) => v.verification === 1)).toBe(true);
    expect(unverified.every((v) => v.verification === 0)).toBe(true);
    expect(all.total).toBe(verified.length + unverified.length);
    expect(all.data).toHaveLength(3);
    const names = all.data.map((v) => v.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const withPoster = must(verified[0]);
    expect(withPoster.kind).toBeTruthy();
    expect(withPoster.posterUrl).toMatch(new RegExp(`^${server.url}/\\w+/${withPoster.poster}$`));
    expect((await fetch(String(withPoster.posterUrl))).status).toBe(200);
    expect(withPoster).not.toHaveProperty('password');
  });

  test('getOne, getMany and getManyReference return exactly the getList records', async () => {
    const all = await listAll(resource);
    const first = must(all[0]);
    const second = must(all[1]);
    c.reset();
    expect((await c.dp.getOne(resource, { id: first.id })).data).toEqual(first);
    c.expectDeclaredCalls(resource, 'getOne');
    expect((await c.dp.getMany(resource, { ids: [second.id, first.id] })).data).toEqual(expect.arrayContaining([first, second]));
    c.expectDeclaredCalls(resource, 'getMany');
    const sameCity = await c.dp.getManyReference(resource, { target: 'city', id: first.city, filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 50 } });
    c.expectDeclaredCalls(resource, 'getManyReference');
    expect(sameCity.data).toContainEqual(first);
    expect(sameCity.data.every((v) => v.city === first.city)).toBe(true);
    const missing = await rejectionOf(c.dp.getOne(resource, { id: 999_999 }));
    expect(missing.status).toBe(404);
  });

  test('update sends the whole edit payload (no password unless typed) and the change reads back', async () => {
    const { field, value } = editCase(resource);
    const record = must((await listAll(resource, { verified: true }))[0]);
    c.reset();
    const { data } = await c.dp.update<VendorRecord>(resource, { id: record.id, data: { ...record, [field]: value, password: '' }, previousData: record });
    const edit = must(c.expectDeclaredCalls(resource, 'update')[0]);
    expect(JSON.parse(String(edit.body))).not.toHaveProperty('password');
    expect(data).toMatchObject({ id: record.id, [field]: value, kind: record.kind });
    expect((await c.dp.getOne(resource, { id: record.id })).data).toEqual(data);

    c.reset();
    await c.dp.update(resource, { id: record.id, data: { ...data, password: 'brand-new-pass' }, previousData: data });
    const withPassword = must(c.jar.calls.splice(0)[0]);
    expect(JSON.parse(String(withPassword.body)).password).toBe('brand-new-pass');
  });

  test('a refused edit is a 400 whose body.errors names the record field of the form', async () => {
    const { badField, badValue } = editCase(resource);
    const record = must((await listAll(resource))[0]);
    const error = await rejectionOf(c.dp.update(resource, { id: record.id, data: { ...record, [badField]: badValue }, previousData: record }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.body?.errors ?? {})).toContain(badField);
    expect((await c.dp.getOne(resource, { id: record.id })).data).toEqual(record);
  });

  test('images: list, set one as poster, upload a poster file, delete an image', async () => {
    const record = must((await listAll(resource, { verified: false }))[0]);
    c.reset();
    const images = await c.dp.vendorImages(resource, record.user_id);
    const [kept, other] = [must(images[0]), must(images[1])];
    c.expectDeclaredCalls(resource, 'vendorImages');
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect((await fetch(other.url)).status).toBe(200);

    await c.dp.setPosterFromImage(resource, record.user_id, other.name);
    c.expectDeclaredCalls(resource, 'setPosterFromImage');
    expect((await c.dp.getOne<VendorRecord>(resource, { id: record.id })).data.poster).toBe(other.name);

    c.reset();
    await c.dp.uploadPoster(resource, record.user_id, pngFile(samples.png));
    c.expectDeclaredCalls(resource, 'uploadPoster');
    const uploaded = (await c.dp.getOne<VendorRecord>(resource, { id: record.id })).data;
    expect(uploaded.poster).not.toBe(other.name);
    expect((await fetch(String(uploaded.posterUrl))).status).toBe(200);

    c.reset();
    await c.dp.deleteVendorImage(resource, record.user_id, kept.name);
    c.expectDeclaredCalls(resource, 'deleteVendorImage');
    expect((await c.dp.vendorImages(resource, record.user_id)).map((i) => i.name)).not.toContain(kept.name);
  });

  test('stories: list with media URLs and video flag, delete one', async () => {
    const all = await listAll(resource);
    let owner: VendorRecord | undefined;
    for (const vendor of all) {
      if ((await c.dp.vendorStories(resource, vendor.user_id)).length > 0) {
        owner = vendor;
        break;
      }
    }
    if (!owner) throw new Error('the demo seed gives every third vendor stories');
    c.reset();
    const stories = await c.dp.vendorStories(resource, owner.user_id);
    const story = must(stories[0]);
    c.expectDeclaredCalls(resource, 'vendorStories');
    for (const story of stories) expect(story.isVideo).toBe(story.todaystory.endsWith('.mp4'));
    expect((await fetch(story.url)).status).toBe(200);
    await c.dp.deleteStory(resource, story.id);
    c.expectDeclaredCalls(resource, 'deleteStory');
    expect((await c.dp.vendorStories(resource, owner.user_id)).map((s) => s.id)).not.toContain(story.id);
  });

  test('approve: refused without a poster (errors.poster), accepted with one; the vendor moves to the verified list', async () => {
    const unverified = await listAll(resource, { verified: false });
    const withoutPoster = unverified.find((v) => !v.poster);
    const withPoster = unverified.find((v) => v.poster);
    if (!withoutPoster || !withPoster) throw new Error('the demo seed has unverified vendors with and without a poster');
    const refused = await rejectionOf(c.dp.approveVendor(resource, withoutPoster));
    expect(refused.status).toBe(400);
    expect(refused.body?.errors).toHaveProperty('poster');
    c.reset();
    const approved = await c.dp.approveVendor(resource, withPoster);
    c.expectDeclaredCalls(resource, 'approveVendor');
    const verified = await listAll(resource, { verified: true });
    expect(verified.map((v) => v.id)).toContain(withPoster.id);
    // The answer is the record as the verified list now has it (the admin writes it into its cache).
    expect(verified.find((v) => v.id === withPoster.id)).toMatchObject(approved ?? {});
    expect(approved).toMatchObject({ id: withPoster.id, verification: 1 });
  });

  test('delete removes the vendor; deleteMany loops; create is not in the contract', async () => {
    const all = await listAll(resource);
    const [first, second, third] = [must(all[0]), must(all[1]), must(all[2])];
    c.reset();
    await c.dp.delete(resource, { id: first.id, previousData: first });
    c.expectDeclaredCalls(resource, 'delete');
    expect((await rejectionOf(c.dp.getOne(resource, { id: first.id }))).status).toBe(404);
    expect((await c.dp.deleteMany(resource, { ids: [second.id, third.id] })).data).toEqual([second.id, third.id]);
    const left = (await listAll(resource)).map((v) => v.id);
    expect(left).not.toContain(second.id);
    expect(left).not.toContain(third.id);
    await expect(c.dp.create(resource, { data: { name: 'x' } })).rejects.toThrow(`${resource}.create`);
  });
});
