/** Transport (vehicle) categories: a flat list of unique names. */
import type { SqliteHandle } from '../db/open.ts';
import type { TransportCategory } from '../../src/domain/types.ts';

export function listTransportCategories(db: SqliteHandle): TransportCategory[] {
  return db.prepare('SELECT id, vehicleCategory FROM transport_categories ORDER BY vehicleCategory COLLATE NOCASE, id').all() as TransportCategory[];
}

export function findTransportCategory(db: SqliteHandle, id: number): TransportCategory | undefined {
  return db.prepare('SELECT id, vehicleCategory FROM transport_categories WHERE id = ?').get(id) as TransportCategory | undefined;
}

/** Case-insensitive (the column is COLLATE NOCASE), as the legacy add dialog compares names. */
export function transportCategoryTaken(db: SqliteHandle, name: string, exceptId = 0): boolean {
  return db.prepare('SELECT 1 FROM transport_categories WHERE vehicleCategory = ? AND id <> ?').get(name, exceptId) !== undefined;
}

export function insertTransportCategory(db: SqliteHandle, name: string): number {
  return Number(db.prepare('INSERT INTO transport_categories (vehicleCategory) VALUES (?)').run(name).lastInsertRowid);
}

export function renameTransportCategory(db: SqliteHandle, id: number, name: string): void {
  db.prepare('UPDATE transport_categories SET vehicleCategory = ? WHERE id = ?').run(name, id);
}

export function deleteTransportCategory(db: SqliteHandle, id: number): boolean {
  return db.prepare('DELETE FROM transport_categories WHERE id = ?').run(id).changes > 0;
}
