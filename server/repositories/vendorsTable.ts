/**
 * How a vendor kind is stored: the shared vendor_users row (alias `u`) plus one profile table (alias `p`).
 * A VendorTable is plain data (column names, no SQL); the vendor repositories build their statements from it,
 * so every declared kind shares one implementation.
 */
import type { Statement } from 'better-sqlite3';
import type { SqliteHandle } from '../db/open.ts';

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

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

export function column(ref: ColumnRef): { alias: 'u' | 'p'; name: string } {
  const [owner, name = ''] = ref.split('.');
  return { alias: owner === 'user' ? 'u' : 'p', name: identifier(name) };
}

export function tableName(t: VendorTable): string {
  return identifier(t.table);
}

const BASE_FIELDS = [
  'u.id AS id',
  'u.id AS user_id',
  'u.name AS name',
  'u.phoneNumber AS phoneNumber',
  'u.email AS email',
  'u.city AS city',
  'u.description AS description',
  'u.verification AS verification',
  'u.poster AS poster',
  'u.created_at AS created_at',
];

/** SELECT ... FROM the user row joined to its profile; the caller appends WHERE / ORDER BY. */
export function selectRecordSql(t: VendorTable): string {
  const extra = Object.entries(t.fields).map(([field, ref]) => {
    const { alias, name } = column(ref);
    return `${alias}.${name} AS ${identifier(field)}`;
  });
  return `SELECT ${[...BASE_FIELDS, ...extra].join(', ')}
    FROM vendor_users u JOIN ${tableName(t)} p ON p.user_id = u.id`;
}

const statements = new WeakMap<SqliteHandle, Map<string, Statement>>();

/** Prepares each distinct SQL text once per database connection. */
export function prepared(db: SqliteHandle, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
