/**
 * `npm run db:backup -- <file>`: an online backup of the SQLite database (docs/operations.md, "Backups and
 * restore") while the server runs: SQLite's backup API through better-sqlite3's `.backup()`, on a connection of its
 * own. WAL lets the server go on writing meanwhile; the copy is taken in one step, so it is one consistent snapshot
 * (a step-by-step copy restarts each time another connection writes, and may never end on a busy server). The copy
 * is then checked: `PRAGMA integrity_check`, and its migrations listed. PostgreSQL is backed up with its own tools.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';

export interface BackupResult {
  file: string;
  bytes: number;
  /** Migrations the copy records (a restore brings it to the running version at start). */
  migrations: number;
}

/** Copies the SQLite database `source` to `target` (which must not exist) online, and checks the copy. */
export async function backupSqlite(source: string, target: string): Promise<BackupResult> {
  if (fs.existsSync(target)) throw new Error(`${target} exists already: back up to a new file`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const live = new Database(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // All pages in one step: one read transaction, one snapshot.
    await live.backup(target, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  const copy = new Database(target, { readonly: true, fileMustExist: true });
  try {
    const problems = (copy.pragma('integrity_check') as Array<{ integrity_check: string }>).map((row) => row.integrity_check).filter((text) => text !== 'ok');
    if (problems.length) throw new Error(`The copy in ${target} fails its integrity check: ${problems.join('; ')}`);
    const { n } = copy.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number };
    return { file: target, bytes: fs.statSync(target).size, migrations: n };
  } finally {
    copy.close();
  }
}

async function main(): Promise<void> {
  const [target] = process.argv.slice(2);
  if (!target) throw new Error('Usage: npm run db:backup -- <backup file, e.g. /backups/marketplace-2026-11-28.db>');
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back PostgreSQL up with its own tools (docs/operations.md)');
  const result = await backupSqlite(path.join(config.dataDir, 'marketplace.db'), target);
  console.info(`Backed up ${config.dataDir}/marketplace.db to ${result.file}: ${result.bytes} bytes, ${result.migrations} migrations, integrity ok. Copy ${config.mediaDir} beside it.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
