/**
 * How a vendor kind is stored: the shared vendor_users row (alias `u`) plus one profile table (alias `p`).
 * A VendorTable is plain data (column names, no SQL); this module turns it into the query every vendor
 * repository starts from, so every declared kind shares one implementation. Profile tables and columns come
 * from the declarations, not from the typed schema: they reach SQL through `sql.table` and `sql.ref` only,
 * after the identifier check.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { identifier } from '../db/sqlIdentifier.ts';

export type { ColumnRef } from '../../src/domain/vendorKinds/index.ts';
import type { ColumnRef } from '../../src/domain/vendorKinds/index.ts';

export interface VendorTable {
  kind: string;
  /** The kind's profile table, joined on profile.user_id = vendor_users.id. */
  table: string;
  /** Record field → column, beyond the fields every kind has (id, user_id, name, phoneNumber, ...). */
  fields: Readonly<Record<string, ColumnRef>>;
  /** Edit payload field → column it writes. */
  editable: Readonly<Record<string, ColumnRef>>;
}


export function column(ref: ColumnRef): { alias: 'u' | 'p'; name: string } {
  const [owner, name = ''] = ref.split('.');
  return { alias: owner === 'user' ? 'u' : 'p', name: identifier(name) };
}

export function tableName(t: VendorTable): string {
  return identifier(t.table);
}

/** The kind's profile table, as `sql.table` makes it: every profile has the user_id that joins it to its account. */
export function profileTable(t: VendorTable): RawBuilder<{ user_id: number }> {
  return sql.table(tableName(t)) as RawBuilder<{ user_id: number }>;
}

/**
 * vendor_users `u` joined to the kind's profile `p`, selecting a whole record: the fields every kind has, then
 * the kind's own under their record names. The caller adds WHERE and ORDER BY.
 */
export function selectRecords(db: Db, t: VendorTable) {
  const own = Object.entries(t.fields).map(([field, ref]) => {
    const { alias, name } = column(ref);
    return sql.ref(`${alias}.${name}`).as(identifier(field));
  });
  return db
    .selectFrom('vendor_users as u')
    .innerJoin(profileTable(t).as('p'), 'p.user_id', 'u.id')
    .select([
      'u.id as id',
      'u.id as user_id',
      'u.name as name',
      'u.phoneNumber as phoneNumber',
      'u.email as email',
      'u.city as city',
      'u.description as description',
      'u.verification as verification',
      'u.poster as poster',
      'u.created_at as created_at',
      ...own,
    ]);
}

/** A vendor account's kind and whether it is approved (listed); null when there is no such vendor. */
export async function vendorAccountOf(db: Db, userId: number): Promise<{ kind: string; approved: boolean } | null> {
  const row = await db.selectFrom('vendor_users').select(['kind', 'verification']).where('id', '=', userId).executeTakeFirst();
  return row ? { kind: row.kind, approved: row.verification === 1 } : null;
}

/** The kind of a vendor account (null when there is no such vendor). */
export async function vendorKindOf(db: Db, userId: number): Promise<string | null> {
  return (await vendorAccountOf(db, userId))?.kind ?? null;
}
