/**
 * The portal's whole application (capability portalApplication): master-data choices, photos by content and resized,
 * the poster among them, the prefilled application and its resubmission after "changes requested".
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { gradientPng } from '../../server/db/seed/png.ts';
import { PHOTO_MAX_PX, THUMB_PX } from '../../server/media/resize.ts';
import { seedMasterData, STORE_PASSWORD, VEGETABLE_STORE_APPLICATION } from './portalFixtures.ts';
import { acceptRequiredDocuments } from './vendorFixtures.ts';

const PASSWORD = STORE_PASSWORD;
const STORE = VEGETABLE_STORE_APPLICATION;

describe('the portal application (portalApplication)', () => {
  let server: TestServer;
  let authorization: string;
  let vendorId: number;
  beforeAll(async () => {
    server = await startServer();
    await seedMasterData(server.app.db);
    expect((await server.app.inject({ method: 'POST', url: '/api/vendor/apply', payload: STORE })).statusCode).toBe(202);
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'vegetable', phoneNumber: STORE.phoneNumber, password: PASSWORD } });
    authorization = `Bearer ${login.json().token}`;
    vendorId = login.json().user.id;
  });
  afterAll(() => server.close());

  const asVendor = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { authorization } });
  const upload = async (bytes: Buffer, token = authorization) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.png');
    return fetch(`${server.url}/api/vendor/images`, { method: 'POST', body: form, headers: { authorization: token } });
  };
  const decide = async (action: string, reason?: string) => {
    const cookie = await server.login();
    const res = await server.app.inject({ method: 'POST', url: `/api/reviews/${vendorId}/decision`, payload: { action, reason }, headers: { cookie } });
    expect(res.statusCode).toBe(200);
  };

  it('offers categories and vehicle types from master data, active ones only; the capability is announced', async () => {
    const professional = await server.app.inject({ method: 'GET', url: '/api/vendor/choices/professional' });
    expect(professional.json()).toEqual({ choices: { professionalcategory: ['Chef', 'Plumber'] } });
    const transport = await server.app.inject({ method: 'GET', url: '/api/vendor/choices/transport' });
    expect(transport.json()).toEqual({ choices: { vehicleType: ['Mini truck'] } });
    expect((await server.app.inject({ method: 'GET', url: '/api/vendor/choices/bakery' })).statusCode).toBe(404);
    const capabilities = await server.app.inject({ method: 'GET', url: '/api/capabilities' });
    expect(capabilities.json().extensions).toContain('portalApplication');
  });

  it('refuses a category that is not in master data, naming the field', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/vendor/apply',
      payload: { ...STORE, phoneNumber: '9840011199', business_category: 'Banana Republic' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ business_category: 'Choose a Category from the list' });
  });

  it('reads back every apply field stored, the password never', async () => {
    const res = await asVendor('GET', '/api/vendor/application');
    expect(res.statusCode).toBe(200);
    const { password: _password, acceptTerms: _terms, category, ...fields } = STORE;
    expect(res.json()).toMatchObject({ category, values: fields, images: [], poster: null, state: 'applied', reason: null, reasonFields: [], editable: true });
    expect(res.json().values).not.toHaveProperty('password');
    expect((await server.app.inject({ method: 'GET', url: '/api/vendor/application' })).statusCode).toBe(401);
  });

  it('takes photos by content, resized and thumbnailed, as gallery images the admin sees; the first becomes the poster', async () => {
    const notAnImage = await upload(Buffer.from('%PDF-1.4 pretending to be a photo'));
    expect(notAnImage.status).toBe(400);
    expect((await notAnImage.json()).errors).toEqual({ file: 'The photo must be a JPEG, PNG, WebP or GIF file' });

    const big = gradientPng(2400, 1200, [20, 120, 40], [200, 230, 90], 6);
    const first = await upload(big);
    expect(first.status).toBe(200);
    const photos = await first.json();
    expect(photos.images).toHaveLength(1);
    const [photo] = photos.images;
    expect(photos.poster).toBe(photo.name);
    expect(photo.name).toMatch(/\.jpg$/);
    expect(photo.url).toBe(`/vegetablestoreimages/${photo.name}`);

    const folder = path.join(server.dataDir, 'media', 'vegetablestoreimages');
    const stored = await sharp(fs.readFileSync(path.join(folder, photo.name))).metadata();
    expect([stored.width, stored.height]).toEqual([PHOTO_MAX_PX, PHOTO_MAX_PX / 2]);
    const thumb = await sharp(fs.readFileSync(path.join(folder, path.basename(photo.thumbnail)))).metadata();
    expect([thumb.width, thumb.height]).toEqual([THUMB_PX, THUMB_PX]);

    const second = await (await upload(gradientPng(300, 200, [90, 30, 30], [240, 200, 120], 3))).json();
    expect(second.images).toHaveLength(2);
    expect(second.poster).toBe(photo.name);

    const cookie = await server.login();
    const admin = await server.app.inject({ method: 'GET', url: `/vegetable/storeimage/${vendorId}`, headers: { cookie } });
    expect(admin.json().imagePaths).toEqual(second.images.map((image: { name: string }) => image.name));
    expect((await upload(big, 'Bearer nope')).status).toBe(401);
  });

  it('lets the vendor choose the poster among their photos only, and remove a photo', async () => {
    const { images } = (await asVendor('GET', '/api/vendor/application')).json();
    const chosen = await asVendor('PUT', '/api/vendor/poster', { poster: images[1].name });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().poster).toBe(images[1].name);
    const foreign = await asVendor('PUT', '/api/vendor/poster', { poster: 'someone-else.jpg' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ poster: 'Choose the poster among your photos' });

    const folder = path.join(server.dataDir, 'media', 'vegetablestoreimages');
    const removed = await asVendor('DELETE', `/api/vendor/images/${images[0].name}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().images.map((image: { name: string }) => image.name)).toEqual([images[1].name]);
    expect(fs.existsSync(path.join(folder, images[0].name))).toBe(false);
    expect(fs.existsSync(path.join(folder, path.basename(images[0].thumbnail)))).toBe(false);
    expect((await asVendor('DELETE', `/api/vendor/images/${images[0].name}`)).statusCode).toBe(404);
  });

  it('after "changes requested": the prefilled application with the reason and the fields it names; resubmission sends it back', async () => {
    await decide('request_changes', 'The Service Details are too short and the photos are blurred');
    const read = (await asVendor('GET', '/api/vendor/application')).json();
    expect(read).toMatchObject({ state: 'changes_requested', editable: true, reason: 'The Service Details are too short and the photos are blurred' });
    expect(read.reasonFields).toEqual(['serviceDetails', 'photos']);
    expect(read.values.description).toBe(STORE.description);

    const bad = await asVendor('PUT', '/api/vendor/application', { ...read.values, city: 'Chennai', description: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ city: 'City must be one of Dindigul, Palani, Coimbatore, Pollachi', description: 'Description is required' });

    const res = await asVendor('PUT', '/api/vendor/application', { ...read.values, serviceDetails: 'Door delivery before 7 am, cleaned and bundled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'applied', reasonFields: [], values: { serviceDetails: 'Door delivery before 7 am, cleaned and bundled', description: STORE.description } });
    const history = await server.app.db.selectFrom('audit_log').select('actor').where('action', '=', 'review.resubmit').where('vendor_id', '=', vendorId).execute();
    expect(history).toEqual([{ actor: 'vendor' }]);
  });

  it('an applicant approved as they applied (poster chosen in the portal); then the application is closed to changes', async () => {
    // The documents the kind requires for approval (compliance) are checked elsewhere; here they are accepted.
    await acceptRequiredDocuments(server, 'vegetable', vendorId);
    await decide('approve');
    const read = (await asVendor('GET', '/api/vendor/application')).json();
    expect(read).toMatchObject({ state: 'approved', editable: false });
    const refused = await asVendor('PUT', '/api/vendor/application', read.values);
    expect(refused.statusCode).toBe(409);
    expect((await upload(gradientPng(50, 50, [0, 0, 0], [255, 255, 255], 1))).status).toBe(409);
  });

  it('a thumbnail goes with its photo whichever route deletes the gallery image (listed in the media journal)', async () => {
    const { images } = (await asVendor('GET', '/api/vendor/application')).json();
    const [photo] = images;
    const cookie = await server.login();
    const res = await server.app.inject({ method: 'DELETE', url: `/vegetable/storeimage/${vendorId}/${photo.name}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const pending = await server.app.db.selectFrom('media_pending_removal').select(['folder', 'name']).execute();
    expect(pending).toContainEqual({ folder: 'vegetablestoreimages', name: path.basename(photo.thumbnail) });
  });
});
