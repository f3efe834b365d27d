/** Transport (vehicle) categories: list, add, rename, delete. Names are trimmed and unique case-insensitively. */
import { z } from 'zod';
import { accessOf, transportCategories } from '../../src/domain/resources/index.ts';
import { id, transportCategoryName } from '../../src/domain/schemas.ts';
import type { TransportCategory } from '../../src/domain/types.ts';
import { isUniqueViolation } from '../db/engines/index.ts';
import { conflict, notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import {
  deleteTransportCategory,
  findTransportCategory,
  insertTransportCategory,
  listTransportCategories,
  renameTransportCategory,
  transportCategoryTaken,
} from '../repositories/transportCategories.ts';
import { conflictAnswer, deletedAnswer, transportCategoryRecord } from './responses.ts';
import { assertCategoryUnused } from './categoriesInUse.ts';
import { declaredRoute, endpointRoute } from './endpointRoute.ts';

const taken = conflictAnswer('a vehicle category of this name already exists');

const idParams = z.object({ id: id('id') });
const body = z.object({ vehicleCategory: transportCategoryName });
const tags = ['master'];
const read = { access: accessOf(transportCategories, 'read') };
const write = { access: accessOf(transportCategories, 'write') };
const { endpoints } = transportCategories.simpleMaster;

export async function transportCategoryRoutes(app: ApiInstance) {
  const { db } = app;

  const mustFind = async (categoryId: number): Promise<TransportCategory> => {
    const row = await findTransportCategory(db, categoryId);
    if (!row) throw notFound('Transport category');
    return row;
  };
  const nameTaken = (name: string) => conflict('vehicleCategory', `A vehicle category named "${name}" already exists`);
  /** Runs a write of `name`; one that lost a race for the name to another request is the same 409. */
  const writeName = async <T>(name: string, exceptId: number, write: () => Promise<T>): Promise<T> => {
    if (await transportCategoryTaken(db, name, exceptId)) throw nameTaken(name);
    try {
      return await write();
    } catch (error) {
      throw isUniqueViolation(error) ? nameTaken(name) : error;
    }
  };

  app.route({ ...endpointRoute(endpoints.list), config: read, schema: { tags, response: { 200: z.array(transportCategoryRecord) } }, handler: async () =>
    listTransportCategories(db) });

  app.route({ ...endpointRoute(endpoints.create), config: write, schema: { tags, body, response: { 200: transportCategoryRecord, ...taken } }, handler: async (request) => {
    const { vehicleCategory } = request.body;
    const newId = await writeName(vehicleCategory, 0, () => insertTransportCategory(db, vehicleCategory));
    return mustFind(newId);
  } });

  const edit = { tags, params: idParams, body, response: { 200: transportCategoryRecord, ...taken } };
  app.route({ ...declaredRoute(endpoints.update, 'transportCategories update'), config: write, schema: edit, handler: async (request) => {
    const { id: categoryId } = request.params;
    const { vehicleCategory } = request.body;
    await mustFind(categoryId);
    if (!(await writeName(vehicleCategory, categoryId, () => renameTransportCategory(db, categoryId, vehicleCategory)))) {
      throw notFound('Transport category');
    }
    return mustFind(categoryId);
  } });

  const remove = { tags, params: idParams, response: { 200: deletedAnswer(), ...conflictAnswer('vendors use the vehicle type; move them first') } };
  app.route({ ...declaredRoute(endpoints.delete, 'transportCategories delete'), config: write, schema: remove, handler: async (request) => {
    const { id: categoryId } = request.params;
    const deleted = await deleteTransportCategory(db, categoryId, (trx, category) =>
      assertCategoryUnused(trx, app.vendorKinds, 'transport_categories', category.vehicleCategory),
    );
    if (!deleted) throw notFound('Transport category');
    return { success: true as const, id: categoryId };
  } });
}
