/**
 * Bulk-loading vendors (the demo seed and benchmarks): prepared inserts run many times inside one transaction
 * with the vendor tables' triggers suspended, and what those triggers keep rebuilt once at the end.
 */
import type { Statement } from 'better-sqlite3';
import type { SqliteHandle } from '../db/open.ts';
import { identifier } from './vendorsTable.ts';
import type { Flag } from '../../src/domain/types.ts';

export interface VendorUserInsert {
  kind: string;
  name: string;
  phoneNumber: string;
  email: string;
  city: string;
  description: string;
  password_hash: string;
  verification: Flag;
  poster: string | null;
  created_at: string;
}

export type ProfileValues = Record<string, string | number>;

export function prepareVendorInserts(db: SqliteHandle) {
  const user = db.prepare(
    `INSERT INTO vendor_users (kind, name, phoneNumber, email, city, description, password_hash, verification, poster, created_at)
     VALUES (@kind, @name, @phoneNumber, @email, @city, @description, @password_hash, @verification, @poster, @created_at)`,
  );
  // One statement per profile table and column set, prepared on first use.
  const profiles = new Map<string, Statement>();
  const profileInsert = (table: string, columns: string[]) => {
    const key = `${table}(${columns.join(',')})`;
    let statement = profiles.get(key);
    if (!statement) {
      const names = ['user_id', ...columns].map(identifier);
      statement = db.prepare(`INSERT INTO ${identifier(table)} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`);
      profiles.set(key, statement);
    }
    return statement;
  };
  const image = db.prepare('INSERT INTO vendor_images (user_id, file_name, created_at) VALUES (?, ?, ?)');
  const story = db.prepare('INSERT INTO vendor_stories (user_id, todaystory, created_at) VALUES (?, ?, ?)');

  return {
    user: (values: VendorUserInsert): number => Number(user.run(values).lastInsertRowid),
    /** The kind's profile row: column name → value. */
    profile: (table: string, userId: number, values: ProfileValues) => profileInsert(table, Object.keys(values)).run({ user_id: userId, ...values }),
    image: (userId: number, fileName: string, createdAt: string) => image.run(userId, fileName, createdAt),
    story: (userId: number, fileName: string, createdAt: string) => story.run(userId, fileName, createdAt),
  };
}

export type VendorInserts = ReturnType<typeof prepareVendorInserts>;

/** The tables whose triggers a bulk load suspends: every vendor table, profiles included. */
const vendorTablesSql = `SELECT name FROM sqlite_master WHERE type = 'table' AND (substr(name, 1, 7) = 'vendor_' OR name IN
  (SELECT DISTINCT m.name FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f."table" = 'vendor_users'))`;

/**
 * Runs `load` (inserts only) with every trigger of the vendor tables dropped, then rebuilds what they keep: the
 * per-kind counts, the lists' version and the search index of the new vendors; then recreates the triggers
 * from their own SQL. Per-row triggers cost a third of a 400,000-vendor seed; rebuilding once costs seconds.
 * Must run inside the caller's transaction: no other connection ever sees the triggers missing.
 */
export function withVendorTriggersSuspended<T>(db: SqliteHandle, load: () => T): T {
  if (!db.inTransaction) throw new Error('withVendorTriggersSuspended needs a transaction');
  const tables = db.prepare(vendorTablesSql).pluck().all() as string[];
  const triggers = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(tables)) as { name: string; sql: string }[];
  const lastId = db.prepare('SELECT COALESCE(MAX(id), 0) FROM vendor_users').pluck().get() as number;
  for (const trigger of triggers) db.exec(`DROP TRIGGER ${identifier(trigger.name)}`);
  const result = load();
  db.exec(`DELETE FROM vendor_counts;
    INSERT INTO vendor_counts (kind, verification, n) SELECT kind, verification, COUNT(*) FROM vendor_users GROUP BY kind, verification;
    UPDATE vendor_list_version SET version = version + 1 WHERE id = 1;`);
  db.prepare('INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id > ?').run(lastId);
  for (const trigger of triggers) db.exec(trigger.sql);
  return result;
}
