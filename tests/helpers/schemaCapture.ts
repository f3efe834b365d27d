/**
 * The whole schema a database holds, as plain data two databases can be compared by (tests/server/migrationsOnce.test.ts).
 *
 * SQLite: every sqlite_master entry with its SQL normalised (comments and whitespace dropped, identifiers unquoted,
 * words in lower case outside string literals, and the clauses of each column definition in one order, which
 * SQLite does not depend on; the names of table-level UNIQUE/PRIMARY KEY/FOREIGN KEY constraints, which SQLite
 * never shows, dropped), plus each table's columns exactly as declared (their case names result columns).
 * PostgreSQL: from the catalogs: extensions, relations, columns (type, default, nullability, identity,
 * collation), constraints and indexes with their definitions, views, triggers and functions.
 * Both: the rows the migrations wrote (schema_migrations by name only).
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/database.ts';
import { engineOf } from '../../server/db/engines/index.ts';

export type SchemaCapture = Record<string, unknown>;

const TOKEN = /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|[A-Za-z_][A-Za-z0-9_$]*|\d+(?:\.\d+)?|<>|<=|>=|!=|==|\|\||->>|->|::|\S/g;

/** The SQL's tokens: comments dropped, identifiers unquoted and, like words, in lower case; literals as written. */
export function sqlTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    if (token.startsWith('--') || token.startsWith('/*')) continue;
    if (token.startsWith("'")) tokens.push(token);
    else if (token.startsWith('"')) tokens.push(token.slice(1, -1).replace(/""/g, '"').toLowerCase());
    else if (token.startsWith('`') || token.startsWith('[')) tokens.push(token.slice(1, -1).toLowerCase());
    else tokens.push(token.toLowerCase());
  }
  return tokens;
}

const CLAUSE_STARTS = new Set(['constraint', 'primary', 'not', 'null', 'unique', 'check', 'default', 'collate', 'references', 'generated']);
const TABLE_CONSTRAINTS = new Set(['unique', 'primary', 'foreign']);

/** A column definition with its clauses in one order; a table constraint with SQLite's invisible name dropped. */
function normaliseItem(item: string[]): string {
  if (item[0] === 'constraint' && TABLE_CONSTRAINTS.has(item[2] ?? '')) return item.slice(2).join(' ');
  if (['constraint', 'primary', 'unique', 'check', 'foreign'].includes(item[0] ?? '')) return item.join(' ');
  const head: string[] = [];
  const clauses: string[][] = [];
  let depth = 0;
  for (const token of item) {
    const current = clauses.at(-1);
    const starts =
      depth === 0 &&
      CLAUSE_STARTS.has(token) &&
      head.length > 0 &&
      !(current && token === 'null' && current.at(-1) === 'not') &&
      !(current && current[0] === 'default' && current.length === 1) &&
      !(current && current[0] === 'constraint' && current.length === 2);
    if (starts) clauses.push([token]);
    else if (current) current.push(token);
    else head.push(token);
    if (token === '(') depth++;
    if (token === ')') depth--;
  }
  return [...head, ...clauses.map((c) => c.join(' ')).sort()].join(' ');
}

/** SQLite's stored SQL of an object in one form (see the file's comment). */
export function normaliseSqliteSql(text: string | null): string | null {
  if (text === null) return null;
  const tokens = sqlTokens(text);
  if (tokens[0] !== 'create' || tokens[1] !== 'table') return tokens.join(' ');
  const open = tokens.indexOf('(');
  const items: string[][] = [[]];
  let depth = 0;
  let end = tokens.length;
  for (let i = open + 1; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token === '(') depth++;
    if (token === ')' && depth-- === 0) {
      end = i;
      break;
    }
    if (token === ',' && depth === 0) items.push([]);
    else items.at(-1)?.push(token);
  }
  return [...tokens.slice(0, open + 1), items.map(normaliseItem).join(' , '), ...tokens.slice(end)].join(' ');
}

async function rowsOf(db: Db, tables: string[]): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    if (table === 'schema_migrations') {
      rows[table] = (await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(db)).rows.map((r) => r.name);
      continue;
    }
    const found = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)).rows;
    if (found.length) rows[table] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

async function captureSqlite(db: Db): Promise<SchemaCapture> {
  const { rows: objects } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`SELECT type, name, tbl_name, sql
    FROM sqlite_master ORDER BY type, name`.execute(db);
  const tables = objects.filter((o) => o.type === 'table').map((o) => o.name);
  const columns: Record<string, string[]> = {};
  for (const table of tables) {
    const info = await sql<{ name: string; type: string }>`SELECT name, type FROM pragma_table_xinfo(${table})`.execute(db);
    columns[table] = info.rows.map((c) => `${c.name} ${c.type.toLowerCase()}`);
  }
  const plain = tables.filter((t) => !/^vendor_search($|_)/.test(t) || t === 'vendor_search_definition');
  return {
    objects: objects.map((o) => ({ type: o.type, name: o.name, table: o.tbl_name, sql: normaliseSqliteSql(o.sql) })),
    columns,
    rows: await rowsOf(db, plain.filter((t) => !t.startsWith('sqlite_'))),
  };
}

async function all<T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function capturePostgres(db: Db): Promise<SchemaCapture> {
  const schema = sql`current_schema()::regnamespace`;
  const relations = await all(db, sql<{ name: string; kind: string }>`SELECT relname AS name, relkind AS kind FROM pg_class
    WHERE relnamespace = ${schema} ORDER BY relname`);
  const tables = relations.filter((r) => r.kind === 'r').map((r) => r.name);
  return {
    extensions: (await all(db, sql<{ name: string }>`SELECT extname AS name FROM pg_extension ORDER BY extname`)).map((e) => e.name),
    relations: relations.map((r) => `${r.name} ${r.kind}`),
    columns: await all(db, sql`SELECT table_name, column_name, ordinal_position, data_type, udt_name, column_default, is_nullable,
        is_identity, identity_generation, collation_name, character_maximum_length, numeric_precision
      FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`),
    constraints: await all(db, sql`SELECT conrelid::regclass::text AS table, conname AS name, contype AS type,
        pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE connamespace = ${schema} ORDER BY 1, 2`),
    indexes: await all(db, sql`SELECT tablename AS table, indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() ORDER BY 1, 2`),
    views: (await all(db, sql<{ name: string; definition: string }>`SELECT viewname AS name, definition FROM pg_views
      WHERE schemaname = current_schema() ORDER BY 1`)).map((v) => ({ name: v.name, definition: squash(v.definition) })),
    triggers: await all(db, sql`SELECT c.relname AS table, t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal AND c.relnamespace = ${schema} ORDER BY 1, 2`),
    functions: (await all(db, sql<{ name: string; args: string; result: string; body: string }>`SELECT p.proname AS name,
        pg_get_function_arguments(p.oid) AS args, pg_get_function_result(p.oid) AS result, p.prosrc AS body
      FROM pg_proc p WHERE p.pronamespace = ${schema}
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') ORDER BY 1, 2`)).map((f) => ({ ...f, body: squash(f.body) })),
    rows: await rowsOf(db, tables),
  };
}

/** The schema of `db` (its engine's capture). */
export function captureSchema(db: Db): Promise<SchemaCapture> {
  return engineOf(db).name === 'sqlite' ? captureSqlite(db) : capturePostgres(db);
}
