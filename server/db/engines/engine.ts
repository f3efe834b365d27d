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
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards escaped (with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
