import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../database.ts';

export interface Engine {
  name: 'sqlite' | 'postgres';
  /** Called first in every write transaction: tells the audit triggers who is acting (review/auditContext.ts). */
  nameActor(trx: Db): Promise<void>;
  /** `column` contains `text`, ignoring case (SQLite's LIKE ignores ASCII case; PostgreSQL needs ILIKE). */
  textContains(column: string, text: string): RawBuilder<SqlBool>;
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards escaped (with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
