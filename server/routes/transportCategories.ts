/** Transport (vehicle) categories: list, add, rename, delete. Names are trimmed and unique case-insensitively. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id, transportCategoryName } from '../../src/domain/schemas.ts';
import type { TransportCategory } from '../../src/domain/types.ts';
import { conflict, notFound, parse } from '../errors.ts';
import {
  deleteTransportCategory,
  findTransportCategory,
  insertTransportCategory,
  listTransportCategories,
  renameTransportCategory,
  transportCategoryTaken,
} from '../repositories/transportCategories.ts';

const idParams = z.object({ id: id('id') });
const body = z.object({ vehicleCategory: transportCategoryName });

export async function transportCategoryRoutes(app: FastifyInstance) {
  const { db } = app;

  const mustFind = (categoryId: number): TransportCategory => {
    const row = findTransportCategory(db, categoryId);
    if (!row) throw notFound('Transport category');
    return row;
  };
  const assertFree = (name: string, exceptId = 0) => {
    if (transportCategoryTaken(db, name, exceptId)) throw conflict('vehicleCategory', `A vehicle category named "${name}" already exists`);
  };

  app.get('/transport/categories', async () => listTransportCategories(db));

  app.post('/transport/add/category', async (request) => {
    const { vehicleCategory } = parse(body, request.body);
    const newId = db.transaction(() => {
      assertFree(vehicleCategory);
      return insertTransportCategory(db, vehicleCategory);
    })();
    return mustFind(newId);
  });

  app.put('/transport/edit/category/:id', async (request) => {
    const { id: categoryId } = parse(idParams, request.params);
    const { vehicleCategory } = parse(body, request.body);
    mustFind(categoryId);
    db.transaction(() => {
      assertFree(vehicleCategory, categoryId);
      renameTransportCategory(db, categoryId, vehicleCategory);
    })();
    return mustFind(categoryId);
  });

  app.delete('/transport/delete/category/:id', async (request) => {
    const { id: categoryId } = parse(idParams, request.params);
    const deleted = db.transaction(() => deleteTransportCategory(db, categoryId))();
    if (!deleted) throw notFound('Transport category');
    return { success: true, id: categoryId };
  });
}
