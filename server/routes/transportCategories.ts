/** Transport (vehicle) categories: list, add, rename, delete. Names are trimmed and unique case-insensitively. */
import { z } from 'zod';
import { id, transportCategoryName } from '../../src/domain/schemas.ts';
import type { TransportCategory } from '../../src/domain/types.ts';
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

const taken = conflictAnswer('a vehicle category of this name already exists');
import { assertCategoryUnused } from './categoriesInUse.ts';

const idParams = z.object({ id: id('id') });
const body = z.object({ vehicleCategory: transportCategoryName });
const tags = ['master'];

export async function transportCategoryRoutes(app: ApiInstance) {
  const { sqlite: db } = app;

  const mustFind = (categoryId: number): TransportCategory => {
    const row = findTransportCategory(db, categoryId);
    if (!row) throw notFound('Transport category');
    return row;
  };
  const assertFree = (name: string, exceptId = 0) => {
    if (transportCategoryTaken(db, name, exceptId)) throw conflict('vehicleCategory', `A vehicle category named "${name}" already exists`);
  };

  app.get('/transport/categories', { schema: { tags, response: { 200: z.array(transportCategoryRecord) } } }, async () =>
    listTransportCategories(db),
  );

  app.post('/transport/add/category', { schema: { tags, body, response: { 200: transportCategoryRecord, ...taken } } }, async (request) => {
    const { vehicleCategory } = request.body;
    const newId = db.transaction(() => {
      assertFree(vehicleCategory);
      return insertTransportCategory(db, vehicleCategory);
    })();
    return mustFind(newId);
  });

  const edit = { tags, params: idParams, body, response: { 200: transportCategoryRecord, ...taken } };
  app.put('/transport/edit/category/:id', { schema: edit }, async (request) => {
    const { id: categoryId } = request.params;
    const { vehicleCategory } = request.body;
    mustFind(categoryId);
    db.transaction(() => {
      assertFree(vehicleCategory, categoryId);
      renameTransportCategory(db, categoryId, vehicleCategory);
    })();
    return mustFind(categoryId);
  });

  const remove = { tags, params: idParams, response: { 200: deletedAnswer(), ...conflictAnswer('vendors use the vehicle type; move them first') } };
  app.delete('/transport/delete/category/:id', { schema: remove }, async (request) => {
    const { id: categoryId } = request.params;
    const deleted = db.transaction(() => {
      assertCategoryUnused(app, 'transport_categories', mustFind(categoryId).vehicleCategory);
      return deleteTransportCategory(db, categoryId);
    })();
    if (!deleted) throw notFound('Transport category');
    return { success: true as const, id: categoryId };
  });
}
