/**
 * Moving up: copies an embedded SQLite database into an empty, migrated PostgreSQL database, in one transaction
 * on the target (a failure leaves it as empty as it was), then proves the copy: per table, the row count and a
 * checksum over every row read back from each side must match. Text PostgreSQL cannot hold as it is (not valid
 * UTF-8) is refused before anything is written, naming table, column and row.
 *
 * Derived data is not copied row by row but rebuilt on the target: the search index (SQLite's is a contentless
 * FTS5 table whose text cannot be read back), the per-kind counts and the work plan's roll-ups (whose days the
 * target computes by its own clock arithmetic) are recomputed from the copied rows.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { rebuildVendorAggregates } from './engines/engine.ts';

/** Tables the target's own migrations and start-up fill, or that are rebuilt from the copied rows. */
const NOT_COPIED = new Set(['schema_migrations', 'vendor_search', 'vendor_search_definition', 'vendor_search_paused', 'vendor_counts',
  'vendor_applications_daily', 'vendor_decisions']);
/** Any row in one of these means the target is in use: the copy refuses rather than merge two databases. */
const IN_USE_WHEN_FILLED = ['admins', 'vendor_users', 'customers', 'call_requests', 'audit_log'];
const BATCH_PARAMETERS = 30_000;

export interface TableCopy {
  table: string;
  rows: number;
  checksum: string;
}

export class CopyRefused extends Error {}

export async function copyDatabase(source: Db, target: Db, say: (line: string) => void = () => {}): Promise<TableCopy[]> {
  const tables = await tablesToCopy(source, target);
  for (const table of tables) await refuseTextNotUtf8(source, table.name, table.columns);
  await target.transaction().execute(async (trx) => {
    for (const table of IN_USE_WHEN_FILLED) {
      if (await rowCount(trx, table)) throw new CopyRefused(`The target database is not empty (${table} has rows): copy only into a new, empty database`);
    }
    // The target's migrations may have put rows in (the list version); the source's rows replace them.
    for (const { name } of [...tables].reverse()) await sql`DELETE FROM ${sql.table(name)}`.execute(trx);
    // Its own triggers would log, count and index each copied row again: the copied rows already are the result.
    for (const { name } of tables) await sql`ALTER TABLE ${sql.table(name)} DISABLE TRIGGER USER`.execute(trx);
    for (const table of tables) {
      const copied = await copyTable(source, trx, table.name, table.columns);
      say(`${table.name}: ${copied} rows`);
    }
    for (const { name } of tables) await sql`ALTER TABLE ${sql.table(name)} ENABLE TRIGGER USER`.execute(trx);
    await rebuildDerived(trx);
    for (const table of tables) {
      if (!table.columns.includes('id')) continue;
      await sql`SELECT setval(pg_get_serial_sequence(${table.name}, 'id'), coalesce(max(id), 0) + 1, false) FROM ${sql.table(table.name)}`.execute(trx);
    }
  });
  const report: TableCopy[] = [];
  for (const table of tables) {
    const [from, to] = [await tableChecksum(source, table.name, table.columns), await tableChecksum(target, table.name, table.columns)];
    if (from.rows !== to.rows || from.checksum !== to.checksum) {
      throw new CopyRefused(`Not verified: ${table.name} differs after the copy (${from.rows} rows in the source, ${to.rows} in the target, checksums ${from.checksum} and ${to.checksum})`);
    }
    report.push({ table: table.name, ...from });
  }
  return report;
}

interface CopiedTable {
  name: string;
  columns: string[];
}

/**
 * Refuses, naming table, column and row, a text value of the source that is not valid UTF-8. SQLite keeps what it
 * was given: a lone surrogate (e.g. "\uD800" in a JSON body) is stored as the bytes ED A0 80, which every reader
 * decodes to replacement characters and PostgreSQL cannot store at all, so a copy would change it unnoticed (the
 * checksums read both sides as the same decoded text). Only such bytes (ED followed by A0-BF) come from the
 * server's own writes; values holding an ED byte are read as bytes and checked whole.
 */
async function refuseTextNotUtf8(source: Db, table: string, columns: string[]): Promise<void> {
  const label = columns.includes('id') ? 'id' : columns[0];
  if (!label) return;
  const bytesOf = (column: string) => sql`CASE WHEN typeof(${sql.ref(column)}) = 'text' THEN CAST(${sql.ref(column)} AS BLOB) END`;
  const suspect = sql.join(
    columns.map((column) => sql`instr(${bytesOf(column)}, x'ED') > 0`),
    sql` OR `,
  );
  const selected = sql.join(columns.map((column, index) => sql`${bytesOf(column)} AS ${sql.ref(`c${index}`)}`));
  const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.ref(label)} AS row_label, ${selected} FROM ${sql.table(table)} WHERE ${suspect}`.execute(source);
  for (const row of rows) {
    columns.forEach((column, index) => {
      const bytes = row[`c${index}`];
      if (!Buffer.isBuffer(bytes) || Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes)) return;
      const where = label === 'id' ? `id ${String(row.row_label)}` : `${label} ${JSON.stringify(row.row_label)}`;
      throw new CopyRefused(
        `${table}.${column}, row ${where}: the text is not valid UTF-8 (a lone surrogate such as \\uD800 stored by SQLite), which PostgreSQL cannot store; correct the value on the SQLite database, then copy again`,
      );
    });
  }
}

/** The source's tables that the target also has, parents before the tables referring to them. */
async function tablesToCopy(source: Db, target: Db): Promise<CopiedTable[]> {
  const targetTables = new Map((await target.introspection.getTables()).map((t) => [t.name, t.columns.map((c) => c.name)]));
  const sourceTables = (await source.introspection.getTables()).filter((t) => !t.isView && !NOT_COPIED.has(t.name) && !t.name.startsWith('vendor_search'));
  const missing = sourceTables.filter((t) => !targetTables.has(t.name)).map((t) => t.name);
  if (missing.length) throw new CopyRefused(`The target lacks ${missing.join(', ')}: start the server once on it (it migrates) with the same vendor kinds and resources`);
  const parents = await foreignKeyParents(target);
  const ordered: CopiedTable[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[] = []) => {
    if (placed.has(name) || path.includes(name)) return;
    for (const parent of parents.get(name) ?? []) if (parent !== name) place(parent, [...path, name]);
    const table = sourceTables.find((t) => t.name === name);
    if (!table) return;
    placed.add(name);
    const targetColumns = new Set(targetTables.get(name));
    ordered.push({ name, columns: table.columns.map((c) => c.name).filter((c) => targetColumns.has(c)) });
  };
  for (const table of sourceTables) place(table.name);
  return ordered;
}

async function foreignKeyParents(target: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ child: string; parent: string }>`
    SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = current_schema()`.execute(target);
  const parents = new Map<string, string[]>();
  for (const { child, parent } of rows) parents.set(child, [...(parents.get(child) ?? []), parent]);
  return parents;
}

async function copyTable(source: Db, target: Db, table: string, columns: string[]): Promise<number> {
  const batch = Math.max(1, Math.floor(BATCH_PARAMETERS / columns.length));
  let copied = 0;
  for await (const rows of pagesOf(source, table, columns, batch)) {
    const values = rows.map((row) => sql`(${sql.join(columns.map((c) => row[c] ?? null))})`);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${sql.join(values)}`.execute(target);
    copied += rows.length;
  }
  return copied;
}

/** A table's rows a page at a time: after the last id seen when it has ids, else by offset (small tables). */
async function* pagesOf(db: Db, table: string, columns: string[], size: number): AsyncGenerator<Record<string, unknown>[]> {
  const list = sql.join(columns.map((c) => sql.ref(c)));
  const keyed = columns.includes('id');
  let last = -Infinity;
  for (let offset = 0; ; offset += size) {
    const { rows } = keyed
      ? await sql<Record<string, unknown>>`SELECT ${list} FROM ${sql.table(table)} WHERE id > ${Number.isFinite(last) ? last : -1} ORDER BY id LIMIT ${size}`.execute(db)
      : await sql<Record<string, unknown>>`SELECT ${list} FROM ${sql.table(table)} ORDER BY ${list} LIMIT ${size} OFFSET ${offset}`.execute(db);
    if (rows.length === 0) return;
    yield rows;
    if (keyed) last = Number(rows[rows.length - 1]?.id);
    if (rows.length < size) return;
  }
}

/** The per-kind counts, the work plan's roll-ups and the search index, from the copied rows (as the triggers would have kept them). */
async function rebuildDerived(trx: Db): Promise<void> {
  await rebuildVendorAggregates(trx);
  await sql`DELETE FROM vendor_search`.execute(trx);
  await sql`INSERT INTO vendor_search (id, body) SELECT id, body FROM vendor_search_source`.execute(trx);
}

async function rowCount(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A checksum that does not depend on row order (the engines sort text differently): the sum, modulo 2^64, of a
 * hash of each row's values in column order.
 */
async function tableChecksum(db: Db, table: string, columns: string[]): Promise<{ rows: number; checksum: string }> {
  let sum = 0n;
  let rows = 0;
  for await (const page of pagesOf(db, table, columns, 5000)) {
    for (const row of page) {
      const digest = createHash('sha256').update(JSON.stringify(columns.map((c) => row[c] ?? null))).digest();
      sum = (sum + digest.readBigUInt64BE(0)) & 0xffffffffffffffffn;
    }
    rows += page.length;
  }
  return { rows, checksum: sum.toString(16).padStart(16, '0') };
}
