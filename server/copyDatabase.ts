/**
 * `npm run db:copy -- <sqlite file> <postgres url>`: moves an embedded database to PostgreSQL (docs/scaling.md).
 * The target is migrated and given the declared vendor kinds' and simple masters' tables first, so an empty database is all it needs;
 * the copy itself and its verification are server/db/copy.ts. Exits 1 with one plain line on any refusal.
 */
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CopyRefused, copyDatabase } from './db/copy.ts';
import { migrationFiles, openDatabase } from './db/open.ts';
import { sqliteDb } from './db/engines/sqlite.ts';
import { ensureDeclaredStorage } from './db/declaredStorage.ts';
import { VENDOR_KIND_DECLARATIONS } from '../src/domain/vendorKinds/index.ts';
import { RESOURCE_DECLARATIONS } from '../src/domain/resources/index.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Db } from './db/database.ts';

const USAGE = 'Usage: npm run db:copy -- <sqlite file, e.g. data/marketplace.db> <postgres://user:password@host:5432/dbname>';

async function sourceUpToDate(source: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(source);
  const applied = new Set(rows.map((row) => row.name));
  const missing = migrationFiles('sqlite').filter((name) => !applied.has(name));
  if (missing.length) throw new CopyRefused(`The SQLite database lacks migrations ${missing.join(', ')}: start the server on it once (it migrates), then copy`);
}

async function main(): Promise<void> {
  const [file, url] = process.argv.slice(2);
  if (!file || !url) throw new CopyRefused(USAGE);
  if (!fs.existsSync(file)) throw new CopyRefused(`No SQLite database at ${file}`);
  // The same validation (and password masking) as the server's own DATABASE_URL.
  const { databaseUrl } = loadConfig({ DATABASE_URL: url, SEED: 'none' });
  const source = sqliteDb(new Database(file, { readonly: true, fileMustExist: true }));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-copy-'));
  try {
    await sourceUpToDate(source);
    // Large tables take longer per statement than a request may.
    const { db: target } = await openDatabase({ dataDir: scratch, databaseUrl, dbStatementTimeoutMs: 0 });
    try {
      await ensureDeclaredStorage(target, { vendorKinds: VENDOR_KIND_DECLARATIONS, resources: RESOURCE_DECLARATIONS });
      const started = Date.now();
      const report = await copyDatabase(source, target, (line) => console.info(`  copied ${line}`));
      console.info(`\nVerified (rows and checksum, read back from both):`);
      for (const table of report) console.info(`  ${table.table.padEnd(32)} ${String(table.rows).padStart(9)}  ${table.checksum}`);
      console.info(`\nCopied ${report.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s. Point DATABASE_URL at it and share MEDIA_DIR (docs/scaling.md).`);
    } finally {
      await target.destroy();
    }
  } finally {
    await source.destroy();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof CopyRefused || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
