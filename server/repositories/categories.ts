/**
 * Vegetable and professional main categories. Both tables have the same shape but a different name column,
 * so each function takes the table description; column names come from these constants only, never from input.
 * Names are unique ignoring case (the column is NOCASE on SQLite, citext on PostgreSQL), so `=` and ORDER BY on
 * them ignore case on both engines, and a second category of the same name is refused by the database itself.
 */
import { sql } from 'kysely';
import { inTransaction, hasRow, type Db } from '../db/database.ts';
import type { Flag } from '../../src/domain/types.ts';

export interface CategoryTable {
  table: 'vegetable_categories' | 'professional_categories';
  nameColumn: 'vegcategory' | 'professionalCategory';
  subTable: 'vegetable_subcategories' | 'professional_subcategories';
}

export const VEGETABLE_CATEGORY_TABLE: CategoryTable = {
  table: 'vegetable_categories',
  nameColumn: 'vegcategory',
  subTable: 'vegetable_subcategories',
};

export const PROFESSIONAL_CATEGORY_TABLE: CategoryTable = {
  table: 'professional_categories',
  nameColumn: 'professionalCategory',
  subTable: 'professional_subcategories',
};

export interface CategoryRow {
  id: number;
  name: string;
  image_name: string | null;
  active: Flag;
}

/**
 * The name column's value. Typed as both tables' name columns so the builder accepts it for either table; the
 * object only holds `t.nameColumn`, the one the query writes.
 */
const nameValue = (t: CategoryTable, name: string) => ({ [t.nameColumn]: name }) as Record<CategoryTable['nameColumn'], string>;

const selectCategories = (db: Db, t: CategoryTable) =>
  db
    .selectFrom(t.table)
    .select(['id', sql.ref<string>(t.nameColumn).as('name'), 'image_name', 'active'])
    .$castTo<CategoryRow>();

export async function listCategories(db: Db, t: CategoryTable): Promise<CategoryRow[]> {
  return selectCategories(db, t).orderBy(sql.ref(t.nameColumn)).orderBy('id').execute();
}

export async function findCategory(db: Db, t: CategoryTable, id: number): Promise<CategoryRow | undefined> {
  return selectCategories(db, t).where('id', '=', id).executeTakeFirst();
}

/** True when another category already has this name (ignoring case, as the column compares). */
export async function categoryNameTaken(db: Db, t: CategoryTable, name: string, exceptId = 0): Promise<boolean> {
  return hasRow(
    db
      .selectFrom(t.table)
      .select('id')
      .where(sql.ref(t.nameColumn), '=', name)
      .where('id', '<>', exceptId),
  );
}

/** Adds a category; a name already taken fails with the engine's unique violation (engines/index.ts). */
export async function insertCategory(db: Db, t: CategoryTable, name: string, imageName: string | null, active: Flag = 1): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto(t.table)
      .values({ ...nameValue(t, name), image_name: imageName, active })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** Renames a category; a name another category has fails with the engine's unique violation. */
export async function renameCategory(db: Db, t: CategoryTable, id: number, name: string): Promise<void> {
  await inTransaction(db, (trx) =>
    trx
      .updateTable(t.table)
      .set(nameValue(t, name))
      .where('id', '=', id)
      .execute(),
  );
}

/** Sets the category's image; answers the name it replaced (undefined when there is no such category). */
export async function setCategoryImage(db: Db, t: CategoryTable, id: number, imageName: string): Promise<string | null | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await trx.selectFrom(t.table).select('image_name').where('id', '=', id).executeTakeFirst();
    if (!current) return undefined;
    await trx.updateTable(t.table).set({ image_name: imageName }).where('id', '=', id).execute();
    return current.image_name;
  });
}

export async function setCategoryActive(db: Db, t: CategoryTable, id: number, active: Flag): Promise<void> {
  await inTransaction(db, (trx) => trx.updateTable(t.table).set({ active }).where('id', '=', id).execute());
}

export interface DeletedCategory {
  categoryImage: string | null;
  subcategoryImages: string[];
}

/**
 * Deletes the category; its subcategories go with it (ON DELETE CASCADE). `unlessUsed(trx, row)` runs first in
 * the same transaction and throws to refuse (vendors still use it), so nobody takes the category up in between.
 * Answers the image names that were referenced, for the caller to remove the files after the commit, or
 * undefined when there is no such category.
 */
export async function deleteCategory(
  db: Db,
  t: CategoryTable,
  id: number,
  unlessUsed: (trx: Db, category: CategoryRow) => Promise<void> = async () => {},
): Promise<DeletedCategory | undefined> {
  return inTransaction(db, async (trx) => {
    const category = await findCategory(trx, t, id);
    if (!category) return undefined;
    await unlessUsed(trx, category);
    const subcategories = await trx
      .selectFrom(t.subTable)
      .select('subcategoryImage')
      .where('category_id', '=', id)
      .where('subcategoryImage', 'is not', null)
      .execute();
    await trx.deleteFrom(t.table).where('id', '=', id).execute();
    return {
      categoryImage: category.image_name,
      subcategoryImages: subcategories.flatMap((s) => (s.subcategoryImage === null ? [] : [s.subcategoryImage])),
    };
  });
}
