/**
 * Refusals that are not plain validation: unknown ids and wrong kinds (404), phone conflicts (409), traversal
 * and foreign image names, stories of another kind. Each leaves the database and the media folder as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VENDOR_MEDIA } from '../../src/domain/media.ts';
import { VENDOR_KIND_CONFIGS } from '../../server/routes/vendors/kinds.ts';
import { insertVendor } from '../../server/repositories/vendorsCreate.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import { multipart, samples, testEngine, type TestServer } from '../helpers/server.ts';
import { addImage, addStory, createVendor, mediaFileExists, nextPhone, snapshot, validEdit } from './vendorFixtures.ts';

let server: TestServer;
let cookie: string;

const send = withAdminSession((started, session) => {
  server = started;
  cookie = session;
});

/** Runs the request and checks its status and that nothing at all changed. */
async function expectRefused(status: number, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  const before = await snapshot(server);
  const res = await send(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.any(String) });
  expect(await snapshot(server)).toEqual(before);
  return res;
}

describe('image names in delete paths', () => {
  it("refuses another vendor's image name and keeps its file", async () => {
    const owner = await createVendor(server, 'vegetable');
    const other = await createVendor(server, 'vegetable');
    const image = await addImage(server, 'vegetable', owner.userId);
    await expectRefused(404, 'DELETE', `/vegetable/storeimage/${other.userId}/${image}`);
    expect(mediaFileExists(server, VENDOR_MEDIA.vegetable.images, image)).toBe(true);
  });

  it('refuses encoded traversal names; the database file stays', async () => {
    const { userId } = await createVendor(server, 'professional');
    await addImage(server, 'professional', userId);
    // A 400 naming imageName, or a 404 where the router resolves the dot segments before routing; never a delete.
    for (const name of ['..%2F..%2Fmarketplace.db', '%2E%2E%2F%2E%2E%2Fmarketplace.db', '..%252F..%252Fmarketplace.db', '%2E%2E']) {
      const before = await snapshot(server);
      const res = await send('DELETE', `/professional/serviceimage/${userId}/${name}`);
      expect([400, 404], `${name}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().errors).toHaveProperty('imageName');
      expect(await snapshot(server)).toEqual(before);
    }
    // On SQLite the database is a file in the data folder, the traversal's target.
    if (testEngine === 'sqlite') expect(fs.existsSync(path.join(server.dataDir, 'marketplace.db'))).toBe(true);
  });

  it('the vegetable image delete also deletes hotel images, but not professional ones', async () => {
    const hotel = await createVendor(server, 'hotel');
    const hotelImage = await addImage(server, 'hotel', hotel.userId);
    const res = await send('DELETE', `/vegetable/storeimage/${hotel.userId}/${hotelImage}`);
    expect(res.statusCode).toBe(200);
    expect(mediaFileExists(server, VENDOR_MEDIA.hotel.images, hotelImage)).toBe(false);

    const pro = await createVendor(server, 'professional');
    const proImage = await addImage(server, 'professional', pro.userId);
    await expectRefused(404, 'DELETE', `/vegetable/storeimage/${pro.userId}/${proImage}`);
    await expectRefused(404, 'DELETE', `/transportservice/image/${pro.userId}/${proImage}`);
  });
});

describe('unknown ids and wrong kinds answer 404', () => {
  it('for every per-vendor call', async () => {
    const pro = await createVendor(server, 'professional');
    const proImage = await addImage(server, 'professional', pro.userId);
    await expectRefused(404, 'GET', '/vegetable/storeimage/999999');
    await expectRefused(404, 'GET', `/vegetable/storeimage/${pro.userId}`);
    await expectRefused(404, 'GET', `/transport/vendor/stories/${pro.userId}`);
    await expectRefused(404, 'PUT', '/vegeatable/edit', validEdit('vegetable', pro.userId, nextPhone()));
    await expectRefused(404, 'PUT', '/admin/hotel/edit', validEdit('hotel', 999999, nextPhone()));
    await expectRefused(404, 'POST', `/admin/transport/verify/${pro.userId}`);
    await expectRefused(404, 'PUT', '/hotel/vendor/verify/999999');
    await expectRefused(404, 'PUT', `/api/admin/verifyvendor/${pro.phoneNumber}`);
    await expectRefused(404, 'PUT', '/vegetable/poster/storeimg', { user_id: pro.userId, poster: proImage });
    await expectRefused(404, 'DELETE', '/admin/unverifiedvendor/delete/999999');
    const before = await snapshot(server);
    const upload = await server.app.inject({
      method: 'PUT',
      url: '/transport/poster/upload',
      headers: { cookie },
      payload: multipart({ user_id: String(pro.userId) }, { poster: { bytes: samples.png } }),
    });
    expect(upload.statusCode).toBe(404);
    expect(await snapshot(server)).toEqual(before);
  });

  it('for a story of another kind, and the story survives', async () => {
    const veg = await createVendor(server, 'vegetable');
    const story = await addStory(server, 'vegetable', veg.userId);
    await expectRefused(404, 'DELETE', `/vendor/professional/stories/${story.id}`);
    await expectRefused(404, 'DELETE', `/vendor/transportstories/${story.id}`);
    await expectRefused(404, 'DELETE', `/vendor/hotelstories/${story.id}`);
    await expectRefused(404, 'DELETE', '/vendor/vegetablestories/999999');
    expect((await send('GET', `/vegetable/vendor/stories/${veg.userId}`)).json()).toEqual([story]);
  });
});

describe('edits', () => {
  it("answer 409 naming phoneNumber when another vendor of the kind has the number", async () => {
    const a = await createVendor(server, 'transport');
    const b = await createVendor(server, 'transport');
    const res = await expectRefused(409, 'PUT', '/transport/edit', validEdit('transport', a.userId, b.phoneNumber));
    expect(res.json().errors).toEqual({ phoneNumber: expect.stringMatching(/already used/) });
  });

  it('accept a number used by a vendor of another kind', async () => {
    const veg = await createVendor(server, 'vegetable');
    const hotel = await createVendor(server, 'hotel');
    const res = await send('PUT', '/admin/hotel/edit', validEdit('hotel', hotel.userId, veg.phoneNumber));
    expect(res.statusCode).toBe(200);
    expect(res.json().phoneNumber).toBe(veg.phoneNumber);
  });

  it('keep the password when it is empty and fields the payload omits', async () => {
    const { userId, phoneNumber } = await createVendor(server, 'hotel');
    const hashOf = () => server.app.db.selectFrom('vendor_users').select(['password_hash', 'city']).where('id', '=', userId).executeTakeFirst();
    const before = await hashOf();
    const { city: _city, ...withoutCity } = validEdit('hotel', userId, phoneNumber);
    const res = await send('PUT', '/admin/hotel/edit', withoutCity);
    expect(res.statusCode).toBe(200);
    expect(await hashOf()).toEqual(before);
  });
});

describe('uploads', () => {
  it('a refused poster upload leaves no file behind and keeps the old poster', async () => {
    const { userId } = await createVendor(server, 'vegetable');
    const image = await addImage(server, 'vegetable', userId);
    await send('PUT', '/vegetable/poster/storeimg', { user_id: userId, poster: image });
    for (const bytes of [samples.notAnImage, Buffer.concat([samples.png, Buffer.alloc(5 * 1024 * 1024)])]) {
      const before = await snapshot(server);
      const res = await server.app.inject({
        method: 'PUT',
        url: '/vegetable/poster/upload',
        headers: { cookie },
        payload: multipart({ user_id: String(userId) }, { poster: { bytes, type: 'image/png' } }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.poster).toEqual(expect.any(String));
      expect(await snapshot(server)).toEqual(before);
    }
  });
});

describe('vendor lists', () => {
  it('show vendors written by other modules at once (the cache follows database triggers)', async () => {
    const first = await send('GET', '/api/hotel/unverified/list');
    const count = (first.json() as unknown[]).length;
    await insertVendor(server.app.db, VENDOR_KIND_CONFIGS.hotel, { name: 'Portal Hotel', phoneNumber: nextPhone(), passwordHash: 'x' });
    const second = (await send('GET', '/api/hotel/unverified/list')).json() as { name: string }[];
    expect(second).toHaveLength(count + 1);
    expect(second.at(-1)?.name).toBe('Portal Hotel');
  });
});
