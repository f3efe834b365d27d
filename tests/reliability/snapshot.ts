/** Everything a request could change: every table's rows and every media file. Equal snapshots = nothing changed. */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database.ts';

export function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export async function snapshotAll(db: Db, mediaRoot: string): Promise<Record<string, unknown>> {
  const tables = (await db.introspection.getTables()).filter((table) => !table.isView).map((table) => table.name).sort();
  const out: Record<string, unknown> = { files: listFiles(mediaRoot) };
  // Rows in a stable order whatever the table's kind (WITHOUT ROWID aggregates, full-text index shadows).
  for (const table of tables) {
    const rows = await db.selectFrom(sql.table(table).as('t')).selectAll().execute();
    out[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}
