/** Contract tests of the professional master data: images are required on add (SPEC section 5). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { messages as messageKeys } from '../../src/domain/schemas.ts';
import { inEnglish } from '../helpers/texts.ts';
import { callKey, callsOf, contractOf } from '../helpers/contract.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import { multipart, samples, type TestServer } from '../helpers/server.ts';

const messages = inEnglish(messageKeys);

const covered = new Set<string>();
const contract = (key: string, fn: () => Promise<void>) => {
  covered.add(key);
  it(key, fn);
};

describe('professional master data', () => {
  let server: TestServer;
  const mediaFile = (folder: string, name: string) => path.join(server.dataDir, 'media', folder, name);
  const request = withAdminSession((started) => {
    server = started;
  });
  const addCategory = async (name: string) => {
    const res = await request('POST', '/professional/add/category', multipart({ professionalCategory: name }, { categoryimg: { bytes: samples.png } }));
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; professionalCategory: string; image_name: string; active: number };
  };
  const addSubcategory = async (categoryId: number, name: string) => {
    const res = await request(
      'POST',
      '/professional/add/subcategory',
      multipart({ subcategoryName: name, categoryId: String(categoryId) }, { subcategoryImage: { bytes: samples.png } }),
    );
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; subcategoryName: string; subcategoryImage: string; active: number; categoryId: number };
  };

  contract('GET /admin/professional/category', async () => {
    const created = await addCategory('Electrician');
    const res = await request('GET', '/admin/professional/category');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: created.id, professionalCategory: 'Electrician' });
  });

  contract('GET /professional/categories', async () => {
    const created = await addCategory('Plumber');
    const res = await request('GET', '/professional/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: created.id, professionalCategory: 'Plumber', image_name: created.image_name, active: 1 });
  });

  contract('POST /professional/add/category', async () => {
    const created = await addCategory('Chef');
    expect(created).toMatchObject({ professionalCategory: 'Chef', active: 1 });
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.professionalCategoryImages, created.image_name))).toBe(true);
    const noImage = await request('POST', '/professional/add/category', multipart({ professionalCategory: 'Baker' }));
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().errors).toEqual({ categoryimg: messages.categoryNameAndImage });
    const duplicate = await request('POST', '/professional/add/category', multipart({ professionalCategory: 'chef' }, { categoryimg: { bytes: samples.png } }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toHaveProperty('professionalCategory');
  });

  contract('POST /professional/add/subcategory', async () => {
    const parent = await addCategory('Carpenter');
    const sub = await addSubcategory(parent.id, 'Furniture Repair');
    expect(sub).toMatchObject({ subcategoryName: 'Furniture Repair', active: 1, categoryId: parent.id });
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.professionalSubcategoryImages, sub.subcategoryImage))).toBe(true);
    const missing = await request('POST', '/professional/add/subcategory', multipart({ subcategoryName: '', categoryId: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      subcategoryName: messages.fillAllFields,
      categoryId: messages.fillAllFields,
      subcategoryImage: messages.fillAllFields,
    });
  });

  contract('PUT /professional/edit/category', async () => {
    const created = await addCategory('Electrecian');
    const res = await request('PUT', '/professional/edit/category', { categoryId: created.id, professionalCategory: 'Electrical Works' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, professionalCategory: 'Electrical Works', image_name: created.image_name });
    await addCategory('Painter');
    const taken = await request('PUT', '/professional/edit/category', { categoryId: created.id, professionalCategory: 'PAINTER' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('professionalCategory');
  });

  contract('POST /vendor/professionalcategoryImgReplace', async () => {
    const created = await addCategory('Gardener');
    const res = await request(
      'POST',
      '/vendor/professionalcategoryImgReplace',
      multipart({ category_id: String(created.id), selected_image_path: created.image_name }, { replace_img: { bytes: samples.jpg, type: 'image/jpeg' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().image_name).toMatch(/\.jpg$/);
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.professionalCategoryImages, created.image_name))).toBe(false);
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.professionalCategoryImages, res.json().image_name))).toBe(true);
  });

  contract('DELETE /professional/delete/category/{id}', async () => {
    const created = await addCategory('Mason');
    const sub = await addSubcategory(created.id, 'Tiling');
    const res = await request('DELETE', `/professional/delete/category/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.professionalCategoryImages, created.image_name))).toBe(false);
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.professionalSubcategoryImages, sub.subcategoryImage))).toBe(false);
    expect((await request('DELETE', `/professional/delete/category/${created.id}`)).statusCode).toBe(404);
  });

  contract('PUT /admin/professional-categories/{id}', async () => {
    const created = await addCategory('Driver');
    const off = await request('PUT', `/admin/professional-categories/${created.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: created.id, active: 0 });
    const on = await request('PUT', `/admin/professional-categories/${created.id}`, { active: 1 });
    expect(on.json().active).toBe(1);
  });

  contract('GET /professional-subcategories/{categoryId}', async () => {
    const parent = await addCategory('Cleaner');
    const sub = await addSubcategory(parent.id, 'Deep Cleaning');
    const res = await request('GET', `/professional-subcategories/${parent.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: sub.id, subcategoryName: 'Deep Cleaning', subcategoryImage: sub.subcategoryImage, active: 1, categoryId: parent.id }]);
  });

  contract('PUT /admin/professional-subcategories/{id}', async () => {
    const parent = await addCategory('Security');
    const sub = await addSubcategory(parent.id, 'Night Watch');
    const res = await request('PUT', `/admin/professional-subcategories/${sub.id}`, { active: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sub.id, active: 0 });
  });

  contract('POST /vendor/professional/subcategoryImgReplace', async () => {
    const parent = await addCategory('Tailor');
    const sub = await addSubcategory(parent.id, 'Uniforms');
    const res = await request(
      'POST',
      '/vendor/professional/subcategoryImgReplace',
      multipart({ subcategory_id: String(sub.id), selected_image_path: sub.subcategoryImage }, { replace_img: { bytes: samples.gif, type: 'image/gif' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().subcategoryImage).toMatch(/\.gif$/);
    expect(fs.existsSync(mediaFile(MEDIA_FOLDERS.professionalSubcategoryImages, sub.subcategoryImage))).toBe(false);
  });

  contract('PUT /professional/master/subcategory/updateName', async () => {
    const parent = await addCategory('Waiter');
    const sub = await addSubcategory(parent.id, 'Banquet');
    const res = await request('PUT', '/professional/master/subcategory/updateName', { subcategoryId: sub.id, newName: 'Banquet Service' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, id: sub.id, subcategoryName: 'Banquet Service' });
    const list = (await request('GET', `/professional-subcategories/${parent.id}`)).json();
    expect(list[0].subcategoryName).toBe('Banquet Service');
  });

  it('covers every professional master-data call of the contract', async () => {
    const contract = contractOf((await request('GET', '/api/openapi.json')).json());
    const expected = callsOf(contract, 'master')
      .map(callKey)
      .filter((key) => /professional/.test(key));
    expect([...covered].sort()).toEqual(expected.sort());
  });
});
