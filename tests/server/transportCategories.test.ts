/** Contract tests of the transport (vehicle) categories. */
import { describe, expect, it } from 'vitest';
import { callKey, callsOf, contractOf } from '../helpers/contract.ts';
import { withAdminSession } from '../helpers/adminSession.ts';

const covered = new Set<string>();
const contract = (key: string, fn: () => Promise<void>) => {
  covered.add(key);
  it(key, fn);
};

describe('transport categories', () => {
  const request = withAdminSession();
  const add = async (vehicleCategory: string) => (await request('POST', '/transport/add/category', { vehicleCategory })).json() as { id: number; vehicleCategory: string };

  contract('GET /transport/categories', async () => {
    const created = await add('Mini Truck');
    const res = await request('GET', '/transport/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: created.id, vehicleCategory: 'Mini Truck' });
  });

  contract('POST /transport/add/category', async () => {
    const res = await request('POST', '/transport/add/category', { vehicleCategory: '  Refrigerated Van ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), vehicleCategory: 'Refrigerated Van' });
    const duplicate = await request('POST', '/transport/add/category', { vehicleCategory: 'refrigerated VAN' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toHaveProperty('vehicleCategory');
  });

  contract('PUT /transport/edit/category/{id}', async () => {
    const created = await add('Tempoo');
    const res = await request('PUT', `/transport/edit/category/${created.id}`, { vehicleCategory: 'Tempo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id, vehicleCategory: 'Tempo' });
    // Renaming to its own name with other casing is not a duplicate of itself.
    expect((await request('PUT', `/transport/edit/category/${created.id}`, { vehicleCategory: 'TEMPO' })).statusCode).toBe(200);
    expect((await request('PUT', '/transport/edit/category/999999', { vehicleCategory: 'Bus' })).statusCode).toBe(404);
  });

  contract('DELETE /transport/delete/category/{id}', async () => {
    const created = await add('Three Wheeler');
    const res = await request('DELETE', `/transport/delete/category/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    const list = (await request('GET', '/transport/categories')).json() as Array<{ id: number }>;
    expect(list.some((c) => c.id === created.id)).toBe(false);
    expect((await request('DELETE', `/transport/delete/category/${created.id}`)).statusCode).toBe(404);
  });

  it('covers every transport category call of the contract', async () => {
    const contract = contractOf((await request('GET', '/api/openapi.json')).json());
    const expected = callsOf(contract, 'master')
      .map(callKey)
      .filter((key) => /transport/.test(key));
    expect([...covered].sort()).toEqual(expected.sort());
  });
});
