/**
 * The audit log: an entry with who, when and the changed fields before and after for every kind of admin write,
 * none for reads; no route and no SQL can change or delete an entry; entries survive a restart; the list filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/review.ts';
import { TEST_ADMIN, samples, multipart, startServer, type TestServer } from '../helpers/server.ts';
import { addImage, addStory, createVendor, validEdit } from './vendorFixtures.ts';
import { count } from '../../server/db/database.ts';

let server: TestServer;
let cookie = '';
const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  server = await startServer();
  cookie = await server.login();
});
afterAll(() => server.close());

const lastAuditId = async () =>
  Number((await server.app.db.selectFrom('audit_log').select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('id')).executeTakeFirstOrThrow()).id);
const auditRowCount = async () => count((await server.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** The newest audit entry of this entity after `write` ran, checked to be the test admin's. */
async function entryAfter(write: () => Promise<{ statusCode: number; body: string }>, entity: string): Promise<AuditEntry> {
  const lastId = await lastAuditId();
  const res = await write();
  expect(res.statusCode, res.body).toBeLessThan(300);
  const filter = encodeURIComponent(JSON.stringify({ entity }));
  const entries = (await request('GET', `/api/audit?filter=${filter}&range=[0,49]`)).json() as AuditEntry[];
  const entry = entries.find((e) => e.id > lastId);
  if (!entry) throw new Error(`no audit entry for ${entity}`);
  expect(entry.actor).toBe('admin');
  expect(entry.admin_name).toBeTruthy();
  expect(Date.parse(entry.at)).not.toBeNaN();
  return entry;
}

describe('an entry for every kind of write', () => {
  it('vendor edit: the changed fields only, before and after', async () => {
    const vendor = await createVendor(server, 'vegetable');
    const entry = await entryAfter(() => request('PUT', '/vegeatable/edit', validEdit('vegetable', vendor.userId, vendor.phoneNumber)), 'vegetable_stores');
    expect(entry.action).toBe('update');
    expect(entry.vendor_id).toBe(vendor.userId);
    expect(entry.after).toMatchObject({ storename: 'Edited Store', location: 'New Market' });
    expect(Object.keys(entry.before ?? {})).toEqual(Object.keys(entry.after ?? {}));
  });

  it('gallery image delete, poster from an image, story delete', async () => {
    const vendor = await createVendor(server, 'vegetable');
    const first = await addImage(server, 'vegetable', vendor.userId);
    const second = await addImage(server, 'vegetable', vendor.userId);
    const story = await addStory(server, 'vegetable', vendor.userId);
    const poster = await entryAfter(() => request('PUT', '/vegetable/poster/storeimg', { user_id: vendor.userId, poster: first }), 'vendor_users');
    expect(poster.after).toEqual({ poster: expect.any(String) });
    expect(poster.before).toEqual({ poster: null });
    const image = await entryAfter(() => request('DELETE', `/vegetable/storeimage/${vendor.userId}/${second}`), 'vendor_images');
    expect(image).toMatchObject({ action: 'delete', vendor_id: vendor.userId, before: { file_name: second }, after: null });
    const removed = await entryAfter(() => request('DELETE', `/vendor/vegetablestories/${story.id}`), 'vendor_stories');
    expect(removed).toMatchObject({ action: 'delete', before: { todaystory: story.todaystory } });
  });

  it('poster upload', async () => {
    const vendor = await createVendor(server, 'professional');
    const form = multipart({ user_id: String(vendor.userId) }, { poster: { bytes: samples.png } });
    const entry = await entryAfter(() => server.app.inject({ method: 'PUT', url: '/professional/update/poster', headers: { cookie }, payload: form as unknown as object }), 'vendor_users');
    expect(entry.after).toEqual({ poster: expect.any(String) });
  });

  it('categories: add, rename, toggle, delete', async () => {
    const added = await entryAfter(() => request('POST', '/api/vegetable/add/category', { vegcategory: 'Audited' }), 'vegetable_categories');
    expect(added).toMatchObject({ action: 'insert', before: null, after: { vegcategory: 'Audited', active: 1 } });
    const id = added.entity_id;
    const renamed = await entryAfter(() => request('PUT', '/category/updateName', { categoryId: id, newName: 'Audited Greens' }), 'vegetable_categories');
    expect(renamed).toMatchObject({ before: { vegcategory: 'Audited' }, after: { vegcategory: 'Audited Greens' } });
    const toggled = await entryAfter(() => request('PUT', `/admin/vegetable-categories/${id}`, { active: 0 }), 'vegetable_categories');
    expect(toggled).toMatchObject({ before: { active: 1 }, after: { active: 0 } });
    const deleted = await entryAfter(() => request('DELETE', `/vegetable/delete/category/${id}`), 'vegetable_categories');
    expect(deleted).toMatchObject({ action: 'delete', before: { vegcategory: 'Audited Greens' }, after: null });
  });

  it('call-request notes', async () => {
    const { id } = await server.app.db.insertInto('call_requests').values({ phone_number: '9876543210', notes: null }).returning('id').executeTakeFirstOrThrow();
    const entry = await entryAfter(() => request('PUT', `/updateNotes/${id}`, { notes: 'Called back' }), 'call_requests');
    expect(entry).toMatchObject({ before: { notes: null }, after: { notes: 'Called back' } });
  });

  it('admin accounts: created, role changed, password changed without its value', async () => {
    const created = await entryAfter(() => request('POST', '/api/admins', { email: 'audited@test.local', name: 'Audited', role: 'viewer', password: 'a-long-password' }), 'admins');
    expect(created.after).toMatchObject({ email: 'audited@test.local', role: 'viewer', password_hash: 'set' });
    const changed = await entryAfter(() => request('PUT', `/api/admins/${String(created.entity_id)}`, { role: 'reviewer' }), 'admins');
    expect(changed).toMatchObject({ before: { role: 'viewer' }, after: { role: 'reviewer' } });
    const password = await entryAfter(() => request('PUT', '/api/admin/password', { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password }), 'admins');
    expect(password).toMatchObject({ before: { password_hash: 'hidden' }, after: { password_hash: 'changed' } });
  });

  it('decisions, with their reason', async () => {
    const vendor = await createVendor(server, 'transport', { poster: 'p.png' });
    const entry = await entryAfter(() => request('POST', `/api/reviews/${vendor.userId}/decision`, { action: 'reject', reason: 'Vehicle papers missing' }), 'vendor_reviews');
    expect(entry).toMatchObject({ action: 'review.reject', reason: 'Vehicle papers missing', before: { state: 'applied' }, after: { state: 'rejected' } });
    // The vendor by name and kind: an id alone is ambiguous across kinds.
    expect(entry).toMatchObject({ vendor_id: vendor.userId, vendor_name: expect.any(String), vendor_kind: 'transport' });
  });

  it('one action is one entry: an approval (desk or SPEC call) is its decision, not also "update vendor_users"', async () => {
    const newEntries = async (write: () => Promise<{ statusCode: number; body: string }>) => {
      const lastId = await lastAuditId();
      const res = await write();
      expect(res.statusCode, res.body).toBe(200);
      return server.app.db.selectFrom('audit_log').select(['action', 'entity']).where('id', '>', lastId).orderBy('id').execute();
    };
    const desk = await createVendor(server, 'vegetable', { poster: 'p.png' });
    expect(await newEntries(() => request('POST', `/api/reviews/${desk.userId}/decision`, { action: 'approve' }))).toEqual([
      { action: 'review.approve', entity: 'vendor_reviews' },
    ]);
    const legacy = await createVendor(server, 'professional', { poster: 'p.png' });
    expect(await newEntries(() => request('POST', `/admin/professional/verify/${legacy.userId}`))).toEqual([
      { action: 'review.approve', entity: 'vendor_reviews' },
    ]);
    // Writes after the decision are logged again.
    const edited = await newEntries(() => request('PUT', '/professional/edit', validEdit('professional', legacy.userId, legacy.phoneNumber)));
    expect(edited.length).toBeGreaterThan(0);
  });

  it('approve, reject, suspend and reinstate each write exactly one audit row, the decision', async () => {
    const decided = async (userId: number, action: string, reason?: string) => {
      const lastId = await lastAuditId();
      const res = await request('POST', `/api/reviews/${userId}/decision`, { action, ...(reason ? { reason } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      return server.app.db.selectFrom('audit_log').select(['action', 'entity', 'vendor_id']).where('id', '>', lastId).orderBy('id').execute();
    };
    const approved = await createVendor(server, 'hotel', { poster: 'p.png' });
    expect(await decided(approved.userId, 'approve')).toEqual([{ action: 'review.approve', entity: 'vendor_reviews', vendor_id: approved.userId }]);
    expect(await decided(approved.userId, 'suspend', 'Complaints')).toEqual([{ action: 'review.suspend', entity: 'vendor_reviews', vendor_id: approved.userId }]);
    expect(await decided(approved.userId, 'reinstate')).toEqual([{ action: 'review.reinstate', entity: 'vendor_reviews', vendor_id: approved.userId }]);
    const rejected = await createVendor(server, 'hotel', { poster: 'p.png' });
    expect(await decided(rejected.userId, 'reject', 'Not a real business')).toEqual([{ action: 'review.reject', entity: 'vendor_reviews', vendor_id: rejected.userId }]);
  });

  it('reads write nothing', async () => {
    const before = await auditRowCount();
    await request('GET', '/api/vegetable/unverified/list');
    await request('GET', '/api/reviews');
    expect(await auditRowCount()).toBe(before);
  });
});

describe('append-only and lasting', () => {
  it('SQL cannot change or delete an entry, and no route can', async () => {
    await expect(server.app.db.updateTable('audit_log').set({ actor: 'nobody' }).execute()).rejects.toThrow(/cannot be changed/);
    await expect(server.app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/cannot be deleted/);
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      expect((await request(method, '/api/audit/1', method === 'DELETE' ? undefined : {})).statusCode).toBe(404);
    }
  });

  it('filters by admin, action, vendor and date, and survives a restart', async () => {
    const all = (await request('GET', '/api/audit?range=[0,999]')).json() as AuditEntry[];
    const adminId = all[0]?.admin_id;
    const byAction = (await request('GET', `/api/audit?filter=${encodeURIComponent('{"action":"review"}')}`)).json() as AuditEntry[];
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((e) => e.action.startsWith('review.'))).toBe(true);
    const byAdmin = (await request('GET', `/api/audit?filter=${encodeURIComponent(JSON.stringify({ admin_id: adminId }))}&range=[0,999]`)).json() as AuditEntry[];
    expect(byAdmin.every((e) => e.admin_id === adminId)).toBe(true);
    const future = (await request('GET', `/api/audit?filter=${encodeURIComponent('{"from":"2999-01-01"}')}`)).json() as AuditEntry[];
    expect(future).toEqual([]);
    const vendorId = byAction[0]?.vendor_id;
    const byVendor = (await request('GET', `/api/audit?filter=${encodeURIComponent(JSON.stringify({ vendor_id: vendorId }))}`)).json() as AuditEntry[];
    expect(byVendor.every((e) => e.vendor_id === vendorId)).toBe(true);

    const dataDir = server.dataDir;
    await server.close({ keepData: true });
    server = await startServer({ dataDir });
    cookie = await server.login();
    const again = (await request('GET', '/api/audit?range=[0,999]')).json() as AuditEntry[];
    expect(again.slice(-all.length).map((e) => e.id)).toEqual(all.map((e) => e.id).slice(-all.length));
  });
});
