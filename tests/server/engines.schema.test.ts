/**
 * The two engines hold the same schema: an empty database of each, migrated and given the storage of a registry
 * with an extra declared kind (the florists), compared table by table: columns (name, nullability, type family,
 * case-insensitivity), primary keys, unique constraints, named indexes, foreign keys, and trigger names.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, migrationFiles } from '../../server/db/open.ts';
import type { Db } from '../../server/db/database.ts';
import { ensureVendorKindStorage } from '../../server/db/vendorKindStorage.ts';
import { installAuditTriggers } from '../../server/review/auditTriggers.ts';
import { registryWithFlorists } from '../vendorKindFixture/registry.ts';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { makeDataDir } from '../helpers/server.ts';

type Family = 'integer' | 'real' | 'text';

interface TableShape {
  columns: Record<string, { family: Family; notNull: boolean; ignoresCase: boolean }>;
  primaryKey: string[];
  /** Column lists of the unique constraints, e.g. "kind,phoneNumber". */
  uniques: string[];
  /** Named indexes: columns (an expression such as lower(name) by its column), unique, partial. */
  indexes: Record<string, string>;
  /** "column → table(column) ON DELETE action" */
  foreignKeys: string[];
}
type SchemaShape = Record<string, TableShape>;

/**
 * Tables one engine has for a reason of its own. SQLite's search index is an FTS5 virtual table, kept in shadow
 * tables; PostgreSQL's is a plain table with a trigram index (checked on its own below).
 */
const SQLITE_ONLY = ['vendor_search', 'vendor_search_config', 'vendor_search_data', 'vendor_search_docsize', 'vendor_search_idx'];
const POSTGRES_ONLY = ['vendor_search'];

function familyOf(type: string): Family {
  const t = type.toLowerCase();
  if (t.includes('int')) return 'integer';
  if (t.includes('real') || t.includes('double') || t.includes('float')) return 'real';
  if (t.includes('text') || t.includes('char') || t === 'citext') return 'text';
  throw new Error(`Unexpected column type ${type}`);
}

const ON_DELETE: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

async function sqliteShape(db: Db): Promise<{ schema: SchemaShape; triggers: string[]; tables: string[] }> {
  const all = await sql<{ name: string; type: string }>`SELECT name, type FROM pragma_table_list
    WHERE schema = 'main' AND type <> 'view' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(db);
  const schema: SchemaShape = {};
  for (const { name: table } of all.rows) {
    if (SQLITE_ONLY.includes(table)) continue;
    const created = (await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(db)).rows[0]?.sql ?? '';
    const info = await sql<{ name: string; type: string; notnull: number; pk: number }>`SELECT name, type, "notnull", pk FROM pragma_table_info(${table})`.execute(db);
    const columns: TableShape['columns'] = {};
    for (const c of info.rows) {
      const ignoresCase = new RegExp(`(^|[\\s(,])"?${c.name}"?\\s+TEXT\\b[^,\\n]*COLLATE\\s+NOCASE`, 'i').test(created);
      columns[c.name] = { family: familyOf(c.type), notNull: c.notnull === 1 || c.pk > 0, ignoresCase };
    }
    const primaryKey = info.rows.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
    const uniques: string[] = [];
    const indexes: Record<string, string> = {};
    const list = await sql<{ name: string; unique: number; origin: string; partial: number }>`SELECT name, "unique", origin, partial FROM pragma_index_list(${table})`.execute(db);
    for (const index of list.rows) {
      const cols = await sql<{ name: string | null; seqno: number }>`SELECT name, seqno FROM pragma_index_info(${index.name}) ORDER BY seqno`.execute(db);
      const names = cols.rows.map((c) => c.name ?? '<expression>').join(',');
      if (index.origin === 'u') uniques.push(names);
      if (index.origin === 'c') indexes[index.name] = `(${names})${index.unique ? ' unique' : ''}${index.partial ? ' partial' : ''}`;
    }
    const fks = await sql<{ table: string; from: string; to: string; on_delete: string }>`SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(${table})`.execute(db);
    const foreignKeys = fks.rows.map((fk) => `${fk.from} → ${fk.table}(${fk.to}) ON DELETE ${fk.on_delete}`);
    schema[table] = { columns, primaryKey, uniques: uniques.sort(), indexes, foreignKeys: foreignKeys.sort() };
  }
  const triggers = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name`.execute(db);
  return { schema, triggers: triggers.rows.map((t) => t.name), tables: all.rows.map((t) => t.name) };
}

async function postgresShape(db: Db): Promise<{ schema: SchemaShape; triggers: string[]; tables: string[] }> {
  const all = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(db);
  const schema: SchemaShape = {};
  for (const { name: table } of all.rows) {
    if (POSTGRES_ONLY.includes(table)) continue;
    const info = await sql<{ name: string; type: string; udt: string; nullable: string }>`SELECT column_name AS name, data_type AS type,
      udt_name AS udt, is_nullable AS nullable FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(db);
    const columns: TableShape['columns'] = {};
    for (const c of info.rows) {
      columns[c.name] = { family: familyOf(c.udt === 'citext' ? 'citext' : c.type), notNull: c.nullable === 'NO', ignoresCase: c.udt === 'citext' };
    }
    const constraints = await sql<{ type: string; columns: string[]; target: string | null; target_columns: string[] | null; on_delete: string }>`
      SELECT con.contype AS type,
        ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS columns,
        ref.relname AS target,
        ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS target_columns,
        con.confdeltype AS on_delete
      FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid LEFT JOIN pg_class ref ON ref.oid = con.confrelid
      WHERE c.relname = ${table} AND c.relnamespace = current_schema()::regnamespace AND con.contype IN ('p', 'u', 'f')`.execute(db);
    const primaryKey = constraints.rows.find((c) => c.type === 'p')?.columns ?? [];
    const uniques = constraints.rows.filter((c) => c.type === 'u').map((c) => c.columns.join(','));
    const foreignKeys = constraints.rows
      .filter((c) => c.type === 'f')
      .map((c) => `${c.columns.join(',')} → ${c.target}(${(c.target_columns ?? []).join(',')}) ON DELETE ${ON_DELETE[c.on_delete] ?? c.on_delete}`);
    const named = await sql<{ name: string; unique: boolean; partial: boolean; columns: string[] }>`
      SELECT ic.relname AS name, i.indisunique AS unique, i.indpred IS NOT NULL AS partial,
        ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(1, i.indnkeyatts) k ORDER BY k)::text[] AS columns
      FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class c ON c.oid = i.indrelid
      WHERE c.relname = ${table} AND c.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)`.execute(db);
    const indexes: Record<string, string> = {};
    for (const index of named.rows) {
      // lower(name) is how PostgreSQL's indexes sort a name ignoring case, as SQLite's name COLLATE NOCASE does.
      const cols = index.columns.map((c) => c.replace(/^lower\(\(?"?(\w+)"?\)?(::text)?\)$/, '$1').replace(/^"(.*)"$/, '$1'));
      indexes[index.name] = `(${cols.join(',')})${index.unique ? ' unique' : ''}${index.partial ? ' partial' : ''}`;
    }
    schema[table] = { columns, primaryKey, uniques: uniques.sort(), indexes, foreignKeys: foreignKeys.sort() };
  }
  const triggers = await sql<{ name: string }>`SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace ORDER BY t.tgname`.execute(db);
  return { schema, triggers: triggers.rows.map((t) => t.name), tables: all.rows.map((t) => t.name) };
}

describe('SQLite and PostgreSQL schemas', () => {
  const dataDir = makeDataDir();
  let sqlite: Db;
  let postgres: Db;
  let postgresUrl: string;

  beforeAll(async () => {
    postgresUrl = await freshDatabaseUrl();
    sqlite = (await openDatabase({ dataDir })).db;
    postgres = (await openDatabase({ dataDir, databaseUrl: postgresUrl })).db;
    for (const db of [sqlite, postgres]) {
      await ensureVendorKindStorage(db, registryWithFlorists);
      await installAuditTriggers(db);
    }
  });

  afterAll(async () => {
    await sqlite?.destroy();
    await postgres?.destroy();
    if (postgresUrl) await dropDatabase(postgresUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('have a migration of the same name for each engine, all applied', async () => {
    expect(migrationFiles('postgres')).toEqual(migrationFiles('sqlite'));
    for (const db of [sqlite, postgres]) {
      const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(db);
      expect(rows.map((r) => r.name)).toEqual(migrationFiles('sqlite'));
    }
  });

  it('have the same tables, columns, keys, unique constraints, indexes and foreign keys', async () => {
    const a = await sqliteShape(sqlite);
    const b = await postgresShape(postgres);
    expect(Object.keys(b.schema)).toEqual(Object.keys(a.schema));
    for (const table of Object.keys(a.schema)) expect({ table, ...b.schema[table] }).toEqual({ table, ...a.schema[table] });
    // Engine-only tables are exactly the listed ones.
    expect(a.tables.filter((t) => !(t in a.schema))).toEqual(SQLITE_ONLY);
    expect(b.tables.filter((t) => !(t in b.schema))).toEqual(POSTGRES_ONLY);
  });

  it('have a trigger of the same name for each of SQLite\'s', async () => {
    const a = await sqliteShape(sqlite);
    const b = await postgresShape(postgres);
    expect(b.triggers).toEqual(a.triggers);
  });

  it("keep PostgreSQL's search index as a table of vendor ids and text with a trigram index", async () => {
    const columns = await sql<{ name: string; type: string; nullable: string }>`SELECT column_name AS name, data_type AS type, is_nullable AS nullable
      FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'vendor_search' ORDER BY ordinal_position`.execute(postgres);
    expect(columns.rows).toEqual([
      { name: 'id', type: 'integer', nullable: 'NO' },
      { name: 'body', type: 'text', nullable: 'NO' },
    ]);
    const index = await sql<{ def: string }>`SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'vendor_search' AND indexname = 'vendor_search_body'`.execute(postgres);
    expect(index.rows[0]?.def).toMatch(/USING gin \(body gin_trgm_ops\)/);
    const virtual = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'vendor_search'`.execute(sqlite);
    expect(virtual.rows[0]?.sql).toMatch(/USING fts5 \(body, tokenize = 'trigram'/);
  });

  it('give a declared kind its profile table and columns on both engines', async () => {
    const a = await sqliteShape(sqlite);
    const b = await postgresShape(postgres);
    for (const shape of [a.schema, b.schema]) {
      expect(shape.florist_profiles?.columns).toEqual({
        id: { family: 'integer', notNull: true, ignoresCase: false },
        user_id: { family: 'integer', notNull: true, ignoresCase: false },
        shopName: { family: 'text', notNull: true, ignoresCase: false },
        garlandsPerDay: { family: 'integer', notNull: true, ignoresCase: false },
        direction: { family: 'text', notNull: true, ignoresCase: false },
      });
      expect(shape.florist_profiles?.foreignKeys).toEqual(['user_id → vendor_users(id) ON DELETE CASCADE']);
    }
    for (const triggers of [a.triggers, b.triggers]) {
      expect(triggers).toEqual(
        expect.arrayContaining([
          'florist_profiles_insert_version',
          'florist_profiles_update_version',
          'florist_profiles_delete_version',
          'florist_profiles_search_insert',
          'florist_profiles_search_update',
          'audit_florist_profiles_insert',
          'audit_florist_profiles_update',
          'audit_florist_profiles_delete',
        ]),
      );
    }
  });
});
