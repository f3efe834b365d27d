/**
 * A media file that cannot be removed after its change committed (a read-only media folder, simulated through
 * the store's removal function): the request still answers 200 (the change did commit), the file stays listed in
 * the media journal, and the next start (or a running instance's sweep) removes it once it is older than the
 * sweep's grace. Covers every route that drops a file: poster chosen from the gallery, poster upload replacing one,
 * image delete, story delete, vendor delete, category delete (with its subcategories' images) and
 * category/subcategory image replace.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { VENDOR_KIND_CONFIGS } from '../../server/routes/vendors/kinds.ts';
import { SWEEP_GRACE_MS, type RemoveFile } from '../../server/media/storage.ts';
import { multipart, samples, startServer, type TestServer } from '../helpers/server.ts';
import { addImage, addStory, createVendor } from '../server/vendorFixtures.ts';

const readOnlyFolder = (file: string) => {
  throw Object.assign(new Error(`EROFS: read-only file system, unlink '${file}'`), { code: 'EROFS', syscall: 'unlink' });
};

let server: TestServer;
let cookie = '';
const removeIfPresent: RemoveFile = (file) => fs.rmSync(file, { force: true });
/** Files each test expects left on disk and listed, removed by the sweep of the next start. */
const orphans: { folder: string; name: string }[] = [];

beforeAll(async () => {
  server = await startServer();
  cookie = await server.login();
  server.media.removeFile = readOnlyFolder;
});
afterAll(() => server?.close());

const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const listed = () => server.app.db.selectFrom('media_pending_removal').select(['folder', 'name']).orderBy('folder').orderBy('name').execute();
const onDisk = (folder: string, name: string) => fs.existsSync(path.join(server.media.root, folder, name));

/** The change committed and said so; the file it dropped is still there and listed. */
async function expectCommittedAndListed(res: { statusCode: number; body: string }, folder: string, name: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(onDisk(folder, name)).toBe(true);
  expect(await listed()).toContainEqual({ folder, name });
  orphans.push({ folder, name });
}

describe('a removal that fails after the change committed', () => {
  const veg = VENDOR_KIND_CONFIGS.vegetable;

  it('poster chosen from the gallery: 200, the replaced upload stays listed', async () => {
    const uploaded = server.media.save(veg.media.images, samples.png, 'poster');
    const { userId } = await createVendor(server, 'vegetable', { poster: uploaded });
    const image = await addImage(server, 'vegetable', userId);
    const res = await send('PUT', '/vegetable/poster/storeimg', { user_id: userId, poster: image });
    await expectCommittedAndListed(res, veg.media.images, uploaded);
    expect(res.json().poster).toBe(image);
  });

  it('poster upload replacing an uploaded poster: 200, the old one stays listed', async () => {
    const uploaded = server.media.save(veg.media.images, samples.png, 'poster');
    const { userId } = await createVendor(server, 'vegetable', { poster: uploaded });
    const res = await send('PUT', '/vegetable/poster/upload', multipart({ user_id: String(userId) }, { poster: { bytes: samples.png } }));
    await expectCommittedAndListed(res, veg.media.images, uploaded);
  });

  it('image delete: 200, the image row is gone, its file listed', async () => {
    const { userId } = await createVendor(server, 'vegetable');
    const image = await addImage(server, 'vegetable', userId);
    const res = await send('DELETE', `/vegetable/storeimage/${userId}/${image}`);
    await expectCommittedAndListed(res, veg.media.images, image);
    expect(res.json().imagePaths).toEqual([]);
  });

  it('story delete: 200, the story row is gone, its file listed', async () => {
    const { userId } = await createVendor(server, 'vegetable');
    const story = await addStory(server, 'vegetable', userId);
    const res = await send('DELETE', `/vendor/vegetablestories/${story.id}`);
    await expectCommittedAndListed(res, veg.media.stories, story.todaystory);
    expect(await server.app.db.selectFrom('vendor_stories').select('id').where('id', '=', story.id).execute()).toEqual([]);
  });

  it('vendor delete: 200, the vendor is gone, every file of it listed', async () => {
    const hotel = VENDOR_KIND_CONFIGS.hotel;
    const poster = server.media.save(hotel.media.images, samples.png, 'poster');
    const { userId } = await createVendor(server, 'hotel', { poster });
    const image = await addImage(server, 'hotel', userId);
    const story = await addStory(server, 'hotel', userId);
    const res = await send('DELETE', `/admin/unverifiedvendor/delete/${userId}`);
    await expectCommittedAndListed(res, hotel.media.images, poster);
    await expectCommittedAndListed(res, hotel.media.images, image);
    await expectCommittedAndListed(res, hotel.media.stories, story.todaystory);
    expect(await server.app.db.selectFrom('vendor_users').select('id').where('id', '=', userId).execute()).toEqual([]);
  });

  it('category delete: 200, the category and its subcategories gone, their images listed', async () => {
    const added = await send('POST', '/api/vegetable/add/category', multipart({ vegcategory: 'Gourds' }, { categoryimg: { bytes: samples.png } }));
    expect(added.statusCode, added.body).toBe(200);
    const category = added.json() as { id: number; image_name: string };
    const sub = await send('POST', '/api/vegetable/add/subcategory', multipart({ subcategoryName: 'Snake gourd', categoryId: String(category.id) }, { subcategoryImage: { bytes: samples.png } }));
    expect(sub.statusCode, sub.body).toBe(200);
    const subcategoryImage = (sub.json() as { subcategoryImage: string }).subcategoryImage;
    const categoryImage = category.image_name;
    const res = await send('DELETE', `/vegetable/delete/category/${category.id}`);
    await expectCommittedAndListed(res, MEDIA_FOLDERS.vegetableCategoryImages, categoryImage);
    await expectCommittedAndListed(res, MEDIA_FOLDERS.vegetableSubcategoryImages, subcategoryImage);
  });

  it('category image replace: 200 with the new image, the old one listed', async () => {
    const added = await send('POST', '/api/vegetable/add/category', multipart({ vegcategory: 'Greens' }, { categoryimg: { bytes: samples.png } }));
    const category = added.json() as { id: number; image_name: string };
    const res = await send(
      'POST',
      '/vendor/maincategoryImgReplace',
      multipart({ category_id: String(category.id), selected_image_path: category.image_name }, { replace_img: { bytes: samples.png } }),
    );
    await expectCommittedAndListed(res, MEDIA_FOLDERS.vegetableCategoryImages, category.image_name);
    expect(res.json().image_name).not.toBe(category.image_name);
  });

  it('the next start removes every listed file once it is older than the sweep\'s grace, and empties the list', async () => {
    expect(orphans.length).toBeGreaterThan(0);
    server.media.removeFile = removeIfPresent;
    // The time passing before that start: a fresh row could be another instance's change still committing.
    await server.app.db.updateTable('media_pending_removal').set({ listed_at: new Date(Date.now() - SWEEP_GRACE_MS - 60_000).toISOString() }).execute();
    await server.close({ keepData: true });
    server = await startServer({ dataDir: server.dataDir });
    for (const { folder, name } of orphans) expect(onDisk(folder, name), `${folder}/${name}`).toBe(false);
    expect(await listed()).toEqual([]);
  });
});
