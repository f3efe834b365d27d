/**
 * Bad input to the master-data, transport and call-request routes: each case must answer 400 naming the
 * field, and a follow-up read of every list (and the media folders) must show that nothing changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants.ts';
import { insertCallRequest } from '../../server/repositories/callRequests.ts';
import { withAdminSession, type Method } from '../helpers/adminSession.ts';
import { multipart, samples, type TestServer } from '../helpers/server.ts';

interface Ids {
  veg: number;
  vegImage: string;
  vegSub: number;
  pro: number;
  proImage: string;
  proSub: number;
  transport: number;
  call: number;
}
interface BadCase {
  name: string;
  method: Method;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => object | FormData;
  field: string;
}

const png = { bytes: samples.png };
const notAnImage = { bytes: samples.notAnImage, type: 'image/png', filename: 'innocent.png' };
const oversize = { bytes: Buffer.concat([samples.png, Buffer.alloc(MAX_UPLOAD_BYTES)]), type: 'image/png' };
const long = (n: number) => 'x'.repeat(n);

const CASES: BadCase[] = [
  { name: 'vegetable category without a name', method: 'POST', url: () => '/api/vegetable/add/category', body: () => ({}), field: 'vegcategory' },
  { name: 'vegetable category with a blank name', method: 'POST', url: () => '/api/vegetable/add/category', body: () => ({ vegcategory: '   ' }), field: 'vegcategory' },
  { name: 'vegetable category name too long', method: 'POST', url: () => '/api/vegetable/add/category', body: () => ({ vegcategory: long(101) }), field: 'vegcategory' },
  {
    name: 'vegetable category image that is not an image (declared image/png)',
    method: 'POST',
    url: () => '/api/vegetable/add/category',
    body: () => multipart({ vegcategory: 'Fake Image' }, { categoryimg: notAnImage }),
    field: 'categoryimg',
  },
  {
    name: 'vegetable subcategory without a name',
    method: 'POST',
    url: () => '/api/vegetable/add/subcategory',
    body: (ids) => ({ subcategoryName: '', categoryId: ids.veg }),
    field: 'subcategoryName',
  },
  {
    name: 'vegetable subcategory with a non-numeric categoryId',
    method: 'POST',
    url: () => '/api/vegetable/add/subcategory',
    body: () => ({ subcategoryName: 'Okra', categoryId: 'abc' }),
    field: 'categoryId',
  },
  { name: 'category rename to blank', method: 'PUT', url: () => '/category/updateName', body: (ids) => ({ categoryId: ids.veg, newName: ' ' }), field: 'newName' },
  { name: 'category rename with a bad categoryId', method: 'PUT', url: () => '/category/updateName', body: () => ({ categoryId: 'x', newName: 'New' }), field: 'categoryId' },
  { name: 'vegetable category active 2', method: 'PUT', url: (ids) => `/admin/vegetable-categories/${ids.veg}`, body: () => ({ active: 2 }), field: 'active' },
  { name: 'vegetable category id not a number', method: 'PUT', url: () => '/admin/vegetable-categories/abc', body: () => ({ active: 1 }), field: 'id' },
  { name: 'vegetable subcategory active "yes"', method: 'PUT', url: (ids) => `/admin/vegetable-subcategories/${ids.vegSub}`, body: () => ({ active: 'yes' }), field: 'active' },
  { name: 'subcategory rename without newName', method: 'PUT', url: () => '/subcategory/updateName', body: (ids) => ({ subcategoryId: ids.vegSub }), field: 'newName' },
  {
    name: 'category image replace with a traversal selected_image_path',
    method: 'POST',
    url: () => '/vendor/maincategoryImgReplace',
    body: (ids) => multipart({ category_id: String(ids.veg), selected_image_path: '../../marketplace.db' }, { replace_img: png }),
    field: 'selected_image_path',
  },
  {
    name: 'category image replace without a file',
    method: 'POST',
    url: () => '/vendor/maincategoryImgReplace',
    body: (ids) => multipart({ category_id: String(ids.veg), selected_image_path: ids.vegImage }),
    field: 'replace_img',
  },
  {
    name: 'category image replace without category_id',
    method: 'POST',
    url: () => '/vendor/maincategoryImgReplace',
    body: (ids) => multipart({ selected_image_path: ids.vegImage }, { replace_img: png }),
    field: 'category_id',
  },
  {
    name: 'subcategory image replace with non-image bytes',
    method: 'POST',
    url: () => '/vendor/subcategoryImgReplace',
    body: (ids) => multipart({ subcategory_id: String(ids.vegSub) }, { replace_img: notAnImage }),
    field: 'replace_img',
  },
  {
    name: 'subcategory image replace over 5 MB',
    method: 'POST',
    url: () => '/vendor/subcategoryImgReplace',
    body: (ids) => multipart({ subcategory_id: String(ids.vegSub) }, { replace_img: oversize }),
    field: 'replace_img',
  },
  {
    name: 'professional category without a name',
    method: 'POST',
    url: () => '/professional/add/category',
    body: () => multipart({ professionalCategory: '' }, { categoryimg: png }),
    field: 'professionalCategory',
  },
  {
    name: 'professional category with a non-image file',
    method: 'POST',
    url: () => '/professional/add/category',
    body: () => multipart({ professionalCategory: 'Fake' }, { categoryimg: notAnImage }),
    field: 'categoryimg',
  },
  {
    name: 'professional subcategory without a name',
    method: 'POST',
    url: () => '/professional/add/subcategory',
    body: (ids) => multipart({ categoryId: String(ids.pro) }, { subcategoryImage: png }),
    field: 'subcategoryName',
  },
  {
    name: 'professional category rename to blank',
    method: 'PUT',
    url: () => '/professional/edit/category',
    body: (ids) => ({ categoryId: ids.pro, professionalCategory: '' }),
    field: 'professionalCategory',
  },
  { name: 'professional category active "maybe"', method: 'PUT', url: (ids) => `/admin/professional-categories/${ids.pro}`, body: () => ({ active: 'maybe' }), field: 'active' },
  { name: 'professional subcategory active missing', method: 'PUT', url: (ids) => `/admin/professional-subcategories/${ids.proSub}`, body: () => ({}), field: 'active' },
  {
    name: 'professional subcategory rename to blank',
    method: 'PUT',
    url: () => '/professional/master/subcategory/updateName',
    body: (ids) => ({ subcategoryId: ids.proSub, newName: '  ' }),
    field: 'newName',
  },
  {
    name: "professional category image replace naming another category's image",
    method: 'POST',
    url: () => '/vendor/professionalcategoryImgReplace',
    body: (ids) => multipart({ category_id: String(ids.pro), selected_image_path: ids.vegImage }, { replace_img: png }),
    field: 'selected_image_path',
  },
  {
    name: 'professional subcategory image replace with a bad subcategory_id',
    method: 'POST',
    url: () => '/vendor/professional/subcategoryImgReplace',
    body: () => multipart({ subcategory_id: '-3' }, { replace_img: png }),
    field: 'subcategory_id',
  },
  { name: 'transport category blank', method: 'POST', url: () => '/transport/add/category', body: () => ({ vehicleCategory: '' }), field: 'vehicleCategory' },
  { name: 'transport category rename to a number', method: 'PUT', url: (ids) => `/transport/edit/category/${ids.transport}`, body: () => ({ vehicleCategory: 42 }), field: 'vehicleCategory' },
  { name: 'transport category id 0', method: 'PUT', url: () => '/transport/edit/category/0', body: () => ({ vehicleCategory: 'Bus' }), field: 'id' },
  { name: 'transport delete with a fractional id', method: 'DELETE', url: () => '/transport/delete/category/1.5', field: 'id' },
  { name: 'notes that are not text', method: 'PUT', url: (ids) => `/updateNotes/${ids.call}`, body: () => ({ notes: 5 }), field: 'notes' },
  { name: 'notes over 2000 characters', method: 'PUT', url: (ids) => `/updateNotes/${ids.call}`, body: () => ({ notes: long(2001) }), field: 'notes' },
  { name: 'notes on a non-numeric id', method: 'PUT', url: () => '/updateNotes/abc', body: () => ({ notes: 'x' }), field: 'id' },
  { name: 'call request delete with a negative id', method: 'DELETE', url: () => '/callrequest/deleteRow/-1', field: 'id' },
  { name: 'vegetable category delete with a non-numeric id', method: 'DELETE', url: () => '/vegetable/delete/category/one', field: 'id' },
];

describe('bad input to master data, transport categories and call requests', () => {
  let server: TestServer;
  let ids: Ids;
  const request = withAdminSession((started) => {
    server = started;
  });

  const listFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [path.relative(server.dataDir, full)];
    });

  /** Everything the admin can read back, plus every media file name. */
  const snapshot = async () => ({
    vegetable: (await request('GET', '/api/vegetable/categories')).json(),
    vegetableSubs: (await request('GET', `/api/vegetable-subcategories/${ids.veg}`)).json(),
    professional: (await request('GET', '/professional/categories')).json(),
    professionalSubs: (await request('GET', `/professional-subcategories/${ids.pro}`)).json(),
    transport: (await request('GET', '/transport/categories')).json(),
    calls: (await request('GET', '/getCallRequests')).json(),
    files: listFiles(path.join(server.dataDir, 'media')).sort(),
  });

  beforeAll(async () => {
    const veg = (await request('POST', '/api/vegetable/add/category', multipart({ vegcategory: 'Leafy Greens' }, { categoryimg: png }))).json();
    const vegSub = (await request('POST', '/api/vegetable/add/subcategory', multipart({ subcategoryName: 'Spinach', categoryId: String(veg.id) }, { subcategoryImage: png }))).json();
    const pro = (await request('POST', '/professional/add/category', multipart({ professionalCategory: 'Chef' }, { categoryimg: png }))).json();
    const proSub = (await request('POST', '/professional/add/subcategory', multipart({ subcategoryName: 'Tandoor', categoryId: String(pro.id) }, { subcategoryImage: png }))).json();
    const transport = (await request('POST', '/transport/add/category', { vehicleCategory: 'Tempo' })).json();
    const call = await insertCallRequest(server.app.db, { phone_number: '9876543210', notes: 'Original note' });
    ids = { veg: veg.id, vegImage: veg.image_name, vegSub: vegSub.id, pro: pro.id, proImage: pro.image_name, proSub: proSub.id, transport: transport.id, call };
  });

  it('has at least 15 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s: 400 naming the field, nothing changed', async (_name, c) => {
    const before = await snapshot();
    const res = await request(c.method, c.url(ids), c.body?.(ids));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toHaveProperty(c.field);
    expect(typeof body.errors[c.field]).toBe('string');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['/vendor/subcategoryImgReplace', 'replace_img', notAnImage, 'The image must be a JPEG, PNG, WebP or GIF file'],
    ['/vendor/subcategoryImgReplace', 'replace_img', oversize, 'The file must be at most 5 MB'],
    ['/professional/add/category', 'categoryimg', notAnImage, 'The image must be a JPEG, PNG, WebP or GIF file'],
  ] as const)('%s: a bad %s is told in words, not by the form field\'s name', async (url, field, file, message) => {
    const fields: Record<string, string> = url === '/professional/add/category' ? { professionalCategory: 'Fake' } : { subcategory_id: String(ids.vegSub) };
    const res = await request('POST', url, multipart(fields, { [field]: file }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it('an image replace without a file says a file is required', async () => {
    const res = await request('POST', '/vendor/maincategoryImgReplace', multipart({ category_id: String(ids.veg), selected_image_path: ids.vegImage }));
    expect(res.json().errors).toEqual({ replace_img: 'A file is required' });
  });
});
