/**
 * The master-data lists vendor fields choose from, and which vendors use an entry. A declared vendor field with
 * `reference.resource` chooses from the list of that resource; this table says where each list is stored. Names
 * compare trimmed and case-insensitively (the category tables' names are unique COLLATE NOCASE).
 */
import type { SqliteHandle } from '../db/open.ts';
import type { VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import { column, identifier } from './vendorsTable.ts';

export interface MasterList {
  /** The admin resource a field's `reference.resource` names. */
  resource: string;
  table: string;
  nameColumn: string;
  /** What one entry is called in messages: "category", "vehicle type". */
  noun: string;
}

export const MASTER_LISTS: readonly MasterList[] = [
  { resource: 'vegetableCategories', table: 'vegetable_categories', nameColumn: 'vegcategory', noun: 'category' },
  { resource: 'professionalCategories', table: 'professional_categories', nameColumn: 'professionalCategory', noun: 'category' },
  { resource: 'transportCategories', table: 'transport_categories', nameColumn: 'vehicleCategory', noun: 'vehicle type' },
];

export const masterListOfTable = (table: string) => MASTER_LISTS.find((list) => list.table === table);
export const masterListOfResource = (resource: string) => MASTER_LISTS.find((list) => list.resource === resource);

/** True when the list has an entry of this name. */
export function inMasterList(db: SqliteHandle, list: MasterList, name: string): boolean {
  const sql = `SELECT 1 FROM ${identifier(list.table)} WHERE TRIM(${identifier(list.nameColumn)}) = TRIM(?) COLLATE NOCASE LIMIT 1`;
  return db.prepare(sql).get(name) !== undefined;
}

/** How many vendors (of every kind whose fields choose from the list) hold this name. */
export function vendorsUsing(db: SqliteHandle, registry: VendorKindRegistry, list: MasterList, name: string): number {
  let count = 0;
  for (const kind of registry) {
    for (const field of kind.fields) {
      if (field.reference?.resource !== list.resource || !field.column) continue;
      const { alias, name: columnName } = column(field.column);
      const sql = `SELECT COUNT(*) FROM vendor_users u JOIN ${identifier(kind.table)} p ON p.user_id = u.id
        WHERE TRIM(${alias}.${columnName}) = TRIM(?) COLLATE NOCASE`;
      count += db.prepare(sql).pluck().get(name) as number;
    }
  }
  return count;
}
