/**
 * Creates vendor accounts with their profile, gallery images and stories. The admin contract never creates
 * vendors; test fixtures and seeds do, through these functions rather than their own SQL.
 */
import type { SqliteHandle } from '../db/open.ts';
import { column, prepared, tableName, type VendorTable } from './vendorsTable.ts';

export interface NewVendor {
  name: string;
  phoneNumber: string;
  email?: string;
  city?: string;
  description?: string;
  passwordHash: string;
  verification?: 0 | 1;
  poster?: string | null;
  /** Profile columns by column name (not by record field), e.g. { storename: 'Fresh Farm' }. */
  profile?: Record<string, string | number>;
}

/** Inserts the account and its profile row in one transaction; returns the new user_id. */
export function insertVendor(db: SqliteHandle, t: VendorTable, vendor: NewVendor): number {
  const profile = vendor.profile ?? {};
  const profileColumns = Object.keys(profile).map((name) => column(`profile.${name}`).name);
  return db.transaction(() => {
    const { lastInsertRowid } = prepared(
      db,
      `INSERT INTO vendor_users (kind, name, phoneNumber, email, city, description, password_hash, verification, poster)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      t.kind,
      vendor.name,
      vendor.phoneNumber,
      vendor.email ?? '',
      vendor.city ?? '',
      vendor.description ?? '',
      vendor.passwordHash,
      vendor.verification ?? 0,
      vendor.poster ?? null,
    );
    const userId = Number(lastInsertRowid);
    const names = ['user_id', ...profileColumns];
    prepared(db, `INSERT INTO ${tableName(t)} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(
      userId,
      ...profileColumns.map((name) => profile[name]),
    );
    return userId;
  })();
}

export function addVendorImage(db: SqliteHandle, userId: number, fileName: string): void {
  prepared(db, 'INSERT INTO vendor_images (user_id, file_name) VALUES (?, ?)').run(userId, fileName);
}

export function addVendorStory(db: SqliteHandle, userId: number, fileName: string): number {
  return Number(prepared(db, 'INSERT INTO vendor_stories (user_id, todaystory) VALUES (?, ?)').run(userId, fileName).lastInsertRowid);
}
