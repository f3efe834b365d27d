/**
 * Opens the database and applies pending migrations: SQLite in the data folder by default, PostgreSQL when
 * DATABASE_URL is set. One runner serves both engines: migrations are the .sql files of migrations/<engine>/ (the
 * same names in both folders), applied in name order, each in its own transaction and recorded by file name in
 * schema_migrations; forward only. On PostgreSQL each waits for the schema lock (engines/postgres.ts), so
 * instances starting together apply each migration once. Rewrites of stored values that SQL cannot make on both
 * engines are data steps in code (dataSteps.ts), run at start after these and the vendor-kind storage.
 *
 * A migration whose first line is `-- migration: rebuild` may rebuild a table (create the new table, copy,
 * drop the old one, rename): it runs with foreign keys off, so dropping the old table does not cascade to the
 * rows that refer to it, and the engine's reference check must come back empty before it commits. Any dangling
 * reference rolls the migration back and fails the start with the offending tables named.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { checkIntegrity, type IntegrityMode } from './integrity.ts';
import type { Db, SqliteHandle } from './types.ts';
import { engineOf } from './engines/index.ts';
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

/** The migration files of the database's engine, by name. */
export function migrationFiles(engine: 'sqlite' | 'postgres', folder = path.join(migrationsRoot, engine)): string[] {
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

async function appliedMigrations(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** Applies the pending migrations of `folder` (the engine's own by default); returns the names applied. */
export async function migrate(db: Db, folder?: string): Promise<string[]> {
  const engine = engineOf(db);
  const dir = folder ?? path.join(migrationsRoot, engine.name);
  await db.transaction().execute(async (trx) => {
    await engine.beginSchemaChange(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(trx);
  });
  const applied = await appliedMigrations(db);
  const done: string[] = [];
  for (const file of migrationFiles(engine.name, dir)) {
    if (applied.has(file)) continue;
    const script = fs.readFileSync(path.join(dir, file), 'utf8');
    const rebuild = REBUILD_MARK.test(script.split('\n', 1)[0] ?? '');
    const apply = () =>
      db.transaction().execute(async (trx) => {
        await engine.beginSchemaChange(trx);
        // Another instance may have applied it while this one waited for the lock.
        if ((await appliedMigrations(trx)).has(file)) return false;
        await engine.runScript(trx, script);
        if (rebuild) failOnDanglingReferences(file, await engine.danglingReferences(trx));
        await sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${file}, ${new Date().toISOString()})`.execute(trx);
        return true;
      });
    if (await (rebuild ? engine.withoutForeignKeys(db, apply) : apply())) done.push(file);
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
