/**
 * Contract of every SPEC section 7 vendor call (and the documented extensions), for the four kinds:
 * method, literal path, status 200 and the response fields, against a real server and database.
 */
import { describe, expect, it } from 'vitest';
import { VENDOR_MEDIA } from '../../src/domain/media.ts';
import { messages as messageKeys } from '../../src/domain/schemas.ts';
import { inEnglish } from '../helpers/texts.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import { multipart, samples, type TestServer } from '../helpers/server.ts';
import { addImage, addStory, createVendor, mediaFileExists, validEdit, type SpecKind } from './vendorFixtures.ts';

const messages = inEnglish(messageKeys);

interface KindCalls {
  unverifiedList: string;
  verifiedList: string;
  images: string;
  imageDelete: string;
  posterUpload: string;
  posterFromImage: string;
  edit: string;
  verify: ['POST' | 'PUT', string];
  stories: string;
  storyDelete: string;
  fields: string[];
  /** What the fixture edit payload (validEdit) must have written, in record field names. */
  edited: Record<string, unknown>;
}

const BASE_FIELDS = ['id', 'user_id', 'name', 'phoneNumber', 'email', 'city', 'description', 'verification', 'poster', 'created_at'];

/** The paths exactly as SPEC section 7 spells them (hotel lists and stories are our documented extensions). */
const CALLS: Record<SpecKind, KindCalls> = {
  vegetable: {
    unverifiedList: '/api/vegetable/unverified/list',
    verifiedList: '/api/vegetable/verified/list',
    images: '/vegetable/storeimage/',
    imageDelete: '/vegetable/storeimage/',
    posterUpload: '/vegetable/poster/upload',
    posterFromImage: '/vegetable/poster/storeimg',
    edit: '/vegeatable/edit',
    verify: ['POST', '/admin/vendor/verify/'],
    stories: '/vegetable/vendor/stories/',
    storyDelete: '/vendor/vegetablestories/',
    fields: [
      ...BASE_FIELDS,
      'store_id', 'storeName', 'storename', 'PhoneNumber', 'address', 'location', 'number', 'reviews', 'price',
      'serviceDetails', 'adminverified', 'category', 'direction',
    ],
    edited: {
      storename: 'Edited Store', storeName: 'Edited Store', location: 'New Market', reviews: 3, price: '55/kg',
      number: '9123456789', category: 'Roots', direction: 'New Market Palani', city: 'Palani', verification: 0,
    },
  },
  professional: {
    unverifiedList: '/api/professional/unverified/list',
    verifiedList: '/api/professional/verified/list',
    images: '/professional/serviceimage/',
    imageDelete: '/professional/serviceimage/',
    posterUpload: '/professional/update/poster',
    posterFromImage: '/professional/poster/serviceimg',
    edit: '/professional/edit',
    verify: ['POST', '/admin/professional/verify/'],
    stories: '/professional/vendor/stories/',
    storyDelete: '/vendor/professional/stories/',
    fields: [
      ...BASE_FIELDS,
      'storename', 'location', 'reviews', 'price', 'serviceDetails', 'number', 'professionalcategory', 'direction',
      'years_of_experience',
    ],
    edited: {
      storename: 'Edited Studio', professionalcategory: 'Electrician', years_of_experience: 12, reviews: 2,
      number: '9123456780', city: 'Coimbatore',
    },
  },
  transport: {
    unverifiedList: '/api/transport/unverified/list',
    verifiedList: '/api/transport/verified/list',
    images: '/transport/serviceimage/',
    imageDelete: '/transportservice/image/',
    posterUpload: '/transport/poster/upload',
    posterFromImage: '/transport/poster/serviceimg',
    edit: '/transport/edit',
    verify: ['POST', '/admin/transport/verify/'],
    stories: '/transport/vendor/stories/',
    storyDelete: '/vendor/transportstories/',
    fields: [
      ...BASE_FIELDS,
      'address', 'vehicle_type', 'vehicle_model', 'vehicle_registration_number', 'years_of_driving_experience',
      'days_and_hours_available', 'category', 'location', 'reviews',
    ],
    edited: {
      vehicle_type: 'Lorry', vehicle_model: 'Ashok Leyland', vehicle_registration_number: 'TN41XY9876',
      years_of_driving_experience: 15, location: 'Lorry Stand Pollachi', address: '9 Lorry Stand', reviews: 5,
      city: 'Pollachi',
    },
  },
  hotel: {
    unverifiedList: '/api/hotel/unverified/list',
    verifiedList: '/api/hotel/verified/list',
    images: '/hotel/storeimage/',
    // SPEC: the vegetable image delete is also used for hotel images.
    imageDelete: '/vegetable/storeimage/',
    posterUpload: '/admin/hotel/poster/upload',
    posterFromImage: '/admin/hotel/poster/storeimg',
    edit: '/admin/hotel/edit',
    verify: ['PUT', '/hotel/vendor/verify/'],
    stories: '/hotel/vendor/stories/',
    storyDelete: '/vendor/hotelstories/',
    fields: [
      ...BASE_FIELDS,
      'business_name', 'address', 'business_type', 'opening_time', 'closing_time', 'delivery_options',
      'max_delivery_distance', 'location',
    ],
    edited: {
      business_name: 'Cafe Kaveri', business_type: 'Cafe', opening_time: '07:00', max_delivery_distance: '3 km',
      location: 'Lake Road Dindigul', city: 'Dindigul',
    },
  },
};

let server: TestServer;
let cookie: string;

const call = withAdminSession((started, session) => {
  server = started;
  cookie = session;
});

describe.each(Object.keys(CALLS) as SpecKind[])('%s vendor calls', (kind) => {
  const c = CALLS[kind];
  const folder = VENDOR_MEDIA[kind].images;

  it(`GET ${c.unverifiedList} answers an array of whole records without passwords`, async () => {
    const { userId } = await createVendor(server, kind);
    const res = await call('GET', c.unverifiedList);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const list = res.json() as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    const record = list.find((v) => v.user_id === userId);
    expect(record).toBeDefined();
    expect(Object.keys(record ?? {}).sort()).toEqual([...c.fields].sort());
    expect(record).toMatchObject({ id: userId, verification: 0, poster: null });
    expect(res.body).not.toMatch(/password/i);
  });

  it(`GET ${c.verifiedList} lists approved vendors only, and reflects writes at once`, async () => {
    const unverified = await createVendor(server, kind);
    const approved = await createVendor(server, kind, { verification: 1, poster: 'p.png' });
    const first = (await call('GET', c.verifiedList)).json() as { user_id: number; verification: number }[];
    expect(first.map((v) => v.user_id)).toContain(approved.userId);
    expect(first.map((v) => v.user_id)).not.toContain(unverified.userId);
    expect(first.every((v) => v.verification === 1)).toBe(true);
    // A write invalidates the cached list.
    await call('DELETE', `/admin/unverifiedvendor/delete/${approved.userId}`);
    const second = await call('GET', c.verifiedList);
    expect(second.statusCode).toBe(200);
    expect((second.json() as { user_id: number }[]).map((v) => v.user_id)).not.toContain(approved.userId);
  });

  it(`GET ${c.images}{user_id} answers { imagePaths }`, async () => {
    const { userId } = await createVendor(server, kind);
    const a = await addImage(server, kind, userId);
    const b = await addImage(server, kind, userId);
    const res = await call('GET', `${c.images}${userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imagePaths: [a, b] });
  });

  it(`DELETE ${c.imageDelete}{user_id}/{imageName} removes the row, then the file, and clears a poster`, async () => {
    const { userId } = await createVendor(server, kind);
    const keep = await addImage(server, kind, userId);
    const gone = await addImage(server, kind, userId);
    await call('PUT', c.posterFromImage, { user_id: userId, poster: gone });
    const res = await call('DELETE', `${c.imageDelete}${userId}/${gone}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imagePaths: [keep] });
    expect(mediaFileExists(server, folder, gone)).toBe(false);
    expect(mediaFileExists(server, folder, keep)).toBe(true);
    expect((await call('GET', `${c.images}${userId}`)).json()).toEqual({ imagePaths: [keep] });
    const list = (await call('GET', c.unverifiedList)).json() as { user_id: number; poster: string | null }[];
    expect(list.find((v) => v.user_id === userId)?.poster).toBeNull();
  });

  it(`PUT ${c.posterUpload} (multipart user_id, poster) stores the file under a server-made name`, async () => {
    const { userId } = await createVendor(server, kind);
    const upload = () =>
      server.app.inject({
        method: 'PUT',
        url: c.posterUpload,
        headers: { cookie },
        payload: multipart({ user_id: String(userId) }, { poster: { bytes: samples.png, filename: 'evil name.php' } }),
      });
    const first = await upload();
    expect(first.statusCode).toBe(200);
    const firstPoster = first.json().poster as string;
    expect(firstPoster).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(mediaFileExists(server, folder, firstPoster)).toBe(true);
    // A second upload replaces the first, whose file is no longer referenced.
    const second = await upload();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ user_id: userId, poster: expect.stringMatching(/\.png$/) });
    expect(second.json().poster).not.toBe(firstPoster);
    expect(mediaFileExists(server, folder, firstPoster)).toBe(false);
    const served = await server.app.inject({ method: 'GET', url: `/${folder}/${second.json().poster}` });
    expect(served.statusCode).toBe(200);
  });

  it(`PUT ${c.posterFromImage} (user_id, poster) makes a gallery image the poster`, async () => {
    const { userId } = await createVendor(server, kind);
    const image = await addImage(server, kind, userId);
    const res = await call('PUT', c.posterFromImage, { user_id: userId, poster: image });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: userId, poster: image });
    // Replacing it keeps the gallery file.
    const other = await addImage(server, kind, userId);
    await call('PUT', c.posterFromImage, { user_id: userId, poster: other });
    expect(mediaFileExists(server, folder, image)).toBe(true);
  });

  it(`PUT ${c.edit} saves the whole payload and answers the updated record`, async () => {
    const { userId, phoneNumber } = await createVendor(server, kind);
    const payload = { ...validEdit(kind, userId, phoneNumber), password: 'brand-new-secret' };
    const res = await call('PUT', c.edit, payload);
    expect(res.statusCode).toBe(200);
    const record = res.json() as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual([...c.fields].sort());
    expect(record).toMatchObject({ user_id: userId, name: 'Edited Name', email: 'edited@example.com', ...c.edited });
    const listed = (await call('GET', c.unverifiedList)).json() as Record<string, unknown>[];
    expect(listed.find((v) => v.user_id === userId)).toEqual(record);
    const { password_hash } = await server.app.db.selectFrom('vendor_users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(await verifyPassword('brand-new-secret', password_hash)).toBe(true);
  });

  it(`${c.verify[0]} ${c.verify[1]}{user_id} is refused without a poster, then approves`, async () => {
    const { userId } = await createVendor(server, kind);
    const refused = await call(c.verify[0], `${c.verify[1]}${userId}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ poster: messages.posterRequired });
    const image = await addImage(server, kind, userId);
    await call('PUT', c.posterFromImage, { user_id: userId, poster: image });
    const res = await call(c.verify[0], `${c.verify[1]}${userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: userId, verification: 1, poster: image });
    const verified = (await call('GET', c.verifiedList)).json() as { user_id: number }[];
    expect(verified.map((v) => v.user_id)).toContain(userId);
  });

  it(`GET ${c.stories}{user_id} answers [{ id, todaystory }]`, async () => {
    const { userId } = await createVendor(server, kind);
    const story = await addStory(server, kind, userId);
    const res = await call('GET', `${c.stories}${userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([story]);
  });

  it(`DELETE ${c.storyDelete}{storyId} removes the row, then the file`, async () => {
    const { userId } = await createVendor(server, kind);
    const story = await addStory(server, kind, userId);
    const res = await call('DELETE', `${c.storyDelete}${story.id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `${c.stories}${userId}`)).json()).toEqual([]);
    expect(mediaFileExists(server, VENDOR_MEDIA[kind].stories, story.todaystory)).toBe(false);
  });

  it('DELETE /admin/unverifiedvendor/delete/{user_id} deletes the vendor, its rows and all its files', async () => {
    const { userId } = await createVendor(server, kind);
    const image = await addImage(server, kind, userId);
    const story = await addStory(server, kind, userId);
    const poster = await server.app.inject({
      method: 'PUT',
      url: c.posterUpload,
      headers: { cookie },
      payload: multipart({ user_id: String(userId) }, { poster: { bytes: samples.jpg } }),
    });
    const posterName = poster.json().poster as string;
    const res = await call('DELETE', `/admin/unverifiedvendor/delete/${userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user_id: userId });
    expect((await call('GET', `${c.images}${userId}`)).statusCode).toBe(404);
    const rows = await server.app.db.selectFrom('vendor_images').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(0);
    for (const name of [image, posterName]) expect(mediaFileExists(server, folder, name)).toBe(false);
    expect(mediaFileExists(server, VENDOR_MEDIA[kind].stories, story.todaystory)).toBe(false);
  });
});

describe('vegetable approval by phone', () => {
  it('PUT /api/admin/verifyvendor/{phoneNumber} is refused without a poster, then approves', async () => {
    const { userId, phoneNumber } = await createVendor(server, 'vegetable');
    const refused = await call('PUT', `/api/admin/verifyvendor/${phoneNumber}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ poster: messages.posterRequired });
    const image = await addImage(server, 'vegetable', userId);
    await call('PUT', '/vegetable/poster/storeimg', { user_id: userId, poster: image });
    const res = await call('PUT', `/api/admin/verifyvendor/${phoneNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: userId, phoneNumber, verification: 1, adminverified: 1 });
  });
});

describe('session', () => {
  it('every vendor call answers 401 without an admin session', async () => {
    const urls: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['PUT', '/api/admin/verifyvendor/9000000000'],
      ['DELETE', '/admin/unverifiedvendor/delete/1'],
    ];
    for (const c of Object.values(CALLS)) {
      urls.push(
        ['GET', c.unverifiedList], ['GET', c.verifiedList], ['GET', `${c.images}1`], ['DELETE', `${c.imageDelete}1/a.png`],
        ['PUT', c.posterUpload], ['PUT', c.posterFromImage], ['PUT', c.edit], [c.verify[0], `${c.verify[1]}1`],
        ['GET', `${c.stories}1`], ['DELETE', `${c.storyDelete}1`],
      );
    }
    for (const [method, url] of urls) {
      const res = await server.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
