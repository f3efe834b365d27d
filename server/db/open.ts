/**
 * Opens the SQLite database in the data folder and applies pending migrations, each in its own transaction.
 *
 * A migration whose first line is `-- migration: rebuild` may rebuild a table (create the new table, copy,
 * drop the old one, rename): it runs with foreign keys off, so dropping the old table does not cascade to the
 * rows that refer to it, and `PRAGMA foreign_key_check` must come back empty before it commits. Any dangling
 * reference rolls the migration back and fails the start with the offending tables named.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkIntegrity, type IntegrityMode } from './integrity.ts';

import { registerAuditFunctions } from '../review/auditContext.ts';
import { installAuditTriggers } from '../review/auditTriggers.ts';

export type SqliteHandle = Database.Database;

const defaultMigrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'sqlite');

const REBUILD_MARK = /^--\s*migration:\s*rebuild\s*$/;

export function openDatabase(dataDir: string, integrity: IntegrityMode = 'quick'): SqliteHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'marketplace.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  checkIntegrity(db, integrity);
  registerAuditFunctions(db);
  migrate(db);
  installAuditTriggers(db);
  return db;
}

export function migrate(db: SqliteHandle, migrationsDir = defaultMigrationsDir): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  const files = fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    const rebuild = REBUILD_MARK.test(sql.split('\n', 1)[0] ?? '');
    const apply = db.transaction(() => {
      db.exec(sql);
      if (rebuild) failOnDanglingReferences(db, file);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
    });
    if (!rebuild) {
      apply();
      continue;
    }
    // The pragma is a no-op inside a transaction, so it is switched around it.
    db.pragma('foreign_keys = OFF');
    try {
      apply();
    } finally {
      db.pragma('foreign_keys = ON');
    }
  }
}

function failOnDanglingReferences(db: SqliteHandle, file: string): void {
  const problems = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
  if (problems.length === 0) return;
  const tables = [...new Set(problems.map((p) => `${p.table} → ${p.parent}`))].join(', ');
  throw new Error(`Migration ${file} left ${problems.length} rows referring to missing rows (${tables}); rolled back`);
}
