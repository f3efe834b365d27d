/**
 * A simple master declared in one file with a `table` (tests/resourceFixture/unitsOfMeasure.ts) is served by our
 * server with nothing else written: its table made at start, a route per declared endpoint, names trimmed and
 * unique ignoring case, the active switch, 404 for a missing row, 400 naming the field, and every route in the
 * OpenAPI document. The calls are taken from the declaration.
 */
import { describe, expect, it } from 'vitest';
import { endpointParts } from '../../src/domain/vendorKinds/index.ts';
import { simpleMasterTables } from '../../server/db/simpleMasterStorage.ts';
import { withAdminSession, type Method } from '../helpers/adminSession.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { unitsOfMeasure } from '../resourceFixture/unitsOfMeasure.ts';
import { withUnitsOfMeasure } from '../resourceFixture/registry.ts';

const resources = withUnitsOfMeasure;
let server: TestServer;
const request = withAdminSession((s) => (server = s), { build: { resources } });
const { endpoints, nameSource } = unitsOfMeasure.simpleMaster;

/** A declared call, `{id}` filled in. */
const call = (spec: string, id?: number, payload?: object) => {
  const { method, path } = endpointParts(spec as `GET /${string}`);
  return request(method as Method, path.replace('{id}', String(id)), payload);
};
const named = (name: unknown) => ({ [nameSource]: name });

describe('a derived simple master', () => {
  it('creates, lists in name order, renames, switches off and deletes', async () => {
    const kilo = await call(endpoints.create, undefined, named('  Kilogram '));
    expect(kilo.statusCode, kilo.body).toBe(200);
    expect(kilo.json()).toEqual({ id: expect.any(Number), [nameSource]: 'Kilogram', active: 1 });
    const bunch = (await call(endpoints.create, undefined, named('Bunch'))).json() as { id: number };
    expect((await call(endpoints.list)).json()).toEqual([
      { id: bunch.id, [nameSource]: 'Bunch', active: 1 },
      { id: kilo.json().id, [nameSource]: 'Kilogram', active: 1 },
    ]);

    const renamed = await call(endpoints.update as string, bunch.id, named('Bundle'));
    expect(renamed.json()).toMatchObject({ id: bunch.id, [nameSource]: 'Bundle' });
    const off = await call(endpoints.setActive as string, bunch.id, { active: 0 });
    expect(off.json()).toEqual({ id: bunch.id, [nameSource]: 'Bundle', active: 0 });

    expect((await call(endpoints.delete as string, bunch.id)).json()).toEqual({ success: true, id: bunch.id });
    expect((await call(endpoints.list)).json()).toEqual([{ id: kilo.json().id, [nameSource]: 'Kilogram', active: 1 }]);
  });

  it('refuses a name taken in another case (409), a blank name (400 naming the field) and a missing row (404)', async () => {
    const litre = (await call(endpoints.create, undefined, named('Litre'))).json() as { id: number };
    const again = await call(endpoints.create, undefined, named('LITRE'));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toHaveProperty(nameSource);
    const other = (await call(endpoints.create, undefined, named('Dozen'))).json() as { id: number };
    expect((await call(endpoints.update as string, other.id, named('litre'))).statusCode).toBe(409);
    // Renaming a row to its own name in another case is no conflict.
    expect((await call(endpoints.update as string, litre.id, named('LITRE'))).json()).toMatchObject({ [nameSource]: 'LITRE' });

    const blank = await call(endpoints.create, undefined, named('   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty(nameSource);
    expect((await call(endpoints.create, undefined, named('x'.repeat(101)))).statusCode).toBe(400);
    expect((await call(endpoints.setActive as string, litre.id, { active: 2 })).statusCode).toBe(400);

    const missing = 999_999;
    for (const spec of [endpoints.update, endpoints.delete] as string[]) expect((await call(spec, missing, named('Gram'))).statusCode).toBe(404);
    expect((await call(endpoints.setActive as string, missing, { active: 1 })).statusCode).toBe(404);
  });

  it('documents every declared call in the OpenAPI document', async () => {
    const doc = (await request('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    for (const spec of Object.values(endpoints)) {
      const { method, path } = endpointParts(spec);
      expect(doc.paths[path], spec).toHaveProperty(method.toLowerCase());
    }
  });

  it('keeps its rows across a restart on the same data', async () => {
    await call(endpoints.create, undefined, named('Tray'));
    const { dataDir } = server;
    await server.close({ keepData: true });
    const again = await startServer({ dataDir, build: { resources } });
    try {
      const cookie = await again.login();
      const listed = await again.app.inject({ method: 'GET', url: endpointParts(endpoints.list).path, headers: { cookie } });
      expect((listed.json() as Record<string, unknown>[]).map((row) => row[nameSource])).toContain('Tray');
    } finally {
      await again.close();
    }
  });
});

it('refuses two simple masters kept in one table', () => {
  expect(() => simpleMasterTables([unitsOfMeasure, { ...unitsOfMeasure, name: 'measures' }])).toThrow('Two simple masters are kept in the table "units_of_measure"');
  expect(() => simpleMasterTables([{ ...unitsOfMeasure, simpleMaster: { ...unitsOfMeasure.simpleMaster, table: 'units; drop' } }])).toThrow('Not a plain SQL identifier');
});
