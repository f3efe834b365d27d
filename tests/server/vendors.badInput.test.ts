/**
 * Bad input to the vendor calls: each case answers 400 with `{ message, errors }` naming the bad field, and a
 * follow-up read (database rows and media files) shows that nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants.ts';
import { messages as messageKeys } from '../../src/domain/schemas.ts';
import { inEnglish } from '../helpers/texts.ts';
import { multipart, samples, startServer, type TestServer } from '../helpers/server.ts';
import { addImage, addStory, createVendor, snapshot, validEdit, type FixtureVendor, type SpecKind } from './vendorFixtures.ts';

const messages = inEnglish(messageKeys);

interface Fixture extends FixtureVendor {
  image: string;
}

let server: TestServer;
let cookie: string;
const v = {} as Record<SpecKind, Fixture>;
let posterless: FixtureVendor;

beforeAll(async () => {
  server = await startServer();
  cookie = await server.login();
  for (const kind of ['vegetable', 'professional', 'transport', 'hotel'] as const) {
    const vendor = await createVendor(server, kind);
    const image = await addImage(server, kind, vendor.userId);
    await addStory(server, kind, vendor.userId);
    await server.app.db.updateTable('vendor_users').set({ poster: image }).where('id', '=', vendor.userId).execute();
    v[kind] = { ...vendor, image };
  }
  posterless = await createVendor(server, 'professional');
});
afterAll(() => server.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
interface Case {
  name: string;
  method: Method;
  url: () => string;
  body?: () => object;
  /** Fields the 400 must name, with the exact text where the SPEC gives one. */
  errors: Record<string, string | RegExp>;
}

const edit = (kind: SpecKind, changes: Record<string, unknown>) => () => ({
  ...validEdit(kind, v[kind].userId, v[kind].phoneNumber),
  ...changes,
});
const upload = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}) => () => multipart(fields, files);

const cases: Case[] = [
  // Path params
  { name: 'image list with a non-numeric user_id', method: 'GET', url: () => '/vegetable/storeimage/abc', errors: { user_id: /positive whole number/ } },
  { name: 'image list with user_id 0', method: 'GET', url: () => '/professional/serviceimage/0', errors: { user_id: /positive/ } },
  { name: 'image list with a negative user_id', method: 'GET', url: () => '/transport/serviceimage/-5', errors: { user_id: /positive/ } },
  { name: 'image list with a fractional user_id', method: 'GET', url: () => '/hotel/storeimage/1.5', errors: { user_id: /positive/ } },
  { name: 'image delete with a non-numeric user_id', method: 'DELETE', url: () => `/vegetable/storeimage/x/${v.vegetable.image}`, errors: { user_id: /positive/ } },
  {
    name: 'image delete with an encoded traversal name',
    method: 'DELETE',
    url: () => `/vegetable/storeimage/${v.vegetable.userId}/..%2F..%2Fmarketplace.db`,
    errors: { imageName: /plain file name/ },
  },
  { name: 'image delete with a dot-file name', method: 'DELETE', url: () => `/professional/serviceimage/${v.professional.userId}/.hidden`, errors: { imageName: /plain file name/ } },
  {
    name: 'image delete with an encoded backslash traversal',
    method: 'DELETE',
    url: () => `/transportservice/image/${v.transport.userId}/..%5C..%5Cmarketplace.db`,
    errors: { imageName: /plain file name/ },
  },
  { name: 'verify with a non-numeric user_id', method: 'POST', url: () => '/admin/vendor/verify/abc', errors: { user_id: /positive/ } },
  { name: 'hotel verify with user_id 0', method: 'PUT', url: () => '/hotel/vendor/verify/0', errors: { user_id: /positive/ } },
  { name: 'verify by a 5-digit phone', method: 'PUT', url: () => '/api/admin/verifyvendor/12345', errors: { phoneNumber: messages.phoneDigits } },
  { name: 'verify by a phone with letters', method: 'PUT', url: () => '/api/admin/verifyvendor/98765abcde', errors: { phoneNumber: messages.phoneDigits } },
  { name: 'verify without a poster', method: 'POST', url: () => `/admin/professional/verify/${posterless.userId}`, errors: { poster: messages.posterRequired } },
  { name: 'vendor delete with a non-numeric user_id', method: 'DELETE', url: () => '/admin/unverifiedvendor/delete/abc', errors: { user_id: /positive/ } },
  { name: 'transport stories with a non-numeric userId', method: 'GET', url: () => '/transport/vendor/stories/abc', errors: { userId: /positive/ } },
  { name: 'vegetable stories with a negative user_id', method: 'GET', url: () => '/vegetable/vendor/stories/-1', errors: { user_id: /positive/ } },
  { name: 'story delete with a non-numeric storyId', method: 'DELETE', url: () => '/vendor/vegetablestories/abc', errors: { storyId: /positive/ } },
  { name: 'hotel story delete with storyId 0', method: 'DELETE', url: () => '/vendor/hotelstories/0', errors: { storyId: /positive/ } },
  // Poster uploads (multipart)
  {
    name: 'poster upload with a non-numeric user_id',
    method: 'PUT',
    url: () => '/vegetable/poster/upload',
    body: upload({ user_id: 'abc' }, { poster: { bytes: samples.png } }),
    errors: { user_id: /positive/ },
  },
  { name: 'poster upload without the file', method: 'PUT', url: () => '/professional/update/poster', body: upload({ user_id: '1' }), errors: { poster: /required/ } },
  {
    name: 'poster upload with user_id sent twice (which one is meant is unknown)',
    method: 'PUT',
    url: () => '/vegetable/poster/upload',
    body: () => {
      const form = multipart({ user_id: String(v.vegetable.userId) }, { poster: { bytes: samples.png } });
      form.append('user_id', String(v.professional.userId));
      return form;
    },
    errors: { user_id: /only once/ },
  },
  {
    name: 'poster upload of non-image bytes declared image/png',
    method: 'PUT',
    url: () => '/transport/poster/upload',
    body: () => multipart({ user_id: String(v.transport.userId) }, { poster: { bytes: samples.notAnImage, type: 'image/png', filename: 'x.png' } }),
    errors: { poster: /JPEG, PNG, WebP or GIF/ },
  },
  {
    name: 'poster upload over 5 MB',
    method: 'PUT',
    url: () => '/admin/hotel/poster/upload',
    body: () =>
      multipart({ user_id: String(v.hotel.userId) }, { poster: { bytes: Buffer.concat([samples.png, Buffer.alloc(MAX_UPLOAD_BYTES)]) } }),
    errors: { poster: /5 MB/ },
  },
  // Poster from an existing image (JSON)
  { name: 'poster choice without a poster', method: 'PUT', url: () => '/vegetable/poster/storeimg', body: () => ({ user_id: v.vegetable.userId }), errors: { poster: /required/ } },
  {
    name: 'poster choice with a traversal name',
    method: 'PUT',
    url: () => '/professional/poster/serviceimg',
    body: () => ({ user_id: v.professional.userId, poster: '../../marketplace.db' }),
    errors: { poster: /plain file name/ },
  },
  {
    name: "poster choice with another vendor's image",
    method: 'PUT',
    url: () => '/transport/poster/serviceimg',
    body: () => ({ user_id: v.transport.userId, poster: v.vegetable.image }),
    errors: { poster: /one of the vendor's images/ },
  },
  { name: 'hotel poster choice with a bad user_id', method: 'PUT', url: () => '/admin/hotel/poster/storeimg', body: () => ({ user_id: 'x', poster: v.hotel.image }), errors: { user_id: /positive/ } },
  // Edits
  { name: 'vegetable edit with a 9-digit phone', method: 'PUT', url: () => '/vegeatable/edit', body: edit('vegetable', { phoneNumber: '987654321' }), errors: { phoneNumber: messages.phoneDigits } },
  { name: 'vegetable edit with rating 6', method: 'PUT', url: () => '/vegeatable/edit', body: edit('vegetable', { reviews: 6 }), errors: { reviews: messages.ratingMax } },
  { name: 'vegetable edit with rating -1', method: 'PUT', url: () => '/vegeatable/edit', body: edit('vegetable', { reviews: -1 }), errors: { reviews: messages.ratingMin } },
  { name: 'vegetable edit with rating 1e3', method: 'PUT', url: () => '/vegeatable/edit', body: edit('vegetable', { reviews: '1e3' }), errors: { reviews: messages.ratingNumbersOnly } },
  { name: 'vegetable edit with an unknown city', method: 'PUT', url: () => '/vegeatable/edit', body: edit('vegetable', { city: 'Chennai' }), errors: { city: messages.selectCity } },
  { name: 'vegetable edit with a non-number shop number', method: 'PUT', url: () => '/vegeatable/edit', body: edit('vegetable', { number: 'abc' }), errors: { number: messages.phoneInvalid } },
  { name: 'professional edit with a bad e-mail', method: 'PUT', url: () => '/professional/edit', body: edit('professional', { email: 'not-mail' }), errors: { email: messages.emailInvalid } },
  { name: 'professional edit with a blank name', method: 'PUT', url: () => '/professional/edit', body: edit('professional', { name: '  ' }), errors: { name: 'Name is required' } },
  {
    name: 'professional edit with non-numeric years',
    method: 'PUT',
    url: () => '/professional/edit',
    body: edit('professional', { years_of_experience: 'ten' }),
    errors: { years_of_experience: 'Years of Experience must be a whole number' },
  },
  {
    name: 'transport edit without vehicleNo',
    method: 'PUT',
    url: () => '/transport/edit',
    body: edit('transport', { vehicleNo: undefined }),
    errors: { vehicleNo: 'Vehicle Registration Number is required' },
  },
  { name: 'transport edit with negative experience', method: 'PUT', url: () => '/transport/edit', body: edit('transport', { experience: -1 }), errors: { experience: /Years of Driving Experience/ } },
  { name: 'transport edit with a non-numeric user_id', method: 'PUT', url: () => '/transport/edit', body: edit('transport', { user_id: 'abc' }), errors: { user_id: /positive/ } },
  { name: 'hotel edit with an unknown business type', method: 'PUT', url: () => '/admin/hotel/edit', body: edit('hotel', { business_type: 'Bar' }), errors: { business_type: /Business Type must be one of/ } },
  { name: 'hotel edit with a too-short password', method: 'PUT', url: () => '/admin/hotel/edit', body: edit('hotel', { password: 'abc' }), errors: { password: messages.passwordTooShort } },
  { name: 'hotel edit with an 11-digit phone', method: 'PUT', url: () => '/admin/hotel/edit', body: edit('hotel', { phoneNumber: '98765432101' }), errors: { phoneNumber: messages.phoneDigits } },
  {
    name: 'hotel edit with several bad fields names each',
    method: 'PUT',
    url: () => '/admin/hotel/edit',
    body: edit('hotel', { name: '', email: '', opening_time: '' }),
    errors: { name: 'Name is required', email: messages.emailRequired, opening_time: 'Opening Time is required' },
  },
  { name: 'edit with an empty body', method: 'PUT', url: () => '/professional/edit', body: () => ({}), errors: { user_id: /positive/, phoneNumber: /Phone Number/ } },
];

describe('vendor calls refuse bad input and change nothing', () => {
  it('has at least 25 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)('$method: $name', async ({ method, url, body, errors }) => {
    const before = await snapshot(server);
    const res = await server.app.inject({ method, url: url(), headers: { cookie }, ...(body ? { payload: body() } : {}) });
    expect(res.statusCode, res.body).toBe(400);
    const json = res.json() as { message: string; errors: Record<string, string> };
    expect(json.message).toEqual(expect.any(String));
    for (const [field, text] of Object.entries(errors)) {
      expect(json.errors[field], `errors.${field} in ${res.body}`).toEqual(typeof text === 'string' ? text : expect.stringMatching(text));
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
