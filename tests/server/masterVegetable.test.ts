/** Contract tests of the vegetable master data: categories, subcategories, images, toggles, renames. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { RESOURCE_DECLARATIONS } from '../../src/domain/resources/index.ts';
import { callKey, callsOf, contractOf } from '../helpers/contract.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import { multipart, samples, type TestServer } from '../helpers/server.ts';

const covered = new Set<string>();
/** A contract test, named after its call, recorded so the last test can check that none is missing. */
const contract = (key: string, fn: () => Promise<void>) => {
  covered.add(key);
  it(key, fn);
};

describe('vegetable master data', () => {
  let server: TestServer;
  const mediaFile = (folder: string, name: string) => path.join(server.dataDir, 'media', folder, name);
  const request = withAdminSession((started) => {
    server = started;
  });
  const categories = async () => (await request('GET', '/api/vegetable/categories')).json() as Array<Record<string, unknown>>;

  contract('GET /api/vegetable/categories', async () => {
    await request('POST', '/api/vegetable/add/category', { vegcategory: 'Tubers' });
    const res = await request('GET', '/api/vegetable/categories');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.find((c: { vegcategory: string }) => c.vegcategory === 'Tubers')).toEqual({
      id: expect.any(Number),
      vegcategory: 'Tubers',
      image_name: null,
      active: 1,
    });
  });

  contract('POST /api/vegetable/add/category', async () => {
    const json = await request('POST', '/api/vegetable/add/category', { vegcategory: '  Leafy Greens  ' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ vegcategory: 'Leafy Greens', image_name: null, active: 1 });

    const form = multipart({ vegcategory: 'Gourds' }, { categoryimg: { bytes: samples.png } });
    const withImage = await request('POST', '/api/vegetable/add/category', form);
    expect(withImage.statusCode).toBe(200);
    const created = withImage.json();
    expect(created.image_name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.vegetableCategoryImages, created.image_name))).toBe(true);
    const served = await server.app.inject({ method: 'GET', url: `/vegetable/category/images/${created.image_name}` });
    expect(served.statusCode).toBe(200);

    const duplicate = await request('POST', '/api/vegetable/add/category', { vegcategory: 'leafy greens' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toHaveProperty('vegcategory');
  });

  contract('POST /api/vegetable/add/subcategory', async () => {
    const parent = (await request('POST', '/api/vegetable/add/category', { vegcategory: 'Roots' })).json();
    const res = await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Carrot', categoryId: parent.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), subcategoryName: 'Carrot', subcategoryImage: null, active: 1, categoryId: parent.id });

    const form = multipart({ subcategoryName: 'Beetroot', categoryId: String(parent.id) }, { subcategoryImage: { bytes: samples.jpg, type: 'image/jpeg' } });
    const withImage = await request('POST', '/api/vegetable/add/subcategory', form);
    expect(withImage.statusCode).toBe(200);
    expect(withImage.json().subcategoryImage).toMatch(/\.jpg$/);

    const duplicate = await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'CARROT', categoryId: parent.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toHaveProperty('subcategoryName');

    const unknownParent = await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Yam', categoryId: 999999 });
    expect(unknownParent.statusCode).toBe(404);
  });

  contract('POST /vendor/maincategoryImgReplace', async () => {
    const form = multipart({ vegcategory: 'Replace Me' }, { categoryimg: { bytes: samples.png } });
    const created = (await request('POST', '/api/vegetable/add/category', form)).json();
    const oldFile = mediaFile(MEDIA_FOLDERS.vegetableCategoryImages, created.image_name);
    const res = await request(
      'POST',
      '/vendor/maincategoryImgReplace',
      multipart({ category_id: String(created.id), selected_image_path: created.image_name }, { replace_img: { bytes: samples.gif, type: 'image/gif' } }),
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({ id: created.id, vegcategory: 'Replace Me' });
    expect(updated.image_name).toMatch(/\.gif$/);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.vegetableCategoryImages, updated.image_name))).toBe(true);

    // The static path the admin shows is accepted as selected_image_path too.
    const again = await request(
      'POST',
      '/vendor/maincategoryImgReplace',
      multipart(
        { category_id: String(created.id), selected_image_path: `/vegetable/category/images/${updated.image_name}` },
        { replace_img: { bytes: samples.png } },
      ),
    );
    expect(again.statusCode).toBe(200);
  });

  contract('PUT /category/updateName', async () => {
    const created = (await request('POST', '/api/vegetable/add/category', { vegcategory: 'Fruts' })).json();
    const res = await request('PUT', '/category/updateName', { categoryId: created.id, newName: 'Fruits' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, vegcategory: 'Fruits' });
    expect((await categories()).find((c) => c.id === created.id)?.vegcategory).toBe('Fruits');

    const missing = await request('PUT', '/category/updateName', { categoryId: 999999, newName: 'Nothing' });
    expect(missing.statusCode).toBe(404);
  });

  contract('DELETE /vegetable/delete/category/{id}', async () => {
    const form = multipart({ vegcategory: 'Doomed' }, { categoryimg: { bytes: samples.png } });
    const created = (await request('POST', '/api/vegetable/add/category', form)).json();
    const sub = (
      await request('POST', '/api/vegetable/add/subcategory', multipart({ subcategoryName: 'Gone', categoryId: String(created.id) }, { subcategoryImage: { bytes: samples.png } }))
    ).json();
    const res = await request('DELETE', `/vegetable/delete/category/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    expect((await categories()).some((c) => c.id === created.id)).toBe(false);
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.vegetableCategoryImages, created.image_name))).toBe(false);
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.vegetableSubcategoryImages, sub.subcategoryImage))).toBe(false);
    expect((await request('GET', `/api/vegetable-subcategories/${created.id}`)).statusCode).toBe(404);
    expect((await request('DELETE', `/vegetable/delete/category/${created.id}`)).statusCode).toBe(404);
  });

  contract('PUT /admin/vegetable-categories/{id}', async () => {
    const created = (await request('POST', '/api/vegetable/add/category', { vegcategory: 'Toggle' })).json();
    const off = await request('PUT', `/admin/vegetable-categories/${created.id}`, { active: 0 });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: created.id, active: 0 });
    const on = await request('PUT', `/admin/vegetable-categories/${created.id}`, { active: true });
    expect(on.json().active).toBe(1);
    expect((await request('PUT', '/admin/vegetable-categories/999999', { active: 1 })).statusCode).toBe(404);
  });

  contract('GET /api/vegetable-subcategories/{categoryId}', async () => {
    const parent = (await request('POST', '/api/vegetable/add/category', { vegcategory: 'Herbs' })).json();
    await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Mint', categoryId: parent.id });
    await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Basil', categoryId: parent.id });
    const res = await request('GET', `/api/vegetable-subcategories/${parent.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), subcategoryName: 'Basil', subcategoryImage: null, active: 1, categoryId: parent.id },
      { id: expect.any(Number), subcategoryName: 'Mint', subcategoryImage: null, active: 1, categoryId: parent.id },
    ]);
    expect((await request('GET', '/api/vegetable-subcategories/999999')).statusCode).toBe(404);
  });

  contract('PUT /admin/vegetable-subcategories/{id}', async () => {
    const parent = (await request('POST', '/api/vegetable/add/category', { vegcategory: 'Pods' })).json();
    const sub = (await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Peas', categoryId: parent.id })).json();
    const res = await request('PUT', `/admin/vegetable-subcategories/${sub.id}`, { active: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sub.id, active: 0 });
    expect((await request('PUT', '/admin/vegetable-subcategories/999999', { active: 0 })).statusCode).toBe(404);
  });

  contract('POST /vendor/subcategoryImgReplace', async () => {
    const parent = (await request('POST', '/api/vegetable/add/category', { vegcategory: 'Greens' })).json();
    const sub = (await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Spinach', categoryId: parent.id })).json();
    // A record without an image yet: legacy forms send the missing name as the text "null".
    const res = await request('POST', '/vendor/subcategoryImgReplace', multipart({ subcategory_id: String(sub.id), selected_image_path: 'null' }, { replace_img: { bytes: samples.png } }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sub.id, subcategoryName: 'Spinach', categoryId: parent.id });
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.vegetableSubcategoryImages, res.json().subcategoryImage))).toBe(true);
  });

  contract('PUT /subcategory/updateName', async () => {
    const parent = (await request('POST', '/api/vegetable/add/category', { vegcategory: 'Melons' })).json();
    const sub = (await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Watermelom', categoryId: parent.id })).json();
    await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Muskmelon', categoryId: parent.id });
    const res = await request('PUT', '/subcategory/updateName', { subcategoryId: sub.id, newName: 'Watermelon' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, id: sub.id, subcategoryName: 'Watermelon' });
    const taken = await request('PUT', '/subcategory/updateName', { subcategoryId: sub.id, newName: 'muskmelon' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('newName');
    expect((await request('PUT', '/subcategory/updateName', { subcategoryId: 999999, newName: 'X' })).statusCode).toBe(404);
  });

  it('covers every vegetable category call of the contract', async () => {
    const contract = contractOf((await request('GET', '/api/openapi.json')).json());
    // Not the professional categories' nor the simple masters' (transport categories, any other declared one).
    const simpleMasterCalls = new Set<string>(RESOURCE_DECLARATIONS.flatMap((declaration) => Object.values(declaration.simpleMaster?.endpoints ?? {})));
    const expected = callsOf(contract, 'master')
      .map(callKey)
      .filter((key) => !/professional/.test(key) && !simpleMasterCalls.has(key));
    expect([...covered].sort()).toEqual(expected.sort());
  });
});
