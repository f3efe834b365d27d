/** Everything a request could change: every table's rows and every media file. Equal snapshots = nothing changed. */
import fs from 'node:fs';
import path from 'node:path';
import type { SqliteHandle } from '../../server/db/open.ts';

export function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export function snapshotAll(db: SqliteHandle, mediaRoot: string): Record<string, unknown> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  const out: Record<string, unknown> = { files: listFiles(mediaRoot) };
  // Rows in a stable order whatever the table's kind (WITHOUT ROWID aggregates, full-text index shadows).
  for (const table of tables) out[table] = (db.prepare(`SELECT * FROM "${table}"`).all() as unknown[]).map((row) => JSON.stringify(row)).sort();
  return out;
}
