/**
 * Opens the database and applies pending migrations: SQLite in the data folder by default, PostgreSQL when
 * DATABASE_URL is set. One runner serves both engines. A migration is one module, migrations/NNN_name.ts, written
 * once for both engines (db/migration.ts); plain twin scripts migrations/{sqlite,postgres}/NNN_name.sql (the same
 * name in both folders) are still run, until converted. All are applied in name order, each in its own
 * transaction, and recorded in schema_migrations by the name the twin scripts have (`001_init.sql`, whichever
 * form the migration has now); forward only. On PostgreSQL each waits for the schema lock (engines/postgres.ts),
 * so instances starting together apply each migration once. Rewrites of stored values that SQL cannot make on
 * both engines are data steps in code (dataSteps.ts), run at start after these and the vendor-kind storage.
 *
 * A migration that rebuilds a table (create the new table, copy, drop the old one, rename) says so: a module
 * exports `rebuild = true`, a script's first line is `-- migration: rebuild`. It runs with foreign keys off, so
 * dropping the old table does not cascade to the rows that refer to it, and the engine's reference check must
 * come back empty before it commits. Any dangling reference rolls the migration back and fails the start with the
 * offending tables named.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { checkIntegrity, type IntegrityMode } from './integrity.ts';
import type { Db, SqliteHandle } from './types.ts';
import { engineOf, type Engine } from './engines/index.ts';
import type { Migration } from './migration.ts';
import { openSqliteFile } from './engines/sqlite.ts';
import { openPostgres } from './engines/postgres.ts';
import { registerAuditFunctions } from './actor.ts';
import { installAuditTriggers } from '../review/auditTriggers.ts';

export type { SqliteHandle } from './types.ts';

export interface DatabaseSettings {
  dataDir: string;
  /** PostgreSQL's URL; unset opens SQLite (marketplace.db in dataDir). */
  databaseUrl?: string | undefined;
  dbPoolSize?: number;
  dbStatementTimeoutMs?: number;
  dbIntegrityCheck?: IntegrityMode;
}

export interface OpenedDatabase {
  db: Db;
  /** SQLite's connection under `db`; absent on PostgreSQL. */
  sqlite?: SqliteHandle;
}

export interface OpenOptions {
  /** Told when an idle PostgreSQL connection fails (the pool replaces it). */
  warn?: (message: string, error: Error) => void;
}

const migrationsRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const REBUILD_MARK = /^--\s*migration:\s*rebuild\s*$/;

export async function openDatabase(settings: DatabaseSettings, { warn }: OpenOptions = {}): Promise<OpenedDatabase> {
  const opened: OpenedDatabase = settings.databaseUrl
    ? {
        db: openPostgres({
          url: settings.databaseUrl,
          poolSize: settings.dbPoolSize ?? 10,
          statementTimeoutMs: settings.dbStatementTimeoutMs ?? 5000,
          onIdleError: (error) => warn?.('An idle PostgreSQL connection failed; the pool replaces it', error),
        }),
      }
    : openSqliteFile(settings.dataDir);
  try {
    if (opened.sqlite) {
      await checkIntegrity(opened.db, settings.dbIntegrityCheck ?? 'quick');
      registerAuditFunctions(opened.sqlite);
    }
    await migrate(opened.db);
    await installAuditTriggers(opened.db);
    return opened;
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
}

/**
 * Where migrations are read from: `modules` holds the NNN_name.ts modules, `scripts` the engine's NNN_name.sql
 * scripts (each optional). A folder alone is a folder of scripts.
 */
export interface MigrationSource {
  modules?: string | undefined;
  scripts?: string | undefined;
}

const MODULE = /^(\d+_[A-Za-z0-9_]+)\.ts$/;

function sourceOf(engine: Engine['name'], source?: string | MigrationSource): MigrationSource {
  if (typeof source === 'string') return { scripts: source };
  return source ?? { modules: migrationsRoot, scripts: path.join(migrationsRoot, engine) };
}

const filesIn = (folder: string | undefined) => (folder && fs.existsSync(folder) ? fs.readdirSync(folder) : []);

interface PendingMigration {
  /** The name recorded in schema_migrations: the twin scripts' file name. */
  name: string;
  load(): Promise<{ rebuild: boolean; apply(trx: Db, engine: Engine): Promise<void> }>;
}

function migrationsOf(engine: Engine['name'], source?: string | MigrationSource): PendingMigration[] {
  const { modules, scripts } = sourceOf(engine, source);
  const found = new Map<string, PendingMigration>();
  for (const file of filesIn(modules)) {
    const stem = MODULE.exec(file)?.[1];
    if (!stem || !modules) continue;
    const url = pathToFileURL(path.join(modules, file)).href;
    found.set(`${stem}.sql`, {
      name: `${stem}.sql`,
      load: async () => {
        const migration = (await import(url)) as Migration;
        return { rebuild: migration.rebuild === true, apply: (trx, e) => migration.up(trx, e) };
      },
    });
  }
  for (const file of filesIn(scripts).filter((f) => f.endsWith('.sql'))) {
    if (found.has(file)) throw new Error(`Migration ${file} is written twice: as a module and as a script of ${engine}`);
    const script = fs.readFileSync(path.join(scripts as string, file), 'utf8');
    found.set(file, {
      name: file,
      load: async () => ({ rebuild: REBUILD_MARK.test(script.split('\n', 1)[0] ?? ''), apply: (trx, e) => e.runScript(trx, script) }),
    });
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The names of the engine's migrations, in the order they apply, as schema_migrations records them. */
export function migrationFiles(engine: Engine['name'], source?: string | MigrationSource): string[] {
  return migrationsOf(engine, source).map((m) => m.name);
}

async function appliedMigrations(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** Applies the pending migrations of `source` (the application's own by default); returns the names applied. */
export async function migrate(db: Db, source?: string | MigrationSource): Promise<string[]> {
  const engine = engineOf(db);
  await db.transaction().execute(async (trx) => {
    await engine.beginSchemaChange(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(trx);
  });
  const applied = await appliedMigrations(db);
  const done: string[] = [];
  for (const migration of migrationsOf(engine.name, source)) {
    const { name } = migration;
    if (applied.has(name)) continue;
    const { rebuild, apply: change } = await migration.load();
    const apply = () =>
      db.transaction().execute(async (trx) => {
        await engine.beginSchemaChange(trx);
        // Another instance may have applied it while this one waited for the lock.
        if ((await appliedMigrations(trx)).has(name)) return false;
        await change(trx, engine);
        if (rebuild) failOnDanglingReferences(name, await engine.danglingReferences(trx));
        await sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${name}, ${new Date().toISOString()})`.execute(trx);
        return true;
      });
    if (await (rebuild ? engine.withoutForeignKeys(db, apply) : apply())) done.push(name);
  }
  return done;
}

function failOnDanglingReferences(file: string, problems: string[]): void {
  if (problems.length === 0) return;
  const tables = [...new Set(problems)].join(', ');
  throw new Error(`Migration ${file} left ${problems.length} rows referring to missing rows (${tables}); rolled back`);
}

/** SQLite's database in `dataDir`, opened and migrated as openDatabase does, with its connection (tools, tests). */
export async function openSqliteDatabase(dataDir: string, integrity: IntegrityMode = 'quick'): Promise<{ db: Db; sqlite: SqliteHandle }> {
  const { db, sqlite } = await openDatabase({ dataDir, dbIntegrityCheck: integrity });
  if (!sqlite) throw new Error('openDatabase without a DATABASE_URL opens SQLite');
  return { db, sqlite };
}
