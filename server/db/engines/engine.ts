import type { RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Db } from '../database.ts';

export interface Engine {
  name: 'sqlite' | 'postgres';
  /** Called first in every write transaction: tells the audit triggers who is acting (review/auditContext.ts). */
  nameActor(trx: Db): Promise<void>;
  /** `column` contains `text`, ignoring case (SQLite's LIKE ignores ASCII case; PostgreSQL needs ILIKE). */
  textContains(column: string, text: string): RawBuilder<SqlBool>;
  /**
   * `query` keeping the rows it reads from other writers until the transaction ends, for a check that a write
   * depends on (e.g. "another owner remains"): PostgreSQL's FOR UPDATE; on SQLite one writer at a time already
   * holds the whole database.
   */
  forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /**
   * Runs `load` (inserts into the vendor tables, inside the caller's transaction `trx`) with the vendor tables'
   * triggers off, then rebuilds once what they keep: the per-kind counts, the lists' version and the search
   * index of the new vendors. Per-row triggers cost a third of a 400,000-vendor seed; rebuilding costs seconds.
   */
  bulkLoad<T>(trx: Db, load: () => Promise<T>): Promise<T>;
  /**
   * The paged lists' search: `idColumn` (a vendor id) is one of the vendors whose searched text contains `text`,
   * ignoring case. The text is the vendor search index's (vendor_search: one row per vendor, kept current by the
   * triggers made at start from the kinds' searched fields); `columns` are those fields, read directly for a
   * search too short for SQLite's trigram index.
   */
  vendorTextMatches(idColumn: string, text: string, columns: readonly string[]): RawBuilder<SqlBool>;
  /**
   * A text column as a sort key ignoring ASCII case, in the same order on both engines (SQLite's NOCASE: ASCII
   * letters folded, then byte order). The queue indexes of migrations 070 and 120 must be on this expression to
   * serve a page in order.
   */
  caselessOrder(column: string): RawBuilder<string>;
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards escaped (with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The highest vendor id so far: vendors above it are the ones a bulk load added. */
export async function lastVendorId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('vendor_users')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
