/**
 * Vegetable and professional main categories. Both tables have the same shape but a different name column,
 * so each function takes the table description; column names come from these constants only, never from input.
 */
import type { SqliteHandle } from '../db/open.ts';
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

const columns = (t: CategoryTable) => `id, ${t.nameColumn} AS name, image_name, active`;

export function listCategories(db: SqliteHandle, t: CategoryTable): CategoryRow[] {
  return db.prepare(`SELECT ${columns(t)} FROM ${t.table} ORDER BY ${t.nameColumn} COLLATE NOCASE, id`).all() as CategoryRow[];
}

export function findCategory(db: SqliteHandle, t: CategoryTable, id: number): CategoryRow | undefined {
  return db.prepare(`SELECT ${columns(t)} FROM ${t.table} WHERE id = ?`).get(id) as CategoryRow | undefined;
}

/** True when another category already has this name (case-insensitive; the column is COLLATE NOCASE). */
export function categoryNameTaken(db: SqliteHandle, t: CategoryTable, name: string, exceptId = 0): boolean {
  return db.prepare(`SELECT 1 FROM ${t.table} WHERE ${t.nameColumn} = ? AND id <> ?`).get(name, exceptId) !== undefined;
}

export function insertCategory(db: SqliteHandle, t: CategoryTable, name: string, imageName: string | null, active: Flag = 1): number {
  const result = db.prepare(`INSERT INTO ${t.table} (${t.nameColumn}, image_name, active) VALUES (?, ?, ?)`).run(name, imageName, active);
  return Number(result.lastInsertRowid);
}

export function renameCategory(db: SqliteHandle, t: CategoryTable, id: number, name: string): void {
  db.prepare(`UPDATE ${t.table} SET ${t.nameColumn} = ? WHERE id = ?`).run(name, id);
}

export function setCategoryImage(db: SqliteHandle, t: CategoryTable, id: number, imageName: string): void {
  db.prepare(`UPDATE ${t.table} SET image_name = ? WHERE id = ?`).run(imageName, id);
}

export function setCategoryActive(db: SqliteHandle, t: CategoryTable, id: number, active: Flag): void {
  db.prepare(`UPDATE ${t.table} SET active = ? WHERE id = ?`).run(active, id);
}

/**
 * Deletes the category; its subcategories go with it (ON DELETE CASCADE).
 * Returns the image names that were referenced, so the caller can remove the files after the commit.
 */
export function deleteCategory(db: SqliteHandle, t: CategoryTable, id: number): { categoryImage: string | null; subcategoryImages: string[] } {
  const category = findCategory(db, t, id);
  const subcategoryImages = db
    .prepare(`SELECT subcategoryImage FROM ${t.subTable} WHERE category_id = ? AND subcategoryImage IS NOT NULL`)
    .pluck()
    .all(id) as string[];
  db.prepare(`DELETE FROM ${t.table} WHERE id = ?`).run(id);
  return { categoryImage: category?.image_name ?? null, subcategoryImages };
}
