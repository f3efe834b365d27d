/**
 * A category's deletion: rows first (the category, its subcategories by cascade), then its and its subcategories'
 * image files through the media journal, so a failed removal leaves files listed for the next start, never a row
 * pointing at nothing. `unlessUsed` refuses a category vendors use (409), inside the transaction.
 */
import type { MediaFolder } from '../../src/domain/media.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { MediaStorage } from '../media/store.ts';
import { deleteCategory, type CategoryRow, type CategoryTable } from '../repositories/categories.ts';

export interface CategoryFolders {
  categoryFolder: MediaFolder;
  subcategoryFolder: MediaFolder;
}

export async function deleteCategoryWithImages(
  media: MediaStorage,
  table: CategoryTable,
  categoryId: number,
  folders: CategoryFolders,
  unlessUsed: (trx: Db, category: CategoryRow) => Promise<void>,
): Promise<void> {
  await media.changeThenRemove(async (drop, trx) => {
    const removed = await deleteCategory(trx, table, categoryId, unlessUsed);
    if (!removed) throw notFound('Category');
    drop(folders.categoryFolder, removed.categoryImage);
    for (const name of removed.subcategoryImages) drop(folders.subcategoryFolder, name);
  });
}
