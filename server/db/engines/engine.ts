import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../types.ts';
import type { ColumnType } from '../../../src/domain/vendorKinds/index.ts';

export interface Engine {
  name: 'sqlite' | 'postgres';
  /** Called first in every write transaction: tells the audit triggers who is acting (db/actor.ts). */
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
   * `query` (the rows a queue's claim takes) locking what it reads and passing over rows another transaction
   * holds: PostgreSQL's FOR UPDATE SKIP LOCKED, so instances claiming at once take different rows without waiting;
   * on SQLite the claiming UPDATE is the one writer and reads the rows it changes.
   */
  forUpdateSkipLocked<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /**
   * Runs `load` (inserts into the vendor tables, inside the caller's transaction `trx`) with the vendor tables'
   * triggers off, then rebuilds once what they keep: the per-kind counts, the lists' version, the search
   * index of the new vendors and the work plan's roll-ups. Per-row triggers cost a third of a 400,000-vendor seed; rebuilding costs seconds.
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
  /** Runs a migration file's statements, several at once (parameterless). */
  runScript(db: Db, script: string): Promise<void>;
  /**
   * First in a transaction that changes the schema (migrations, generated DDL): on PostgreSQL it waits for any
   * other instance's schema change to commit (an advisory lock) and lifts the statement timeout for this
   * transaction, so instances starting together migrate once and a long index build is not cancelled.
   */
  beginSchemaChange(trx: Db): Promise<void>;
  /**
   * Runs `work` holding the lock beginSchemaChange takes, across the several transactions `work` may run on the
   * connection it is given (a data step commits batch by batch): PostgreSQL pins one connection and holds the
   * advisory lock for its session; SQLite's one connection writes alone already.
   */
  withSchemaLock<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T>;
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

/** The highest vendor id so far: vendors above it are the ones a bulk load added. */
async function lastVendorId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('vendor_users')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Engine.bulkLoad on either engine: `pauseTriggers` turns the vendor tables' triggers off inside `trx` and returns
 * what turns them on again; `searchKey` is the vendor id column of vendor_search (SQLite's FTS5 rowid, PostgreSQL's id).
 */
export async function loadWithTriggersPaused<T>(
  trx: Db,
  load: () => Promise<T>,
  pauseTriggers: (trx: Db) => Promise<() => Promise<void>>,
  searchKey: 'rowid' | 'id',
): Promise<T> {
  if (!trx.isTransaction) throw new Error('bulkLoad needs a transaction');
  const lastId = await lastVendorId(trx);
  const resumeTriggers = await pauseTriggers(trx);
  const result = await load();
  await rebuildVendorAggregates(trx);
  await sql`UPDATE vendor_list_version SET version = version + 1 WHERE id = 1`.execute(trx);
  await sql`INSERT INTO vendor_search (${sql.raw(searchKey)}, body) SELECT id, body FROM vendor_search_source WHERE id > ${lastId}`.execute(trx);
  await resumeTriggers();
  return result;
}

/** The per-kind counts and the work plan's roll-ups made again from the vendor rows, after a load or copy that ran with their triggers off. */
export async function rebuildVendorAggregates(trx: Db): Promise<void> {
  await sql`DELETE FROM vendor_counts`.execute(trx);
  await sql`INSERT INTO vendor_counts (kind, verification, n) SELECT kind, verification, COUNT(*) FROM vendor_users GROUP BY kind, verification`.execute(trx);
  await rebuildWorkPlanRollups(trx);
}

/**
 * The work plan's roll-ups of migration 270 made again from the vendor rows, after a load or copy that ran with
 * their triggers off: applications per day, kind and city, and the decisions from their view.
 */
async function rebuildWorkPlanRollups(trx: Db): Promise<void> {
  await sql`DELETE FROM vendor_applications_daily`.execute(trx);
  await sql`INSERT INTO vendor_applications_daily (day, kind, city, n)
    SELECT substr(created_at, 1, 10), kind, city, COUNT(*) FROM vendor_users GROUP BY substr(created_at, 1, 10), kind, city`.execute(trx);
  await sql`DELETE FROM vendor_decisions`.execute(trx);
  await sql`INSERT INTO vendor_decisions (user_id, kind, city, applied_at, outcome, days) SELECT * FROM vendor_decision_source`.execute(trx);
}
