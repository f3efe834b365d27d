/**
 * Master data constrains vendors: a category or vehicle type in use is not deleted (409 saying how many vendors
 * use it) until they are moved; an edit that sets a category the list does not have is a 400 naming the field,
 * while an unchanged stale value (renamed or deleted elsewhere) may be saved again, as SPEC 7 clients send it.
 */
import { describe, expect, it } from 'vitest';
import { insertCategory, PROFESSIONAL_CATEGORY_TABLE } from '../../server/repositories/categories.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import type { TestServer } from '../helpers/server.ts';
import { createVendor, validEdit, type SpecKind } from './vendorFixtures.ts';

let server: TestServer;
const request = withAdminSession((started) => {
  server = started;
});

interface Area {
  kind: SpecKind;
  edit: string;
  /** The edit payload field and the stored record field of the category. */
  payload: string;
  field: string;
  add(name: string): Promise<number>;
  remove: (id: number) => string;
  /** Deletes the entry's row directly, as another backend or tool could. */
  forget(id: number): Promise<unknown>;
  list: string;
  nameOf: (row: Record<string, unknown>) => unknown;
}

const AREAS: Area[] = [
  {
    kind: 'vegetable',
    edit: '/vegeatable/edit',
    payload: 'category',
    field: 'category',
    add: async (name) => (await request('POST', '/api/vegetable/add/category', { vegcategory: name })).json().id,
    remove: (id) => `/vegetable/delete/category/${id}`,
    forget: (id) => server.app.db.deleteFrom('vegetable_categories').where('id', '=', id).execute(),
    list: '/api/vegetable/categories',
    nameOf: (row) => row.vegcategory,
  },
  {
    kind: 'professional',
    edit: '/professional/edit',
    payload: 'professionalcategory',
    field: 'professionalcategory',
    // Professional adds need an image (SPEC 5); the repository writes the row as the seed does.
    add: async (name) => insertCategory(server.app.db, PROFESSIONAL_CATEGORY_TABLE, name, null),
    remove: (id) => `/professional/delete/category/${id}`,
    forget: (id) => server.app.db.deleteFrom('professional_categories').where('id', '=', id).execute(),
    list: '/professional/categories',
    nameOf: (row) => row.professionalCategory,
  },
  {
    kind: 'transport',
    edit: '/transport/edit',
    payload: 'vehicleType',
    field: 'vehicle_type',
    add: async (name) => (await request('POST', '/transport/add/category', { vehicleCategory: name })).json().id,
    remove: (id) => `/transport/delete/category/${id}`,
    forget: (id) => server.app.db.deleteFrom('transport_categories').where('id', '=', id).execute(),
    list: '/transport/categories',
    nameOf: (row) => row.vehicleCategory,
  },
];

describe.each(AREAS)('$kind: categories in use', (area) => {
  const editTo = async (userId: number, phoneNumber: string, value: string) =>
    request('PUT', area.edit, { ...validEdit(area.kind, userId, phoneNumber), [area.payload]: value });

  it('refuses to delete an entry vendors use, saying how many, and deletes it once they are moved', async () => {
    const name = `Used ${area.kind}`;
    const categoryId = await area.add(name);
    const first = await createVendor(server, area.kind);
    const second = await createVendor(server, area.kind);
    // Names compare trimmed and case-insensitively.
    expect((await editTo(first.userId, first.phoneNumber, name)).statusCode).toBe(200);
    expect((await editTo(second.userId, second.phoneNumber, ` ${name.toUpperCase()} `)).statusCode).toBe(200);

    const refused = await request('DELETE', area.remove(categoryId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`^2 vendors use the .* "${name}"\\. Move them to another .* first`));
    expect(refused.json().errors).toEqual({ id: refused.json().message });
    const listed = (await request('GET', area.list)).json() as Record<string, unknown>[];
    expect(listed.map(area.nameOf)).toContain(name);

    await editTo(first.userId, first.phoneNumber, validEdit(area.kind, 0, '')[area.payload] as string);
    expect((await request('DELETE', area.remove(categoryId))).json().message).toMatch(/^1 vendor uses the /);
    await editTo(second.userId, second.phoneNumber, validEdit(area.kind, 0, '')[area.payload] as string);
    const deleted = await request('DELETE', area.remove(categoryId));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, id: categoryId });
  });

  it('refuses an edit that sets a value not in master data, naming the field', async () => {
    const vendor = await createVendor(server, area.kind);
    const res = await editTo(vendor.userId, vendor.phoneNumber, 'Banana Republic');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([area.payload]);
    expect(res.json().errors[area.payload]).toMatch(/"Banana Republic" is not in the .* list/);
    // Plain words for the admin's notification, not "Invalid input: <field>".
    expect(res.json().message).toBe(res.json().errors[area.payload]);
  });

  it('accepts an unchanged stored value that has left master data (a SPEC 7 client sends the record back)', async () => {
    const name = `Short-lived ${area.kind}`;
    const categoryId = await area.add(name);
    const vendor = await createVendor(server, area.kind);
    expect((await editTo(vendor.userId, vendor.phoneNumber, name)).statusCode).toBe(200);
    // Gone from the list behind the vendor's back (another backend or tool; our delete refuses while in use).
    await area.forget(categoryId);
    const again = await editTo(vendor.userId, vendor.phoneNumber, name);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()[area.field]).toBe(name);
    // Changing it to another unknown value is refused.
    expect((await editTo(vendor.userId, vendor.phoneNumber, `${name} 2`)).statusCode).toBe(400);
  });
});
