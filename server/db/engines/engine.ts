import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../database.ts';
import type { ColumnType } from '../../../src/domain/vendorKinds/index.ts';

export interface Engine {
  name: 'sqlite' | 'postgres';
  /** Called first in every write transaction: tells the audit triggers who is acting (review/auditContext.ts). */
  nameActor(trx: Db): Promise<void>;
  /** `column` contains `text`, ignoring case (SQLite's LIKE ignores ASCII case; PostgreSQL needs ILIKE). */
  textContains(column: string, text: string): RawBuilder<SqlBool>;
  /** Runs a migration file's statements, several at once (parameterless). */
  runScript(db: Db, script: string): Promise<void>;
  /**
   * First in a transaction that changes the schema (migrations, generated DDL): on PostgreSQL it waits for any
   * other instance's schema change to commit (an advisory lock) and lifts the statement timeout for this
   * transaction, so instances starting together migrate once and a long index build is not cancelled.
   */
  beginSchemaChange(trx: Db): Promise<void>;
  /**
   * Runs `work` (a migration that rebuilds a table, `-- migration: rebuild`) with foreign keys unenforced until
   * `danglingReferences` has been asked before commit. SQLite's pragma cannot change inside a transaction, so it
   * is switched around `work`; PostgreSQL checks references inside the transaction and needs nothing.
   */
  withoutForeignKeys<T>(db: Db, work: () => Promise<T>): Promise<T>;
  /** `child → parent` for each table holding rows that refer to missing rows (SQLite's foreign_key_check). */
  danglingReferences(trx: Db): Promise<string[]>;
  /** The plain tables of the database, by name: no views, no full-text index internals. */
  tableNames(db: Db): Promise<string[]>;
  /**
   * Makes what the vendor-kind declarations need: profile tables and their declared columns (only added), the
   * triggers that bump the vendor list version on every profile write, the search source view, the triggers
   * that keep the search index current, and a rebuild of that index when what is searched changed.
   */
  ensureVendorKindStorage(db: Db, storage: VendorKindStorage): Promise<void>;
  /** (Re)creates the audit triggers of `policy.tables`: one audit_log row per row written while an actor is named. */
  installAuditTriggers(db: Db, policy: AuditPolicy): Promise<void>;
}

/** A profile column made from a declaration. */
export interface DeclaredColumn {
  name: string;
  type: ColumnType;
  default: string | number;
}

/** What the vendor-kind declarations ask of the database, identifiers already checked (db/vendorKindStorage.ts). */
export interface VendorKindStorage {
  /** Each profile table with the columns it must have besides id and user_id. */
  tables: { name: string; columns: DeclaredColumn[] }[];
  /** Per kind, the columns its search text joins: `u` the vendor_users row, `p` the profile row. */
  search: { kind: string; table: string; columns: { of: 'u' | 'p'; name: string }[] }[];
}

export interface AuditPolicy {
  tables: string[];
  /** Columns whose value is never logged: a marker says whether it was set or changed. */
  secretColumns: ReadonlySet<string>;
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards escaped (with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
