/**
 * The migration runner on both engines: forward only, each migration in its own transaction and recorded once;
 * SQLite's rebuild rule; PostgreSQL instances starting together apply each migration once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, migrationFiles, openDatabase } from '../../server/db/open.ts';
import type { Db } from '../../server/db/database.ts';
import { openSqliteFile } from '../../server/db/engines/sqlite.ts';
import { openPostgres } from '../../server/db/engines/postgres.ts';
import { ensureVendorKindStorage } from '../../server/db/vendorKindStorage.ts';
import { installAuditTriggers } from '../../server/review/auditTriggers.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { makeDataDir } from '../helpers/server.ts';

const folders: string[] = [];
const databases: string[] = [];

afterAll(async () => {
  for (const url of databases) await dropDatabase(url);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function migrationsFolder(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
  return folder;
}

async function freshPostgres(): Promise<{ url: string; open: () => Db }> {
  const url = await freshDatabaseUrl();
  databases.push(url);
  return { url, open: () => openPostgres({ url, poolSize: 2, statementTimeoutMs: 5000 }) };
}

async function freshSqlite(): Promise<Db> {
  const dataDir = makeDataDir();
  folders.push(dataDir);
  return openSqliteFile(dataDir).db;
}

const tables = async (db: Db) => (await db.introspection.getTables()).map((t) => t.name).sort();
const applied = async (db: Db) => (await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(db)).rows.map((r) => r.name);

describe('the migration runner', () => {
  it.each(['sqlite', 'postgres'] as const)('applies pending files in name order, once, and records them (%s)', async (engine) => {
    const db = engine === 'sqlite' ? await freshSqlite() : (await freshPostgres()).open();
    const folder = migrationsFolder({
      '002_second.sql': 'CREATE TABLE second (id integer PRIMARY KEY, first_id integer REFERENCES first(id));',
      '001_first.sql': "CREATE TABLE first (id integer PRIMARY KEY, name text NOT NULL);\nINSERT INTO first (id, name) VALUES (1, 'one');",
    });
    try {
      expect(await migrate(db, folder)).toEqual(['001_first.sql', '002_second.sql']);
      expect(await migrate(db, folder)).toEqual([]);
      expect(await applied(db)).toEqual(['001_first.sql', '002_second.sql']);
      fs.writeFileSync(path.join(folder, '003_third.sql'), 'ALTER TABLE first ADD COLUMN note text;');
      expect(await migrate(db, folder)).toEqual(['003_third.sql']);
    } finally {
      await db.destroy();
    }
  });

  it.each(['sqlite', 'postgres'] as const)('rolls a failing migration back whole and does not record it (%s)', async (engine) => {
    const db = engine === 'sqlite' ? await freshSqlite() : (await freshPostgres()).open();
    const folder = migrationsFolder({ '001_broken.sql': 'CREATE TABLE half (id integer PRIMARY KEY);\nINSERT INTO missing_table VALUES (1);' });
    try {
      await expect(migrate(db, folder)).rejects.toThrow(/missing_table/);
      expect(await tables(db)).not.toContain('half');
      expect(await applied(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it.each(['sqlite', 'postgres'] as const)('runs migration modules and twin scripts together in name order, each recorded as NNN_name.sql (%s)', async (engine) => {
    const db = engine === 'sqlite' ? await freshSqlite() : (await freshPostgres()).open();
    const scripts = migrationsFolder({
      '001_first.sql': 'CREATE TABLE first (id integer PRIMARY KEY, name text NOT NULL);',
      '003_third.sql': 'ALTER TABLE first ADD COLUMN note text;',
    });
    const modules = migrationsFolder({
      '002_second.ts': `export async function up(db, engine) {
        await db.schema.createTable('second').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
        await engine.runScript(db, engine.name === 'postgres' ? 'CREATE INDEX second_pg ON second (id)' : 'CREATE INDEX second_sqlite ON second (id)');
      }`,
      'helpers.ts': 'export const notAMigration = true;',
    });
    try {
      expect(migrationFiles(engine, { modules, scripts })).toEqual(['001_first.sql', '002_second.sql', '003_third.sql']);
      expect(await migrate(db, { modules, scripts })).toEqual(['001_first.sql', '002_second.sql', '003_third.sql']);
      expect(await migrate(db, { modules, scripts })).toEqual([]);
      expect(await tables(db)).toEqual(expect.arrayContaining(['first', 'second']));
      fs.writeFileSync(path.join(scripts, '002_second.sql'), 'SELECT 1;');
      expect(() => migrationFiles(engine, { modules, scripts })).toThrow(/002_second.sql is written twice/);
    } finally {
      await db.destroy();
    }
  });

  it('rebuilds a SQLite table from a module that says so, and refuses a rebuild that leaves dangling references', async () => {
    const db = await freshSqlite();
    const scripts = migrationsFolder({
      '001_base.sql': `CREATE TABLE parent (id INTEGER PRIMARY KEY);
        CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parent(id) ON DELETE CASCADE);
        INSERT INTO parent (id) VALUES (1), (2);
        INSERT INTO child (id, parent_id) VALUES (10, 1), (20, 2);`,
    });
    const rebuild = (keep: string) =>
      migrationsFolder({
        '002_rebuild.ts': `export const rebuild = true;
          export async function up(db, engine) {
            await engine.runScript(db, 'CREATE TABLE parent_new (id INTEGER PRIMARY KEY); INSERT INTO parent_new SELECT id FROM parent WHERE ${keep}; DROP TABLE parent; ALTER TABLE parent_new RENAME TO parent;');
          }`,
      });
    try {
      await migrate(db, scripts);
      await expect(migrate(db, { scripts, modules: rebuild('id = 1') })).rejects.toThrow(/Migration 002_rebuild.sql left 1 rows referring to missing rows/);
      expect(await migrate(db, { scripts, modules: rebuild('1 = 1') })).toEqual(['002_rebuild.sql']);
      expect((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM child`.execute(db)).rows[0]?.n).toBe(2);
    } finally {
      await db.destroy();
    }
  });

  it('rebuilds a SQLite table with foreign keys off, and refuses to commit a rebuild that leaves dangling references', async () => {
    const db = await freshSqlite();
    const base = {
      '001_base.sql': `CREATE TABLE parent (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parent(id) ON DELETE CASCADE);
        INSERT INTO parent (id, name) VALUES (1, 'a'), (2, 'b');
        INSERT INTO child (id, parent_id) VALUES (10, 1), (20, 2);`,
    };
    const rebuild = (keep: string) => `-- migration: rebuild
      CREATE TABLE parent_new (id INTEGER PRIMARY KEY, name TEXT NOT NULL CHECK (name <> ''));
      INSERT INTO parent_new (id, name) SELECT id, name FROM parent WHERE ${keep};
      DROP TABLE parent;
      ALTER TABLE parent_new RENAME TO parent;`;
    try {
      await migrate(db, migrationsFolder(base));
      await expect(migrate(db, migrationsFolder({ ...base, '002_rebuild.sql': rebuild("name = 'a'") }))).rejects.toThrow(
        /Migration 002_rebuild.sql left 1 rows referring to missing rows \(child → parent\); rolled back/,
      );
      expect(await applied(db)).toEqual(['001_base.sql']);
      expect(await migrate(db, migrationsFolder({ ...base, '002_rebuild.sql': rebuild('1 = 1') }))).toEqual(['002_rebuild.sql']);
      // The children survived the drop of their parent table, and foreign keys are enforced again.
      expect((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM child`.execute(db)).rows[0]?.n).toBe(2);
      expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('applies each PostgreSQL migration once when two instances start together', async () => {
    const { url, open } = await freshPostgres();
    const [a, b] = [open(), open()];
    try {
      const [fromA, fromB] = await Promise.all([migrate(a), migrate(b)]);
      expect([...fromA, ...fromB].sort()).toEqual(migrationFiles('postgres'));
      expect(await applied(a)).toEqual(migrationFiles('postgres'));
      // And the whole start (migrations, generated triggers) of two instances at once.
      const dataDir = makeDataDir();
      folders.push(dataDir);
      const started = await Promise.all([openDatabase({ dataDir, databaseUrl: url }), openDatabase({ dataDir, databaseUrl: url })]);
      for (const { db } of started) await db.destroy();
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });

  it('leaves the triggers of a PostgreSQL database alone at a later start when nothing they depend on changed', async () => {
    const { url } = await freshPostgres();
    const dataDir = makeDataDir();
    folders.push(dataDir);
    const start = async () => {
      const { db } = await openDatabase({ dataDir, databaseUrl: url });
      await ensureVendorKindStorage(db, VENDOR_KIND_DECLARATIONS);
      await installAuditTriggers(db);
      const { rows } = await sql<{ oid: number; name: string }>`SELECT oid::integer AS oid, tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`.execute(db);
      await db.destroy();
      return rows;
    };
    const first = await start();
    expect(first.length).toBeGreaterThan(50);
    expect(await start()).toEqual(first);
    // One that differs from what the start would make is made again.
    const db = openPostgres({ url, poolSize: 1, statementTimeoutMs: 5000 });
    const definition = async () =>
      (await sql<{ def: string }>`SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = 'audit_admins_update'`.execute(db)).rows[0]?.def;
    try {
      await sql`DROP TRIGGER audit_admins_update ON admins`.execute(db);
      await sql`CREATE TRIGGER audit_admins_update AFTER UPDATE ON admins FOR EACH ROW EXECUTE FUNCTION audit_row('id', '')`.execute(db);
      await start();
      expect(await definition()).toMatch(/AFTER UPDATE ON public\.admins FOR EACH ROW EXECUTE FUNCTION audit_row\('id', '', 'password_hash'\)$/);
    } finally {
      await db.destroy();
    }
  });
});
