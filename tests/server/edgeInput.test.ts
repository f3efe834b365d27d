/**
 * Input checked at the edge, the same on both engines (unit and unit-pg projects): PostgreSQL's integer ids end at
 * 2,147,483,647 and its text cannot hold a NUL, where SQLite took both and answered 404 or 400. An id beyond the
 * range is a 404 in a path and a 400 naming the field in a body; a NUL anywhere (body, path, query, a list's JSON
 * filter, the public login) a 400 naming the field in the caller's language. Invisible format characters are
 * refused in text but the two Tamil needs (ZWNJ, ZWJ), and names are compared in NFC, so a look-alike duplicate is a
 * 409. The router's own refusals (414, a bad URL) have the documented body.
 */
import { describe, expect, it } from 'vitest';
import { withAdminSession } from '../helpers/adminSession.ts';
import { multipart, TEST_ADMIN, type TestServer } from '../helpers/server.ts';
import { decomposed } from '../helpers/tamilSearchCases.ts';
import { createVendor, FIXTURE_PASSWORD } from './vendorFixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

let server: TestServer;
const request = withAdminSession((started) => {
  server = started;
});
const query = (path: string, params: Record<string, unknown>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])).toString()}`;

describe('ids beyond the 32-bit range', () => {
  it.each(['/api/customers/2147483648', '/api/customers/99999999999999999999', '/api/reviews/2147483648', '/api/admin/stories/2147483648'])(
    '%s is a 404, as an id that is not there',
    async (url) => {
      const method = url.startsWith('/api/admin/stories/') ? 'PUT' : 'GET';
      const res = await request(method, url, method === 'PUT' ? { hidden: false } : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.stringMatching(/not found$/) });
    },
  );

  it('the largest id is still read as an id (404: no such record, not a 400)', async () => {
    expect((await request('GET', '/api/customers/2147483647')).statusCode).toBe(404);
  });

  it('in a body or a filter, a 400 naming the field', async () => {
    const bulk = await request('POST', '/api/reviews/bulk', { ids: [2147483648], action: 'approve' });
    expect(bulk.statusCode).toBe(400);
    expect(Object.keys(bulk.json().errors)).toEqual(['ids']);
    const call = await request('PUT', '/api/calldesk/1', { assignee_id: 2147483648 });
    expect([400, 404]).toContain(call.statusCode);
    if (call.statusCode === 400) expect(Object.keys(call.json().errors)).toEqual(['assignee_id']);
    for (const url of [
      query('/api/audit', { filter: { vendor_id: 2147483648 } }),
      query('/api/calldesk', { filter: { vendor_id: 2147483648 } }),
      `/api/calldesk?filter=${encodeURIComponent('{"assignee_id":99999999999999999999}')}`,
      query('/api/customers', { filter: { id: [2147483648] } }),
      query('/api/lists/vendors/vegetable', { filter: { id: 2147483648 } }),
      query('/api/admin/stories', { filter: { user_id: 2147483648 } }),
    ]) {
      const res = await request('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toHaveProperty('filter');
    }
  });
});

describe('a NUL character in any text', () => {
  it('the public login: 400 naming the field, in the caller\'s language (not a 500 on PostgreSQL)', async () => {
    const english = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: `${TEST_ADMIN.email}\u0000`, password: 'x' } });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual({ email: 'email contains characters that are not allowed' });
    const tamil = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'accept-language': 'ta' },
      payload: { email: TEST_ADMIN.email, password: 'pass\u0000word' },
    });
    expect(tamil.statusCode).toBe(400);
    expect(tamil.json().errors.password).toMatch(/அனுமதி இல்லாத எழுத்துகள்/);
  });

  it('a query parameter, a path and every list filter: 400 naming the parameter', async () => {
    const counts = await request('GET', '/api/reviews/counts?kind=%00');
    expect(counts.statusCode).toBe(400);
    expect(Object.keys(counts.json().errors)).toEqual(['kind']);
    expect((await request('GET', '/api/lists/vendors/veg%00table')).statusCode).toBe(400);
    for (const url of [
      query('/api/lists/vendors/vegetable', { filter: { q: 'a\u0000' } }),
      query('/api/lists/vendors/vegetable', { filter: { city: ['Palani', 'x\u0000'] } }),
      query('/api/customers', { filter: { q: '\u0000' } }),
      query('/api/customers', { sort: ['name\u0000', 'ASC'] }),
      query('/api/calldesk', { filter: { q: '98765\u0000' } }),
      query('/api/audit', { filter: { action: 'approve\u0000' } }),
      query('/api/reviews', { filter: { city: 'Palani\u0000' } }),
    ]) {
      const res = await request('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors), url).toEqual([url.includes('sort=') ? 'sort' : 'filter']);
    }
  });

  it('a body field of an admin write and of the public forms', async () => {
    const add = await request('POST', '/transport/add/category', { vehicleCategory: 'Tipper\u0000' });
    expect(add.statusCode).toBe(400);
    expect(Object.keys(add.json().errors)).toEqual(['vehicleCategory']);
    const enquiry = await server.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'accept-language': 'ta' },
      payload: { name: 'Kavitha\u0000', business: 'Hotel', phoneNumber: '9876543210', city: 'Palani', needs: 'Onions' },
    });
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json().errors.name).toMatch(/அனுமதி இல்லாத எழுத்துகள்/);
  });
});

describe('a vendor (bearer token): the document upload and file', () => {
  let token = '';
  const asVendor = (method: 'GET' | 'POST', url: string, payload?: FormData) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'ta' }, ...(payload ? { payload: payload as unknown as object } : {}) });

  it('a NUL in a free-text multipart field (the permit number) is a 400 naming it in Tamil; a huge document id a 404', async () => {
    const vendor = await createVendor(server, 'transport', { documents: false });
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'transport', phoneNumber: vendor.phoneNumber, password: FIXTURE_PASSWORD } });
    token = (login.json() as { token: string }).token;
    const form = (number: string) =>
      multipart({ requirement: 'permit', number, expires_on: '2099-01-31' }, { file: { bytes: PDF, filename: 'permit.pdf', type: 'application/pdf' } });
    const refused = await asVendor('POST', '/api/vendor/documents', form('TN-PERMIT\u0000-7'));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['number']);
    expect(refused.json().errors.number).toMatch(/அனுமதி இல்லாத எழுத்துகள்/);
    expect((await asVendor('POST', '/api/vendor/documents', form('TN-PERMIT-7'))).statusCode).toBe(200);
    for (const id of ['2147483648', '99999999999999999999']) expect((await asVendor('GET', `/api/vendor/documents/${id}/file`)).statusCode).toBe(404);
  });
});

describe('invisible characters and look-alike names', () => {
  it.each([
    ['a soft hyphen', 'Cauli\u00ADflower'],
    ['a left-to-right mark', 'Cauli\u200Eflower'],
    ['an Arabic letter mark', 'Cauli\u061Cflower'],
    ['an invisible separator', 'Cauli\u2063flower'],
  ])('refuses %s in a category name (400 naming the field)', async (_name, text) => {
    const res = await request('POST', '/transport/add/category', { vehicleCategory: text });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ vehicleCategory: 'Vehicle Category contains characters that are not allowed' });
  });

  it('keeps ZWNJ and ZWJ, which Tamil spelling uses', async () => {
    for (const name of ['க்\u200Cஷ வண்டி', 'க்\u200Dஷ லாரி']) {
      const res = await request('POST', '/transport/add/category', { vehicleCategory: name });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().vehicleCategory).toBe(name);
    }
  });

  it('stores names NFC: a decomposed spelling of a taken name is a 409, as the same name', async () => {
    const name = 'கொத்தமல்லி கீரை';
    const first = await request('POST', '/api/vegetable/add/category', { vegcategory: name });
    expect(first.statusCode).toBe(200);
    expect(decomposed(name)).not.toBe(name);
    const again = await request('POST', '/api/vegetable/add/category', { vegcategory: decomposed(name) });
    expect(again.statusCode).toBe(409);
    const vehicle = await request('POST', '/transport/add/category', { vehicleCategory: decomposed('டெம்போ') });
    expect(vehicle.statusCode).toBe(200);
    expect(vehicle.json().vehicleCategory).toBe('டெம்போ'.normalize('NFC'));
    expect((await request('POST', '/transport/add/category', { vehicleCategory: 'டெம்போ' })).statusCode).toBe(409);
  });
});

describe("the router's own refusals have the documented body", () => {
  it('414 for a path parameter beyond 100 characters: { message }, the URL not echoed', async () => {
    const res = await request('GET', `/api/customers/${'9'.repeat(150)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'A path parameter is longer than 100 characters' });
  });

  it('400 for a URL that does not decode', async () => {
    const res = await request('GET', '/api/customers/%zz');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: { _: expect.any(String) } });
    expect(res.body).not.toContain('%zz');
  });
});
