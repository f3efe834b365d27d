/**
 * Paged vendor lists in SQL (extension `pagedLists`): one page of a kind's records, filtered, searched and
 * sorted like the admin's whole-list path does it in the browser, with its total; and the aggregate counts.
 * Records come from the same SELECT as the legacy lists, so both paths show identical records.
 * Indexes, the count aggregate and the trigram search index: migrations 070 and 120.
 */
import { searchFieldsOf, type VendorKindDeclaration } from '../../src/domain/vendorKinds/index.ts';
import type { AnyVendor } from '../../src/domain/types.ts';
import type { SqliteHandle } from '../db/open.ts';
import { column, prepared, selectRecordSql, tableName, type VendorTable } from './vendorsTable.ts';
import { likePattern } from '../routes/simpleRest.ts';

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

/** Columns that are never empty, so sorting on them needs no "blanks last" term and can use an index. */
const NEVER_BLANK = new Set(['u.id', 'u.name', 'u.phoneNumber', 'u.verification', 'u.created_at']);

/** FTS5 trigram matches need three characters; shorter searches scan with LIKE. */
const TRIGRAM = 3;

export type FilterValue = string | number | boolean;

/** A kind's table mapping with its declaration (server/routes/vendors/kinds.ts VendorKindConfig). */
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

interface Where {
  sql: string;
  params: unknown[];
  /** Whether the condition reads the profile table (alias p). */
  usesProfile: boolean;
  /** Only kind and state: the total comes from the vendor_counts aggregate. */
  plain: boolean;
}

const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Rejected and suspended vendors are in neither legacy list (docs/review-desk.md), so in no page either. */
const LISTED = "NOT EXISTS (SELECT 1 FROM vendor_reviews r WHERE r.user_id = u.id AND r.state IN ('rejected', 'suspended'))";
// CROSS JOIN keeps the few rejected/suspended reviews as the outer loop (index vendor_reviews_state); with a plain
// JOIN SQLite pushed the caller's `kind = ?` down and scanned every vendor of the kind (14 ms at 100,000).
const UNLISTED_COUNTS = `SELECT u.kind, u.verification, COUNT(*) AS n FROM vendor_reviews r CROSS JOIN vendor_users u ON u.id = r.user_id
  WHERE r.state IN ('rejected', 'suspended') GROUP BY u.kind, u.verification`;

function whereOf(t: PagedTable, columns: ReadonlyMap<string, string>, filter: PagedVendorQuery['filter']): Where {
  const parts = ['u.kind = ?', LISTED];
  const params: unknown[] = [t.kind];
  let usesProfile = false;
  if (filter.verified !== undefined) {
    parts.push('u.verification = ?');
    params.push(filter.verified ? 1 : 0);
  }
  const q = filter.q?.trim();
  if (q) {
    if (q.length >= TRIGRAM) {
      parts.push('u.id IN (SELECT rowid FROM vendor_search WHERE vendor_search MATCH ?)');
      params.push(ftsPhrase(q));
    } else {
      const searched = [...new Set(searchedFieldsOf(t).map((field) => columns.get(field)).filter((c): c is string => Boolean(c)))];
      parts.push(`(${searched.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      params.push(...searched.map(() => likePattern(q)));
      usesProfile ||= searched.some((c) => c.startsWith('p.'));
    }
  }
  if (filter.ids) {
    parts.push('u.id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(filter.ids));
  }
  for (const [field, values] of Object.entries(filter.equals ?? {})) {
    const col = columns.get(field);
    if (!col) throw new Error(`No column for the filter field "${field}"`);
    // Booleans compare as the 1/0 flags the records carry, as the whole-list path does.
    parts.push(`${col} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(values.map((v) => (v === true ? 1 : v === false ? 0 : v))));
    usesProfile ||= col.startsWith('p.');
  }
  return { sql: parts.join(' AND '), params, usesProfile, plain: !q && !filter.ids && Object.keys(filter.equals ?? {}).length === 0 };
}

function orderOf(columns: ReadonlyMap<string, string>, sort: PagedVendorQuery['sort']): string {
  const col = columns.get(sort.field);
  if (!col) throw new Error(`No column for the sort field "${sort.field}"`);
  const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
  // Blank values last whatever the direction, like the whole-list path.
  const blanksLast = NEVER_BLANK.has(col) ? '' : `(${col} IS NULL OR ${col} = '') ASC, `;
  return `${blanksLast}${col} COLLATE NOCASE ${direction}, u.id ${direction}`;
}

export function pageVendors(db: SqliteHandle, t: PagedTable, query: PagedVendorQuery): { rows: AnyVendor[]; total: number } {
  const columns = vendorColumns(t);
  const where = whereOf(t, columns, query.filter);
  const order = orderOf(columns, query.sort);
  const limit = query.range.end - query.range.start + 1;
  const rows = prepared(db, `${selectRecordSql(t)} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
    ...where.params,
    limit,
    query.range.start,
  ) as AnyVendor[];
  return { rows, total: totalOf(db, t, where, query.filter.verified) };
}

function totalOf(db: SqliteHandle, t: VendorTable, where: Where, verified: boolean | undefined): number {
  if (where.plain) {
    const states = verified === undefined ? [0, 1] : [verified ? 1 : 0];
    const inStates = 'kind = ? AND verification IN (SELECT value FROM json_each(?))';
    const sql = `SELECT (SELECT COALESCE(SUM(n), 0) FROM vendor_counts WHERE ${inStates}) - (SELECT COALESCE(SUM(n), 0) FROM (${UNLISTED_COUNTS}) WHERE ${inStates})`;
    const args = [t.kind, JSON.stringify(states)];
    return prepared(db, sql).pluck().get(...args, ...args) as number;
  }
  const from = where.usesProfile ? `vendor_users u JOIN ${tableName(t)} p ON p.user_id = u.id` : 'vendor_users u';
  return prepared(db, `SELECT COUNT(*) FROM ${from} WHERE ${where.sql}`).pluck().get(...where.params) as number;
}

export type VendorCountsByKind = Record<string, { unverified: number; verified: number }>;

/** Listed vendors per kind and state: the aggregate the triggers of migration 070 keep, less the unlisted. */
export function vendorCountsByKind(db: SqliteHandle, kinds: readonly string[]): VendorCountsByKind {
  const counts = Object.fromEntries(kinds.map((kind) => [kind, { unverified: 0, verified: 0 }])) as VendorCountsByKind;
  type Row = { kind: string; verification: number; n: number };
  const add = (rows: Row[], sign: 1 | -1) => {
    for (const { kind, verification, n } of rows) {
      const entry = counts[kind];
      if (entry) entry[verification ? 'verified' : 'unverified'] += sign * n;
    }
  };
  add(prepared(db, 'SELECT kind, verification, n FROM vendor_counts').all() as Row[], 1);
  add(prepared(db, UNLISTED_COUNTS).all() as Row[], -1);
  return counts;
}

