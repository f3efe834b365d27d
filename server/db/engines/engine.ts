import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../database.ts';

export interface Engine {
  name: 'sqlite' | 'postgres';
  /** Called first in every write transaction: tells the audit triggers who is acting (review/auditContext.ts). */
  nameActor(trx: Db): Promise<void>;
  /** `column` contains `text`, ignoring case (SQLite's LIKE ignores ASCII case; PostgreSQL needs ILIKE). */
  textContains(column: string, text: string): RawBuilder<SqlBool>;
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
