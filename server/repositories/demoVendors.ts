/**
 * Prepared inserts for bulk-loading vendors (the demo seed and benchmarks). Statements are prepared once and
 * run many times inside the caller's transaction, which is what keeps 40,000 vendors within seconds.
 */
import type { Statement } from 'better-sqlite3';
import type { DB } from '../db/open.ts';
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

export function prepareVendorInserts(db: DB) {
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
