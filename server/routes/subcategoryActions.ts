/**
 * The subcategories of an area's categories (categoryArea.ts): list, add (JSON or a form with an image), switch
 * active, replace the image, rename. Names are unique within their category.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages, subcategoryName } from '../../src/domain/schemas.ts';
import type { Flag, Subcategory } from '../../src/domain/types.ts';
import { isForeignKeyViolation } from '../db/engines/index.ts';
import { conflict, HttpProblem } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { findCategory } from '../repositories/categories.ts';
import {
  findSubcategory,
  insertSubcategory,
  listSubcategories,
  renameSubcategory,
  setSubcategoryActive,
  setSubcategoryImage,
  subcategoryNameTaken,
} from '../repositories/subcategories.ts';
import { mustExist, readAddForm, readForm, replaceImage, requiredId, withOptionalImage, writeUniqueName, type CategoryArea } from './categoryArea.ts';

export function subcategoryActions(app: ApiInstance, area: CategoryArea) {
  const { db, media } = app;
  const table = area.table.subTable;

  /** `field`: the request field the 404 names, when it came from the body. */
  const categoryNotFound = (field?: string) => new HttpProblem(404, 'Category not found', field ? { [field]: 'Category not found' } : undefined);
  const notFound = () => new HttpProblem(404, 'Subcategory not found');

  const mustFindCategory = async (categoryId: number, field?: string): Promise<void> => {
    if (!(await findCategory(db, area.table, categoryId))) throw categoryNotFound(field);
  };
  const mustFind = mustExist((subcategoryId) => findSubcategory(db, table, subcategoryId), notFound);

  /** A name taken under `categoryId` is a 409 on `field`. */
  const writeName = <T>(field: string, categoryId: number, name: string, exceptId: number, write: () => Promise<T>): Promise<T> =>
    writeUniqueName(
      () => subcategoryNameTaken(db, table, categoryId, name, exceptId),
      () => conflict(field, `This category already has a subcategory named "${name}"`),
      write,
    );

  return {
    async list(categoryId: number): Promise<Subcategory[]> {
      await mustFindCategory(categoryId);
      return listSubcategories(db, table, categoryId);
    },

    async add(request: FastifyRequest): Promise<Subcategory> {
      const schema = z.object({
        subcategoryName,
        categoryId: requiredId('categoryId', messages.fillAllFields),
      });
      const { data, image } = await readAddForm(request, schema, { field: 'subcategoryImage', required: area.imageRequired, missingMessage: messages.fillAllFields });
      const { subcategoryName: name, categoryId } = data;
      await mustFindCategory(categoryId, 'categoryId');
      const upload = { folder: area.subcategoryFolder, bytes: image, field: 'subcategoryImage' };
      const newId = await writeName('subcategoryName', categoryId, name, 0, () =>
        withOptionalImage(media, db, upload, (imageName, trx) => insertSubcategory(trx, table, { categoryId, name, imageName })),
      ).catch((error: unknown) => {
        // The category was deleted since it was found.
        throw isForeignKeyViolation(error) ? categoryNotFound('categoryId') : error;
      });
      return mustFind(newId);
    },

    async setActive(subcategoryId: number, active: Flag): Promise<Subcategory> {
      await mustFind(subcategoryId);
      await setSubcategoryActive(db, table, subcategoryId, active);
      return mustFind(subcategoryId);
    },

    async replaceImage(request: FastifyRequest): Promise<Subcategory> {
      const subcategoryId = await replaceImage(
        media,
        await readForm(request),
        { idField: 'subcategory_id', folder: area.subcategoryFolder, gone: notFound },
        async (targetId) => (await mustFind(targetId)).subcategoryImage,
        (targetId, name, trx) => setSubcategoryImage(trx, table, targetId, name),
      );
      return mustFind(subcategoryId);
    },

    /** Answers `{ success: true }` (the legacy client reads data.success) plus the renamed record. */
    async rename(subcategoryId: number, newName: string): Promise<Subcategory & { success: true }> {
      const current = await mustFind(subcategoryId);
      await writeName('newName', current.categoryId, newName, subcategoryId, () => renameSubcategory(db, table, subcategoryId, newName));
      return { success: true, ...(await mustFind(subcategoryId)) };
    },
  };
}
