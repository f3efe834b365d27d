/** Vegetable and professional subcategories (same shape, two tables). Names are unique within their parent. */
import type { SqliteHandle } from '../db/open.ts';
import type { Flag, Subcategory } from '../../src/domain/types.ts';

export type SubcategoryTable = 'vegetable_subcategories' | 'professional_subcategories';

const COLUMNS = 'id, subcategoryName, subcategoryImage, active, category_id AS categoryId';

export function listSubcategories(db: SqliteHandle, table: SubcategoryTable, categoryId: number): Subcategory[] {
  return db
    .prepare(`SELECT ${COLUMNS} FROM ${table} WHERE category_id = ? ORDER BY subcategoryName COLLATE NOCASE, id`)
    .all(categoryId) as Subcategory[];
}

export function findSubcategory(db: SqliteHandle, table: SubcategoryTable, id: number): Subcategory | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM ${table} WHERE id = ?`).get(id) as Subcategory | undefined;
}

/** True when another subcategory of the same parent has this name (case-insensitive). */
export function subcategoryNameTaken(db: SqliteHandle, table: SubcategoryTable, categoryId: number, name: string, exceptId = 0): boolean {
  return (
    db.prepare(`SELECT 1 FROM ${table} WHERE category_id = ? AND subcategoryName = ? AND id <> ?`).get(categoryId, name, exceptId) !==
    undefined
  );
}

export function insertSubcategory(
  db: SqliteHandle,
  table: SubcategoryTable,
  values: { categoryId: number; name: string; imageName: string | null; active?: Flag },
): number {
  const result = db
    .prepare(`INSERT INTO ${table} (category_id, subcategoryName, subcategoryImage, active) VALUES (?, ?, ?, ?)`)
    .run(values.categoryId, values.name, values.imageName, values.active ?? 1);
  return Number(result.lastInsertRowid);
}

export function renameSubcategory(db: SqliteHandle, table: SubcategoryTable, id: number, name: string): void {
  db.prepare(`UPDATE ${table} SET subcategoryName = ? WHERE id = ?`).run(name, id);
}

export function setSubcategoryImage(db: SqliteHandle, table: SubcategoryTable, id: number, imageName: string): void {
  db.prepare(`UPDATE ${table} SET subcategoryImage = ? WHERE id = ?`).run(imageName, id);
}

export function setSubcategoryActive(db: SqliteHandle, table: SubcategoryTable, id: number, active: Flag): void {
  db.prepare(`UPDATE ${table} SET active = ? WHERE id = ?`).run(active, id);
}
