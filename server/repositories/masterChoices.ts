/**
 * The master-data lists vendor fields choose from, and which vendors use an entry. A declared vendor field with
 * `reference.resource` chooses from the list of that resource; this table says where each list is stored. Names
 * compare trimmed and ignoring case (as src/domain/masterChoices.ts `sameChoice` does): a trimmed value is an
 * expression, which no column's case-insensitivity covers and the vendors' columns do not have anyway, so both
 * sides are lowered (ASCII on SQLite, as its NOCASE; the whole alphabet on PostgreSQL, as JavaScript).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { count, hasRow, type Db } from '../db/database.ts';
import type { ColumnRef, VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';

export interface MasterList {
  /** The admin resource a field's `reference.resource` names. */
  resource: string;
  table: 'vegetable_categories' | 'professional_categories' | 'transport_categories';
  nameColumn: 'vegcategory' | 'professionalCategory' | 'vehicleCategory';
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

/** `column` (a qualified reference) holds `name`, both trimmed, ignoring case. */
const sameName = (column: string, name: string): RawBuilder<SqlBool> => sql<SqlBool>`lower(trim(${sql.ref(column)})) = lower(trim(${name}))`;

/** A declared field's column as a reference into `vendor_users u` joined with the kind's profile table `p`. */
const declaredColumn = (ref: ColumnRef) => {
  const [owner, name] = ref.split('.');
  return `${owner === 'user' ? 'u' : 'p'}.${name}`;
};

/** True when the list has an entry of this name. */
export async function inMasterList(db: Db, list: MasterList, name: string): Promise<boolean> {
  return hasRow(
    db
      .selectFrom(sql.table(list.table).as('m'))
      .select(sql<number>`1`.as('found'))
      .where(sameName(`m.${list.nameColumn}`, name))
      .limit(1),
  );
}

/** How many vendors (of every kind whose fields choose from the list) hold this name. */
export async function vendorsUsing(db: Db, registry: VendorKindRegistry, list: MasterList, name: string): Promise<number> {
  let total = 0;
  for (const kind of registry) {
    for (const field of kind.fields) {
      if (field.reference?.resource !== list.resource || !field.column) continue;
      const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM vendor_users u
        JOIN ${sql.table(kind.table)} p ON p.user_id = u.id
        WHERE ${sameName(declaredColumn(field.column), name)}`.execute(db);
      total += count(rows[0]?.n);
    }
  }
  return total;
}
