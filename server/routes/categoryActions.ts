/**
 * The main categories of an area (categoryArea.ts): list, add (JSON or a form with an image), rename, replace
 * the image, switch active, delete (refused while vendors use it; the subcategories and every image go too).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cleanText, messages } from '../../src/domain/schemas.ts';
import type { Flag } from '../../src/domain/types.ts';
import { conflict, HttpProblem } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import {
  categoryNameTaken,
  findCategory,
  insertCategory,
  listCategories,
  renameCategory,
  setCategoryActive,
  setCategoryImage,
  type CategoryRow,
} from '../repositories/categories.ts';
import { assertCategoryUnused } from './categoriesInUse.ts';
import { deleteCategoryWithImages } from '../categories/deletion.ts';
import {
  blankToUndefined,
  mustExist,
  readAddForm,
  readForm,
  replaceImage,
  withOptionalImage,
  writeUniqueName,
  type CategoryArea,
  type CategoryRecord,
} from './categoryArea.ts';

export function categoryActions(app: ApiInstance, area: CategoryArea) {
  const { db, media } = app;
  const { table } = area;

  const toRecord = (row: CategoryRow): CategoryRecord =>
    ({ id: row.id, [area.nameField]: row.name, image_name: row.image_name, active: row.active }) as CategoryRecord;
  const notFound = () => new HttpProblem(404, 'Category not found');

  const mustFind = mustExist((categoryId) => findCategory(db, table, categoryId), notFound);

  /** A taken name is a 409 on `field`. */
  const writeName = <T>(field: string, name: string, exceptId: number, write: () => Promise<T>): Promise<T> =>
    writeUniqueName(
      () => categoryNameTaken(db, table, name, exceptId),
      () => conflict(field, `A category named "${name}" already exists`),
      write,
    );

  return {
    list: async (): Promise<CategoryRecord[]> => (await listCategories(db, table)).map(toRecord),

    async add(request: FastifyRequest): Promise<CategoryRecord> {
      const missing = area.imageRequired ? messages.categoryNameAndImage : area.nameMissingMessage;
      const schema = z.object({ [area.nameField]: z.preprocess(blankToUndefined, cleanText('Name', 100, missing)) });
      const { data, image } = await readAddForm(request, schema, { field: 'categoryimg', required: area.imageRequired, missingMessage: messages.categoryNameAndImage });
      const name = data[area.nameField] as string;
      // Checked before the upload is saved too, so a taken name costs no file.
      const newId = await writeName(area.nameField, name, 0, () =>
        withOptionalImage(media, db, { folder: area.categoryFolder, bytes: image, field: 'categoryimg' }, (imageName, trx) =>
          insertCategory(trx, table, name, imageName),
        ),
      );
      return toRecord(await mustFind(newId));
    },

    /** `nameKey` is the body field of the new name, for the 409. */
    async rename(categoryId: number, name: string, nameKey: string): Promise<CategoryRecord> {
      await mustFind(categoryId);
      await writeName(nameKey, name, categoryId, () => renameCategory(db, table, categoryId, name));
      return toRecord(await mustFind(categoryId));
    },

    async replaceImage(request: FastifyRequest): Promise<CategoryRecord> {
      const categoryId = await replaceImage(
        media,
        await readForm(request),
        { idField: 'category_id', folder: area.categoryFolder, gone: notFound },
        async (targetId) => (await mustFind(targetId)).image_name,
        (targetId, name, trx) => setCategoryImage(trx, table, targetId, name),
      );
      return toRecord(await mustFind(categoryId));
    },

    /**
     * Rows first, then files, through the media journal: a failed removal leaves the files listed for the next
     * start, never a row pointing at nothing. A category vendors use is refused (409).
     */
    async delete(categoryId: number): Promise<{ success: true; id: number }> {
      await deleteCategoryWithImages(media, table, categoryId, area, (check, category) =>
        assertCategoryUnused(check, app.vendorKinds, table.table, category.name),
      );
      return { success: true, id: categoryId };
    },

    async setActive(categoryId: number, active: Flag): Promise<CategoryRecord> {
      await mustFind(categoryId);
      await setCategoryActive(db, table, categoryId, active);
      return toRecord(await mustFind(categoryId));
    },
  };
}
