/**
 * Vegetable and professional subcategories (same shape, two tables). Names are unique within their parent,
 * ignoring case (UNIQUE (category_id, subcategoryName) on a NOCASE / citext column): a duplicate fails with the
 * engine's unique violation, and a parent deleted meanwhile with its foreign-key violation (engines/index.ts).
 */
import { inTransaction, hasRow, type Db } from '../db/database.ts';
import type { Flag, Subcategory } from '../../src/domain/types.ts';

export type SubcategoryTable = 'vegetable_subcategories' | 'professional_subcategories';

const selectSubcategories = (db: Db, table: SubcategoryTable) =>
  db
    .selectFrom(table)
    .select(['id', 'subcategoryName', 'subcategoryImage', 'active', 'category_id as categoryId'])
    .$castTo<Subcategory>();

export async function listSubcategories(db: Db, table: SubcategoryTable, categoryId: number): Promise<Subcategory[]> {
  return selectSubcategories(db, table).where('category_id', '=', categoryId).orderBy('subcategoryName').orderBy('id').execute();
}

export async function findSubcategory(db: Db, table: SubcategoryTable, id: number): Promise<Subcategory | undefined> {
  return selectSubcategories(db, table).where('id', '=', id).executeTakeFirst();
}

/** True when another subcategory of the same parent has this name (ignoring case). */
export async function subcategoryNameTaken(db: Db, table: SubcategoryTable, categoryId: number, name: string, exceptId = 0): Promise<boolean> {
  return hasRow(
    db
      .selectFrom(table)
      .select('id')
      .where('category_id', '=', categoryId)
      .where('subcategoryName', '=', name)
      .where('id', '<>', exceptId),
  );
}

export async function insertSubcategory(
  db: Db,
  table: SubcategoryTable,
  values: { categoryId: number; name: string; imageName: string | null; active?: Flag },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto(table)
      .values({ category_id: values.categoryId, subcategoryName: values.name, subcategoryImage: values.imageName, active: values.active ?? 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

export async function renameSubcategory(db: Db, table: SubcategoryTable, id: number, name: string): Promise<void> {
  await inTransaction(db, (trx) => trx.updateTable(table).set({ subcategoryName: name }).where('id', '=', id).execute());
}

/** Sets the subcategory's image; answers the name it replaced (undefined when there is no such subcategory). */
export async function setSubcategoryImage(db: Db, table: SubcategoryTable, id: number, imageName: string): Promise<string | null | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await trx.selectFrom(table).select('subcategoryImage').where('id', '=', id).executeTakeFirst();
    if (!current) return undefined;
    await trx.updateTable(table).set({ subcategoryImage: imageName }).where('id', '=', id).execute();
    return current.subcategoryImage;
  });
}

export async function setSubcategoryActive(db: Db, table: SubcategoryTable, id: number, active: Flag): Promise<void> {
  await inTransaction(db, (trx) => trx.updateTable(table).set({ active }).where('id', '=', id).execute());
}
