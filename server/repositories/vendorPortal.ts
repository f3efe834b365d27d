/**
 * SQL of the vendor portal extension: applications (a vendor_users row plus the kind's profile row, unverified),
 * look-ups for login, and bearer-token sessions stored as SHA-256 hashes.
 */
import { createHash } from 'node:crypto';
import type { DB } from '../db/open.ts';
import type { VendorApplication, VendorKind, VendorPortalUser } from '../../src/domain/index.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The store-name column of each kind's profile table, and the profile row an application creates. */
const PROFILE_INSERT: Record<VendorKind, { storeColumn: string; insert: string }> = {
  vegetable: {
    storeColumn: 'storename',
    insert: 'INSERT INTO vegetable_stores (user_id, storename, address, location) VALUES (@userId, @storename, @location, @location)',
  },
  professional: {
    storeColumn: 'storename',
    insert: 'INSERT INTO professional_profiles (user_id, storename, location) VALUES (@userId, @storename, @location)',
  },
  transport: {
    // A transport provider has no store; the name it gives is kept as its service category until the admin edits it.
    storeColumn: 'category',
    insert: 'INSERT INTO transport_profiles (user_id, address, category) VALUES (@userId, @location, @storename)',
  },
  hotel: {
    storeColumn: 'business_name',
    insert: 'INSERT INTO hotel_profiles (user_id, business_name, address) VALUES (@userId, @storename, @location)',
  },
};

const PROFILE_TABLE: Record<VendorKind, string> = {
  vegetable: 'vegetable_stores',
  professional: 'professional_profiles',
  transport: 'transport_profiles',
  hotel: 'hotel_profiles',
};

/** Inserts the account and its profile in one transaction; returns the new vendor user id. */
export function insertApplication(db: DB, application: Omit<VendorApplication, 'password'>, passwordHash: string): number {
  const kind = application.category;
  return db.transaction(() => {
    const result = db
      .prepare(
        `INSERT INTO vendor_users (kind, name, phoneNumber, email, city, description, password_hash, verification)
         VALUES (@kind, @name, @phoneNumber, @email, @city, @description, @passwordHash, 0)`,
      )
      .run({ ...application, kind, passwordHash });
    const userId = Number(result.lastInsertRowid);
    db.prepare(PROFILE_INSERT[kind].insert).run({ userId, storename: application.storename, location: application.location });
    return userId;
  })();
}

export function findVendorUser(db: DB, id: number): VendorPortalUser | null {
  const kindRow = db.prepare('SELECT kind FROM vendor_users WHERE id = ?').get(id) as { kind: VendorKind } | undefined;
  if (!kindRow) return null;
  const { storeColumn } = PROFILE_INSERT[kindRow.kind];
  const row = db
    .prepare(
      `SELECT u.id, u.kind, u.name, u.phoneNumber, u.email, u.city, COALESCE(p.${storeColumn}, '') AS storename,
              u.verification, u.created_at
       FROM vendor_users u LEFT JOIN ${PROFILE_TABLE[kindRow.kind]} p ON p.user_id = u.id WHERE u.id = ?`,
    )
    .get(id) as VendorPortalUser | undefined;
  return row ?? null;
}

export function findLoginCandidate(db: DB, kind: VendorKind, phoneNumber: string): { id: number; password_hash: string } | null {
  const row = db.prepare('SELECT id, password_hash FROM vendor_users WHERE kind = ? AND phoneNumber = ?').get(kind, phoneNumber) as
    | { id: number; password_hash: string }
    | undefined;
  return row ?? null;
}

export function insertVendorSession(db: DB, vendorId: number, token: string, expires: Date): void {
  db.transaction(() => {
    db.prepare('DELETE FROM vendor_sessions WHERE expires_at < ?').run(new Date().toISOString());
    db.prepare('INSERT INTO vendor_sessions (token_hash, vendor_id, expires_at) VALUES (?, ?, ?)').run(
      hashToken(token),
      vendorId,
      expires.toISOString(),
    );
  })();
}

export function findSessionVendorId(db: DB, token: string): number | null {
  const id = db
    .prepare('SELECT vendor_id FROM vendor_sessions WHERE token_hash = ? AND expires_at > ?')
    .pluck()
    .get(hashToken(token), new Date().toISOString()) as number | undefined;
  return id ?? null;
}

export function deleteVendorSession(db: DB, token: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM vendor_sessions WHERE token_hash = ?').run(hashToken(token));
  })();
}
