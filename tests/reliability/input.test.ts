/**
 * Hostile input: control, bidi-override and zero-width characters in text fields, and malformed or cut-off
 * multipart bodies. Each answers 400 naming the field or the problem, and nothing changes.
 */
import { withAdminSession } from '../helpers/adminSession.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { insertCallRequest } from '../../server/repositories/callRequests.ts';
import { createVendor, validEdit } from '../server/vendorFixtures.ts';
import { snapshotAll } from './snapshot.ts';
import { vendorApplicationSchema, fieldErrors } from '../../src/domain/schemas.ts';
import { renderErrors } from '../../src/domain/validationTexts.ts';
import { editSchemaOf } from '../../src/domain/vendorKinds/validators.ts';
import { vegetable } from '../../src/domain/vendorKinds/vegetable.ts';

const vegetableEditSchema = editSchemaOf(vegetable);

const HIDDEN: Array<[string, string]> = [
  ['NUL', 'Fresh\u0000Farm'],
  ['right-to-left override', 'FDP\u202Eexe'],
  ['left-to-right isolate', 'Farm\u2066x\u2069'],
  ['zero-width space', 'Fresh\u200BFarm'],
  ['word joiner', 'Fresh\u2060Farm'],
  ['byte-order mark', '\uFEFFFresh'],
  ['escape (C0)', 'Fresh\u001B[31mFarm'],
  ['C1 control', 'Fresh\u0085Farm'],
  ['DEL', 'Fresh\u007FFarm'],
];

describe('hidden characters in text fields', () => {
  let server: TestServer;
  let cookie = '';
  let vendor = { userId: 0, phoneNumber: '' };
  let callId = 0;
  beforeAll(async () => {
    server = await startServer();
    cookie = await server.login();
    vendor = await createVendor(server, 'vegetable');
    callId = await insertCallRequest(server.app.db, { phone_number: '9876543210', notes: 'call back' });
  });
  afterAll(() => server.close());

  const request = (method: 'POST' | 'PUT', url: string, payload: object) => server.app.inject({ method, url, headers: { cookie }, payload });

  it.each(HIDDEN)('refuses %s in a vendor name, a category name and call notes with 400 naming the field', async (_name, text) => {
    const before = await snapshotAll(server.app.db, server.media.root);
    const edit = await request('PUT', '/vegeatable/edit', { ...validEdit('vegetable', vendor.userId, vendor.phoneNumber), name: text });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ name: 'Name contains characters that are not allowed' });

    const category = await request('POST', '/api/vegetable/add/category', { vegcategory: text });
    expect(category.statusCode).toBe(400);
    expect(category.json().errors.vegcategory).toMatch(/contains characters that are not allowed/);

    const transport = await request('POST', '/transport/add/category', { vehicleCategory: text });
    expect(transport.statusCode).toBe(400);
    expect(transport.json().errors.vehicleCategory).toBe('Vehicle Category contains characters that are not allowed');

    const notes = await request('PUT', `/updateNotes/${callId}`, { notes: text });
    expect(notes.statusCode).toBe(400);
    expect(notes.json().errors.notes).toBe('Notes contains characters that are not allowed');
    expect(await snapshotAll(server.app.db, server.media.root)).toEqual(before);
  });

  it('keeps line breaks and tabs in multi-line text, and refuses them in one-line fields', async () => {
    const multiLine = await request('PUT', '/vegeatable/edit', {
      ...validEdit('vegetable', vendor.userId, vendor.phoneNumber),
      description: 'Line one\nLine two\tand a tab',
    });
    expect(multiLine.statusCode).toBe(200);
    const oneLine = await request('PUT', '/vegeatable/edit', { ...validEdit('vegetable', vendor.userId, vendor.phoneNumber), storename: 'Green\nBasket' });
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.json().errors).toEqual({ storename: 'Store Name contains characters that are not allowed' });
    const notes = await request('PUT', `/updateNotes/${callId}`, { notes: 'Called twice.\nNo answer.' });
    expect(notes.statusCode).toBe(200);
  });

  it('applies the same rule in the shared schemas the admin and landing forms use', () => {
    const application = vendorApplicationSchema.safeParse({ name: 'FDP\u202Eexe' });
    expect(application.success).toBe(false);
    if (!application.success) expect(renderErrors(fieldErrors(application.error), 'en').name).toBe('Name contains characters that are not allowed');
    const edit = vegetableEditSchema.safeParse({ location: 'Gandhi\u200BMarket' });
    if (!edit.success) expect(renderErrors(fieldErrors(edit.error), 'en').location).toBe('Location contains characters that are not allowed');
    expect(edit.success).toBe(false);
  });
});

describe('malformed multipart bodies', () => {
  let server: TestServer;
  let cookie = '';
  withAdminSession((started, session) => {
    server = started;
    cookie = session;
  });

  const part = '--XYZ\r\nContent-Disposition: form-data; name="vegcategory"\r\n\r\nCarrots\r\n';
  const filePart = '--XYZ\r\nContent-Disposition: form-data; name="categoryimg"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG';
  const cases: Array<[string, string, string, RegExp]> = [
    ['no boundary', 'multipart/form-data', part, /Boundary not found/],
    ['a body that never starts its parts', 'multipart/form-data; boundary=XYZ', 'not a multipart body', /Unexpected end/],
    ['a body cut off in a file part', 'multipart/form-data; boundary=XYZ', part + filePart, /end of multipart data/],
    ['a body cut off after a field', 'multipart/form-data; boundary=XYZ', part, /end of multipart data/],
  ];

  it.each(cases)('answers 400 naming the problem for %s', async (_name, contentType, body, problem) => {
    const before = await snapshotAll(server.app.db, server.media.root);
    for (const url of ['/api/vegetable/add/category', '/vegetable/poster/upload']) {
      const res = await server.app.inject({ method: url.includes('poster') ? 'PUT' : 'POST', url, headers: { cookie, 'content-type': contentType }, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Malformed multipart body: /);
      expect(res.json().message).toMatch(problem);
    }
    expect(await snapshotAll(server.app.db, server.media.root)).toEqual(before);
  });
});
