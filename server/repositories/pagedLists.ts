/**
 * Paged vendor lists in SQL (extension `pagedLists`): one page of a kind's records, filtered, searched and
 * sorted like the admin's whole-list path does it in the browser, with its total; and the aggregate counts.
 * Records have the legacy lists' fields from the same columns (vendorsTable.ts), so both paths show identical records.
 * Indexes, the count aggregate and the search index: migrations 070 and 120; the search condition and the
 * caseless sort key differ per engine (db/engines).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { searchFieldsOf, type VendorKindDeclaration } from '../../src/domain/vendorKinds/index.ts';
import type { AnyVendor } from '../../src/domain/types.ts';
import { nfc } from '../../src/domain/normalText.ts';
import type { CreatedRange } from '../../src/domain/workPlan.ts';
import { count, type Db } from '../db/database.ts';
import { engineOf } from '../db/engines/index.ts';
import { column, type VendorTable } from './vendorsTable.ts';

/** Record fields `q` searches: the kind's declared searched fields, as the admin's whole-list path searches. */
export const searchedFieldsOf = (t: VendorTable & { declaration: VendorKindDeclaration }): readonly string[] => searchFieldsOf(t.declaration);

/** Record fields every kind has, and their columns (see BASE_FIELDS of vendorsTable.ts). */
const BASE_COLUMNS: Readonly<Record<string, string>> = {
  id: 'u.id',
  user_id: 'u.id',
  name: 'u.name',
  phoneNumber: 'u.phoneNumber',
  email: 'u.email',
  city: 'u.city',
  description: 'u.description',
  verification: 'u.verification',
  poster: 'u.poster',
  created_at: 'u.created_at',
};

/** The vendor_users columns that hold numbers; every other column of it is text. */
const NUMERIC_USER_COLUMNS = new Set(['u.id', 'u.verification']);

/** Columns that are never empty, so sorting on them needs no "blanks last" term and can use an index. */
const NEVER_BLANK = new Set(['u.id', 'u.name', 'u.phoneNumber', 'u.verification', 'u.created_at']);

export type FilterValue = string | number | boolean;

/** A kind's table mapping with its declaration (server/routes/vendors/kinds.ts ServedVendorKind). */
type PagedTable = VendorTable & { declaration: VendorKindDeclaration };

export interface PagedVendorQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: {
    q?: string;
    verified?: boolean;
    ids?: number[];
    /** Record field → the values it may equal (any of them). */
    equals?: Readonly<Record<string, readonly FilterValue[]>>;
    /** Creation time later than `created_after`, not later than `created_until` (a work plan bucket). */
    created?: CreatedRange;
  };
}

/** Record field → SQL column (`u.x` or `p.x`) of this kind. */
export function vendorColumns(t: VendorTable): ReadonlyMap<string, string> {
  const columns = new Map(Object.entries(BASE_COLUMNS));
  for (const [field, ref] of Object.entries(t.fields)) {
    const { alias, name } = column(ref);
    columns.set(field, `${alias}.${name}`);
  }
  return columns;
}

/** Whether a column holds numbers (INTEGER or REAL): the keys, and what the declaration says of the others. */
function isNumeric(t: PagedTable, col: string): boolean {
  if (col.startsWith('u.')) return NUMERIC_USER_COLUMNS.has(col);
  if (col === 'p.id' || col === 'p.user_id') return true;
  const field = t.declaration.fields.find((f) => f.column && `${column(f.column).alias}.${column(f.column).name}` === col);
  return field?.sql !== undefined && field.sql.type !== 'TEXT';
}

interface Where {
  conditions: Expression<SqlBool>[];
  /** Whether the condition reads the profile table (alias p). */
  usesProfile: boolean;
  /** Only kind and state: the total comes from the vendor_counts aggregate. */
  plain: boolean;
}

const UNLISTED_STATES = ['rejected', 'suspended'];

/** Rejected and suspended vendors are in neither legacy list (docs/review-desk.md), so in no page either. */
const listed = (db: Db) =>
  sql<SqlBool>`NOT EXISTS ${db
    .selectFrom('vendor_reviews as r')
    .select('r.user_id')
    .where(sql<SqlBool>`${sql.ref('r.user_id')} = ${sql.ref('u.id')}`)
    .where('r.state', 'in', UNLISTED_STATES)}`;

/**
 * Rejected and suspended vendors per kind and state. The CROSS JOIN keeps the few such reviews as the outer loop
 * on SQLite (index vendor_reviews_state); with a plain JOIN SQLite pushed the caller's `kind = ?` down and scanned
 * every vendor of the kind (14 ms at 100,000). PostgreSQL plans it as the join it is.
 */
const unlistedCounts = (db: Db) =>
  db
    .selectFrom('vendor_reviews as r')
    .crossJoin('vendor_users as u')
    .whereRef('u.id', '=', 'r.user_id')
    .where('r.state', 'in', UNLISTED_STATES)
    .groupBy(['u.kind', 'u.verification'])
    .select(['u.kind', 'u.verification', (eb) => eb.fn.countAll().as('n')]);

/** `col IN (values)`, false for no values; values of a numeric column that are not numbers can match nothing. */
function inList(t: PagedTable, col: string, values: readonly (string | number)[]): Expression<SqlBool> {
  const numeric = isNumeric(t, col);
  const typed = numeric
    ? values.map((v) => (typeof v === 'number' ? v : v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null)).filter((v): v is number => v !== null)
    : values.map(String);
  return typed.length ? sql<SqlBool>`${sql.ref(col)} IN (${sql.join(typed)})` : sql<SqlBool>`1 = 0`;
}

function whereOf(db: Db, t: PagedTable, columns: ReadonlyMap<string, string>, filter: PagedVendorQuery['filter']): Where {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${sql.ref('u.kind')} = ${t.kind}`, listed(db)];
  let usesProfile = false;
  if (filter.verified !== undefined) conditions.push(sql<SqlBool>`${sql.ref('u.verification')} = ${filter.verified ? 1 : 0}`);
  // Stored text is NFC (written through nfcValues); a query typed in another form must find it too.
  const q = filter.q === undefined ? undefined : nfc(filter.q.trim());
  if (q) {
    const searched = [...new Set(searchedFieldsOf(t).map((field) => columns.get(field)).filter((c): c is string => Boolean(c)))];
    conditions.push(engineOf(db).vendorTextMatches('u.id', q, searched));
    usesProfile ||= searched.some((c) => c.startsWith('p.'));
  }
  if (filter.ids) conditions.push(inList(t, 'u.id', filter.ids));
  for (const [field, values] of Object.entries(filter.equals ?? {})) {
    const col = columns.get(field);
    if (!col) throw new Error(`No column for the filter field "${field}"`);
    // Booleans compare as the 1/0 flags the records carry, as the whole-list path does.
    conditions.push(inList(t, col, values.map((v) => (v === true ? 1 : v === false ? 0 : v))));
    usesProfile ||= col.startsWith('p.');
  }
  const { created_after: after, created_until: until } = filter.created ?? {};
  if (after) conditions.push(sql<SqlBool>`${sql.ref('u.created_at')} > ${after}`);
  if (until) conditions.push(sql<SqlBool>`${sql.ref('u.created_at')} <= ${until}`);
  return { conditions, usesProfile, plain: !q && !filter.ids && !after && !until && Object.keys(filter.equals ?? {}).length === 0 };
}

/** ORDER BY terms: blank values last whatever the direction (like the whole-list path), text ignoring case, id last. */
function orderOf(db: Db, t: PagedTable, columns: ReadonlyMap<string, string>, sort: PagedVendorQuery['sort']): Expression<unknown>[] {
  const col = columns.get(sort.field);
  if (!col) throw new Error(`No column for the sort field "${sort.field}"`);
  const direction = sort.order === 'DESC' ? sql`DESC` : sql`ASC`;
  const numeric = isNumeric(t, col);
  const ref = sql.ref(col);
  const terms: Expression<unknown>[] = [];
  // A number column compares with '' as text: SQLite may hold '' in one, PostgreSQL cannot compare a number with it.
  const blank = numeric ? sql`CAST(${ref} AS TEXT) = ''` : sql`${ref} = ''`;
  if (!NEVER_BLANK.has(col)) terms.push(sql`(${ref} IS NULL OR ${blank}) ASC`);
  terms.push(sql`${numeric ? ref : engineOf(db).caselessOrder(col)} ${direction}`, sql`${sql.ref('u.id')} ${direction}`);
  return terms;
}

/** The kind's records: each of vendorColumns as its record field, from the user row joined to its profile. */
const selectRecords = (db: Db, t: PagedTable, columns: ReadonlyMap<string, string>) =>
  db
    .selectFrom('vendor_users as u')
    .innerJoin(sql.table(t.table).as('p'), (join) => join.on(sql.ref('p.user_id'), '=', sql.ref('u.id')))
    .select([...columns].map(([field, col]) => sql.ref(col).as(field)));

export async function pageVendors(db: Db, t: PagedTable, query: PagedVendorQuery): Promise<{ rows: AnyVendor[]; total: number }> {
  const columns = vendorColumns(t);
  const where = whereOf(db, t, columns, query.filter);
  let page = selectRecords(db, t, columns).where((eb) => eb.and(where.conditions));
  for (const term of orderOf(db, t, columns, query.sort)) page = page.orderBy(term);
  const rows = await page
    .limit(query.range.end - query.range.start + 1)
    .offset(query.range.start)
    .execute();
  return { rows: rows as unknown as AnyVendor[], total: await totalOf(db, t, where, query.filter.verified) };
}

async function totalOf(db: Db, t: VendorTable, where: Where, verified: boolean | undefined): Promise<number> {
  if (where.plain) {
    const states = verified === undefined ? [0, 1] : [verified ? 1 : 0];
    const { listedCount, unlisted } = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('vendor_counts')
          .where('kind', '=', t.kind)
          .where('verification', 'in', states)
          .select((c) => c.fn.coalesce(c.fn.sum<number>('n'), sql<number>`0`).as('n'))
          .as('listedCount'),
        eb
          .selectFrom(unlistedCounts(db).as('x'))
          .where('x.kind', '=', t.kind)
          .where('x.verification', 'in', states)
          .select((c) => c.fn.coalesce(c.fn.sum<number>('x.n'), sql<number>`0`).as('n'))
          .as('unlisted'),
      ])
      .executeTakeFirstOrThrow();
    return count(listedCount) - count(unlisted);
  }
  const from = db.selectFrom('vendor_users as u');
  const joined = where.usesProfile ? from.innerJoin(sql.table(t.table).as('p'), (join) => join.on(sql.ref('p.user_id'), '=', sql.ref('u.id'))) : from;
  const row = await joined
    .where((eb) => eb.and(where.conditions))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return count(row?.n);
}

export type VendorCountsByKind = Record<string, { unverified: number; verified: number }>;

/** Listed vendors per kind and state: the aggregate the triggers of migration 070 keep, less the unlisted. */
export async function vendorCountsByKind(db: Db, kinds: readonly string[]): Promise<VendorCountsByKind> {
  const counts = Object.fromEntries(kinds.map((kind) => [kind, { unverified: 0, verified: 0 }])) as VendorCountsByKind;
  type Row = { kind: string; verification: number; n: string | number | bigint };
  const add = (rows: Row[], sign: 1 | -1) => {
    for (const { kind, verification, n } of rows) {
      const entry = counts[kind];
      if (entry) entry[verification ? 'verified' : 'unverified'] += sign * count(n);
    }
  };
  add(await db.selectFrom('vendor_counts').select(['kind', 'verification', 'n']).execute(), 1);
  add(await unlistedCounts(db).execute(), -1);
  return counts;
}
