/**
 * SQLite, embedded: one better-sqlite3 connection in the data folder. The audit triggers call audit_admin() and
 * audit_actor(), functions of this process (db/actor.ts); the search index is an FTS5 trigram table.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { containsPattern, loadWithTriggersPaused, type Engine, type VendorKindStorage } from './engine.ts';
import type { Db } from '../types.ts';
import type { Schema } from '../schema.ts';
import type { SqliteHandle } from '../types.ts';
import { recordConnectionUse, timedAcquire, type ConnectionUse } from '../connectionUse.ts';

/**
 * better-sqlite3 prepares one statement at a time and Kysely prepares every query, so a script (a migration file)
 * carries this first line and the connection runs it with `exec`.
 */
const SCRIPT = '-- script\n';

function scriptStatement(handle: SqliteHandle, script: string): SqliteStatement {
  const run = () => {
    handle.exec(script);
    return { changes: 0, lastInsertRowid: 0 };
  };
  return {
    reader: false,
    run,
    all: () => (run(), []),
    iterate: () => (run(), [][Symbol.iterator]()),
  };
}

/** Prepared statements kept per connection, by SQL text (the most recently used; a page's queries are a handful). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely's driver sees it: a script run whole, every other query prepared once and reused (Kysely
 * prepares every query it runs; preparing was 14 % of the thread under a paged list's load, docs/performance.md).
 * SQLite re-prepares a kept statement by itself after a schema change; one still iterating is busy, so it is not reused.
 */
function scriptCapable(handle: SqliteHandle): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  const prepare = (text: string): SqliteStatement => {
    const kept = statements.get(text);
    if (kept && !kept.busy) {
      // Most recently used last: the first key is the one to drop when the cache is full.
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    const statement = handle.prepare(text);
    if (!kept) {
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? '');
    }
    return statement;
  };
  return {
    close: () => {
      statements.clear();
      handle.close();
    },
    prepare: (text) => (text.startsWith(SCRIPT) ? scriptStatement(handle, text) : prepare(text)),
  };
}

/**
 * SQLite ends a transaction by itself on some failures (a full disk, an I/O error): a ROLLBACK after that fails with
 * "no transaction is active", and that error would replace the one that says what happened (SQLITE_FULL: 507).
 */
class EmbeddedSqliteDriver extends SqliteDriver {
  constructor(
    private readonly handle: SqliteHandle,
    private readonly use: SqliteConnectionUse,
  ) {
    super({ database: scriptCapable(handle) });
  }

  /** Kysely's driver lends its one connection to one user at a time; the others queue (connectionUse.ts). */
  override async acquireConnection(): Promise<DatabaseConnection> {
    this.use.queued++;
    try {
      const connection = await timedAcquire(this.use, () => super.acquireConnection());
      this.use.held = true;
      return connection;
    } finally {
      this.use.queued--;
    }
  }

  override async releaseConnection(): Promise<void> {
    this.use.held = false;
    await super.releaseConnection();
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.handle.inTransaction) await super.rollbackTransaction(connection);
  }
}

class EmbeddedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly handle: SqliteHandle,
    private readonly use: SqliteConnectionUse,
  ) {
    super({ database: scriptCapable(handle) });
  }

  override createDriver(): Driver {
    return new EmbeddedSqliteDriver(this.handle, this.use);
  }
}

/** SQLite's one connection as connectionUse.ts counts it. */
class SqliteConnectionUse implements ConnectionUse {
  readonly engine = 'sqlite';
  readonly max = 1;
  queued = 0;
  held = false;
  acquired = 0;
  waitSeconds = 0;
  failed = 0;

  constructor(private readonly handle: SqliteHandle) {}

  get total() {
    return this.handle.open ? 1 : 0;
  }

  get idle() {
    return this.handle.open && !this.held ? 1 : 0;
  }

  /** Those queued behind the one holding the connection (a user being handed it is not waiting). */
  get waiting() {
    return Math.max(0, this.queued - (this.held ? 0 : 1));
  }
}

/** Kysely over one embedded SQLite connection (Kysely's driver queues its users); destroying it closes the connection. */
export function sqliteDb(handle: SqliteHandle): Db {
  const use = new SqliteConnectionUse(handle);
  const db = new Kysely<Schema>({ dialect: new EmbeddedSqliteDialect(handle, use) });
  recordConnectionUse(db, use);
  return db;
}

/** Opens (creating when missing) marketplace.db in `dataDir`: WAL, foreign keys on, a 5 s busy wait. */
export function openSqliteFile(dataDir: string): { db: Db; sqlite: SqliteHandle } {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, 'marketplace.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: sqliteDb(sqlite), sqlite };
}

const run = (db: Db, statement: string) => sql.raw(statement).execute(db);

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return rows.map((row) => row.name);
}

const sqlDefault = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);

/** The view's text is also the stored definition that tells when the index must be rebuilt (vendor_search_definition). */
function searchSourceSql(storage: VendorKindStorage): string {
  const parts = storage.search.map(
    ({ kind, table, columns }) =>
      `SELECT u.id, concat_ws(char(10), ${columns.map((c) => `${c.of}.${c.name}`).join(', ')})
         FROM vendor_users u JOIN ${table} p ON p.user_id = u.id WHERE u.kind = '${kind}'`,
  );
  return `CREATE VIEW vendor_search_source (id, body) AS ${parts.join('\n  UNION ALL ')}`;
}

const reindex = (id: string) => `DELETE FROM vendor_search WHERE rowid = ${id};
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = ${id};`;

async function ensureVendorSearch(db: Db, storage: VendorKindStorage): Promise<void> {
  const viewSql = searchSourceSql(storage);
  await run(db, 'CREATE TABLE IF NOT EXISTS vendor_search_definition (id INTEGER PRIMARY KEY CHECK (id = 1), sql TEXT NOT NULL)');
  const stored = (await sql<{ sql: string }>`SELECT sql FROM vendor_search_definition WHERE id = 1`.execute(db)).rows[0]?.sql;
  await run(db, 'DROP VIEW IF EXISTS vendor_search_source');
  await run(db, viewSql);
  await run(db, 'DROP TRIGGER IF EXISTS vendor_users_search_update');
  await run(db, `CREATE TRIGGER vendor_users_search_update AFTER UPDATE ON vendor_users BEGIN ${reindex('NEW.id')} END`);
  await run(db, 'DROP TRIGGER IF EXISTS vendor_users_search_delete');
  await run(db, 'CREATE TRIGGER vendor_users_search_delete AFTER DELETE ON vendor_users BEGIN DELETE FROM vendor_search WHERE rowid = OLD.id; END');
  for (const table of new Set(storage.search.map((kind) => kind.table))) {
    await run(db, `DROP TRIGGER IF EXISTS ${table}_search_insert`);
    await run(db, `CREATE TRIGGER ${table}_search_insert AFTER INSERT ON ${table} BEGIN ${reindex('NEW.user_id')} END`);
    await run(db, `DROP TRIGGER IF EXISTS ${table}_search_update`);
    await run(db, `CREATE TRIGGER ${table}_search_update AFTER UPDATE ON ${table} BEGIN ${reindex('NEW.user_id')} END`);
  }
  if (stored !== viewSql) {
    await run(db, 'DELETE FROM vendor_search');
    await run(db, 'INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source');
    await sql`INSERT INTO vendor_search_definition (id, sql) VALUES (1, ${viewSql}) ON CONFLICT (id) DO UPDATE SET sql = excluded.sql`.execute(db);
  }
}

const AUDIT_PREFIX = 'audit_';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The audit triggers' row JSON: `json_object` of every column, secrets replaced by a marker. */
function auditJson(secrets: ReadonlySet<string>) {
  const rowJson = (row: 'OLD' | 'NEW', columns: string[]) => {
    const pairs = columns.map((c) => {
      if (!secrets.has(c)) return `'${c}', ${row}.${quote(c)}`;
      return row === 'OLD' ? `'${c}', 'hidden'` : `'${c}', CASE WHEN OLD.${quote(c)} IS NEW.${quote(c)} THEN 'hidden' ELSE 'changed' END`;
    });
    return `json_object(${pairs.join(', ')})`;
  };
  // For inserts and deletes only one row exists; the secret marker then just says it is set.
  const singleRowJson = (row: 'OLD' | 'NEW', columns: string[]) => {
    const pairs = columns.map((c) => (secrets.has(c) ? `'${c}', 'set'` : `'${c}', ${row}.${quote(c)}`));
    return `json_object(${pairs.join(', ')})`;
  };
  return { rowJson, singleRowJson };
}

function vendorIdOf(table: string, columns: string[], row: 'OLD' | 'NEW'): string {
  if (table === 'vendor_users') return `${row}.id`;
  return columns.includes('user_id') ? `${row}.user_id` : 'NULL';
}

export const sqliteEngine: Engine = {
  name: 'sqlite',
  nameActor: async () => {},
  textContains: (column, text) => sql<boolean>`${sql.ref(column)} LIKE ${containsPattern(text)} ESCAPE '\\'`,
  forUpdate: (query) => query,
  forUpdateSkipLocked: (query) => query,
  bulkLoad: (trx, load) =>
    loadWithTriggersPaused(
      trx,
      load,
      async () => {
        // Every vendor table, profiles included (the tables referring to vendor_users).
        const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND (substr(name, 1, 7) = 'vendor_' OR name IN
          (SELECT DISTINCT m.name FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f."table" = 'vendor_users'))`.execute(trx);
        const names = new Set(tables.rows.map((table) => table.name));
        const all = await sql<{ name: string; tbl_name: string; sql: string }>`SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger'`.execute(trx);
        // Dropped and made again from their own SQL: the caller's transaction keeps any other connection from seeing them missing.
        const triggers = all.rows.filter((trigger) => names.has(trigger.tbl_name));
        for (const trigger of triggers) await sql`DROP TRIGGER ${sql.id(trigger.name)}`.execute(trx);
        return async () => {
          for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
        };
      },
      'rowid',
    ),
  // vendor_search is a contentless FTS5 table whose rowid is the vendor's id.
  vendorTextMatches: (idColumn, text, columns) =>
    text.length >= TRIGRAM
      ? sql<boolean>`${sql.ref(idColumn)} IN (SELECT rowid FROM vendor_search WHERE vendor_search MATCH ${ftsPhrase(text)})`
      : columns.length
        ? sql<boolean>`(${sql.join(columns.map((column) => sqliteEngine.textContains(column, text)), sql` OR `)})`
        : sql<boolean>`0 = 1`,
  caselessOrder: (column) => sql<string>`${sql.ref(column)} COLLATE NOCASE`,
  runScript: async (db, script) => {
    await run(db, SCRIPT + script);
  },
  beginSchemaChange: async () => {},
  withSchemaLock: (db, work) => work(db),
  withoutForeignKeys: async (db, work) => {
    // The pragma is a no-op inside a transaction, so it is switched around it.
    await run(db, 'PRAGMA foreign_keys = OFF');
    try {
      return await work();
    } finally {
      await run(db, 'PRAGMA foreign_keys = ON');
    }
  },
  danglingReferences: async (trx) => {
    const { rows } = await sql<{ table: string; parent: string }>`PRAGMA foreign_key_check`.execute(trx);
    return rows.map((p) => `${p.table} → ${p.parent}`);
  },
  tableNames: async (db) => {
    // Plain tables only: a full-text index (virtual) and its shadow tables are internals of the index.
    const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_list
      WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(db);
    return rows.map((row) => row.name);
  },
  ensureVendorKindStorage: async (db, storage) => {
    for (const { name: t, columns } of storage.tables) {
      await run(
        db,
        `CREATE TABLE IF NOT EXISTS ${t} (
        id      INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL UNIQUE REFERENCES vendor_users(id) ON DELETE CASCADE
      )`,
      );
      const existing = new Set(await columnsOf(db, t));
      for (const column of columns) {
        if (existing.has(column.name)) continue;
        await run(db, `ALTER TABLE ${t} ADD COLUMN ${column.name} ${column.type} NOT NULL DEFAULT ${sqlDefault(column.default)}`);
      }
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await run(
          db,
          `CREATE TRIGGER IF NOT EXISTS ${t}_${event.toLowerCase()}_version AFTER ${event} ON ${t}
          BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END`,
        );
      }
    }
    await ensureVendorSearch(db, storage);
  },
  installAuditTriggers: async (db, { tables, secretColumns }) => {
    const { rowJson, singleRowJson } = auditJson(secretColumns);
    const existing = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ${`${AUDIT_PREFIX}%`}`.execute(db);
    for (const { name } of existing.rows) {
      if (name.startsWith(AUDIT_PREFIX) && !name.startsWith('audit_log_')) await run(db, `DROP TRIGGER ${quote(name)}`);
    }
    for (const table of tables) {
      const columns = await columnsOf(db, table);
      const insert = (op: string, before: string, after: string, row: 'OLD' | 'NEW') =>
        `INSERT INTO audit_log (admin_id, actor, action, entity, entity_id, vendor_id, before, after)
         VALUES (audit_admin(), audit_actor(), '${op}', '${table}', ${row}.rowid, ${vendorIdOf(table, columns, row)}, ${before}, ${after});`;
      await run(
        db,
        `CREATE TRIGGER ${quote(`${AUDIT_PREFIX}${table}_insert`)} AFTER INSERT ON ${quote(table)}
        WHEN audit_actor() IS NOT NULL BEGIN ${insert('insert', 'NULL', singleRowJson('NEW', columns), 'NEW')} END`,
      );
      await run(
        db,
        `CREATE TRIGGER ${quote(`${AUDIT_PREFIX}${table}_update`)} AFTER UPDATE ON ${quote(table)}
        WHEN audit_actor() IS NOT NULL AND ${rowJson('OLD', columns)} IS NOT ${rowJson('NEW', columns)}
        BEGIN ${insert('update', rowJson('OLD', columns), rowJson('NEW', columns), 'NEW')} END`,
      );
      await run(
        db,
        `CREATE TRIGGER ${quote(`${AUDIT_PREFIX}${table}_delete`)} AFTER DELETE ON ${quote(table)}
        WHEN audit_actor() IS NOT NULL BEGIN ${insert('delete', singleRowJson('OLD', columns), 'NULL', 'OLD')} END`,
      );
    }
  },
};

/** FTS5 trigram matches need three characters; shorter searches scan the columns with LIKE. */
const TRIGRAM = 3;

/** `text` as one FTS5 phrase: with the trigram tokenizer, a substring match. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
