/**
 * Migrations written once for both engines (server/db/migration.ts) make the schema the twin SQL scripts made, on
 * the engine of the project (unit: SQLite, unit-pg: PostgreSQL):
 * - a fresh database, migrated, holds the committed snapshot of its engine (__snapshots__/migrationsOnce.<engine>.json,
 *   captured from the twin scripts before they were converted; after adding a migration, rewrite it with
 *   UPDATE_SCHEMA_SNAPSHOT=1 and read the difference);
 * - a database migrated by the old twin scripts (tests/fixtures/legacyMigrations, kept for this test only) is up to
 *   date for the runner: none of those migrations is applied again, and it holds the same schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '../../server/db/open.ts';
import type { Db } from '../../server/db/database.ts';
import { openSqliteFile } from '../../server/db/engines/sqlite.ts';
import { openPostgres } from '../../server/db/engines/postgres.ts';
import { captureSchema } from '../helpers/schemaCapture.ts';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { makeDataDir, testEngine } from '../helpers/server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const snapshotFile = path.join(here, '__snapshots__', `migrationsOnce.${testEngine}.json`);
const legacyScripts = path.join(here, '..', 'fixtures', 'legacyMigrations', testEngine);

const folders: string[] = [];
const databases: string[] = [];

afterAll(async () => {
  for (const url of databases) await dropDatabase(url);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function freshDb(): Promise<Db> {
  if (testEngine === 'postgres') {
    const url = await freshDatabaseUrl();
    databases.push(url);
    return openPostgres({ url, poolSize: 2, statementTimeoutMs: 5000 });
  }
  const dataDir = makeDataDir();
  folders.push(dataDir);
  return openSqliteFile(dataDir).db;
}

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await freshDb();
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

describe(`migrations written once (${testEngine})`, () => {
  it('give a fresh database the schema of the snapshot', async () => {
    const schema = await withDb(async (db) => {
      expect(await migrate(db)).toEqual(migrationFiles(testEngine));
      return captureSchema(db);
    });
    if (process.env.UPDATE_SCHEMA_SNAPSHOT) fs.writeFileSync(snapshotFile, `${JSON.stringify(schema, null, 1)}\n`);
    expect(schema).toEqual(JSON.parse(fs.readFileSync(snapshotFile, 'utf8')));
  });

  it('take a database the twin scripts migrated as up to date, with the same schema', async () => {
    const legacy = migrationFiles(testEngine, legacyScripts);
    const later = migrationFiles(testEngine).filter((name) => !legacy.includes(name));
    const [fresh, old] = await Promise.all([
      withDb(async (db) => (await migrate(db), captureSchema(db))),
      withDb(async (db) => {
        expect(await migrate(db, legacyScripts)).toEqual(legacy);
        // Only migrations newer than the scripts kept here apply.
        expect(await migrate(db)).toEqual(later);
        expect(await migrate(db)).toEqual([]);
        return captureSchema(db);
      }),
    ]);
    expect(old).toEqual(fresh);
  });

  it('apply the module of each converted migration, recorded by its twin scripts\' name', () => {
    const modules = migrationFiles(testEngine, { modules: path.join(here, '..', '..', 'server', 'db', 'migrations') });
    expect(modules.every((name) => name.endsWith('.sql'))).toBe(true);
    expect(migrationFiles(testEngine)).toEqual(expect.arrayContaining([...modules, ...migrationFiles(testEngine, legacyScripts)]));
  });
});
