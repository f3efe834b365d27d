/**
 * The routes of every simple master our server derives (a declaration with `simpleMaster.table`), one per declared
 * endpoint, each with the declaration's permission: the list (`read`), and create, rename, the active switch and
 * delete (`write`). Records are `{ id, <nameSource>, active }`; names are trimmed and unique ignoring case (409).
 * Transport categories keep their own module (SPEC 7's answers and the in-use check), so they declare no table.
 */
import { z } from 'zod';
import { accessOf, type ResourceDeclaration, type ResourceRegistry, type SimpleMasterSpec } from '../../src/domain/resources/index.ts';
import { requiredText } from '../../src/domain/fieldValidation.ts';
import { id } from '../../src/domain/schemas.ts';
import { ruleSchema } from '../../src/domain/vendorKinds/validators.ts';
import { isUniqueViolation } from '../db/engines/index.ts';
import { conflict, notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import {
  deleteSimpleMaster,
  findSimpleMaster,
  insertSimpleMaster,
  listSimpleMaster,
  simpleMasterTaken,
  updateSimpleMaster,
  type SimpleMasterRow,
} from '../repositories/simpleMasters.ts';
import type { RoutePlugin } from './index.ts';
import { conflictAnswer, deletedAnswer, flag } from './responses.ts';
import { endpointRoute } from './endpointRoute.ts';

type DerivedMaster = ResourceDeclaration & { simpleMaster: SimpleMasterSpec & { table: string } };

const isDerived = (declaration: ResourceDeclaration): declaration is DerivedMaster => Boolean(declaration.simpleMaster?.table);

/** One route group per derived simple master of the registry. */
export const simpleMasterRoutes = (registry: ResourceRegistry): RoutePlugin[] =>
  registry.filter(isDerived).map((declaration) => (app: ApiInstance) => derivedMasterRoutes(app, declaration));

async function derivedMasterRoutes(app: ApiInstance, declaration: DerivedMaster): Promise<void> {
  const { db } = app;
  const { nameSource, nameRule, table, endpoints } = declaration.simpleMaster;
  const singular = (declaration.texts.en.name ?? declaration.name).split('||||')[0]?.trim() ?? declaration.name;
  const tags = ['master'];
  const read = { access: accessOf(declaration, 'read') };
  const write = { access: accessOf(declaration, 'write') };
  const record = z.object({ id: z.number(), [nameSource]: z.string(), active: flag });
  const answer = (row: SimpleMasterRow) => ({ id: row.id, [nameSource]: row.name, active: Number(row.active) });
  const named = z.object({ [nameSource]: nameRule ? ruleSchema(nameRule) : requiredText(singular, 100) }) as z.ZodType<Record<string, string>>;
  const idParams = z.object({ id: id('id') });
  const taken = conflictAnswer(`a ${singular.toLowerCase()} of this name already exists`);

  const nameTaken = (name: string) => conflict(nameSource, `A ${singular.toLowerCase()} named "${name}" already exists`);
  /** Runs a write of `name`; one that lost a race for the name to another request is the same 409. */
  const writeName = async <T>(name: string, exceptId: number, write: () => Promise<T>): Promise<T> => {
    if (await simpleMasterTaken(db, table, name, exceptId)) throw nameTaken(name);
    try {
      return await write();
    } catch (error) {
      throw isUniqueViolation(error) ? nameTaken(name) : error;
    }
  };
  const found = (row: SimpleMasterRow | undefined) => {
    if (!row) throw notFound(singular);
    return answer(row);
  };

  app.route({ ...endpointRoute(endpoints.list), config: read, schema: { tags, response: { 200: z.array(record) } }, handler: async () =>
    (await listSimpleMaster(db, table)).map(answer) });

  app.route({ ...endpointRoute(endpoints.create), config: write, schema: { tags, body: named, response: { 200: record, ...taken } }, handler: async (request) => {
    const name = request.body[nameSource] as string;
    return answer(await writeName(name, 0, () => insertSimpleMaster(db, table, name)));
  } });

  if (endpoints.update) {
    app.route({ ...endpointRoute(endpoints.update), config: write, schema: { tags, params: idParams, body: named, response: { 200: record, ...taken } }, handler: async (request) => {
      const { id: rowId } = request.params;
      const name = request.body[nameSource] as string;
      found(await findSimpleMaster(db, table, rowId));
      return found(await writeName(name, rowId, () => updateSimpleMaster(db, table, rowId, { name })));
    } });
  }

  if (endpoints.setActive) {
    const body = z.object({ active: flag });
    app.route({ ...endpointRoute(endpoints.setActive), config: write, schema: { tags, params: idParams, body, response: { 200: record } }, handler: async (request) =>
      found(await updateSimpleMaster(db, table, request.params.id, { active: request.body.active })) });
  }

  if (endpoints.delete) {
    app.route({ ...endpointRoute(endpoints.delete), config: write, schema: { tags, params: idParams, response: { 200: deletedAnswer() } }, handler: async (request) => {
      if (!(await deleteSimpleMaster(db, table, request.params.id))) throw notFound(singular);
      return { success: true as const, id: request.params.id };
    } });
  }
}
