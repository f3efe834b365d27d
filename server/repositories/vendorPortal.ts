/**
 * SQL of the vendor portal extension: applications (an unverified vendor with the kind's profile fields),
 * look-ups for login, and bearer-token sessions stored as SHA-256 hashes.
 */
import { createHash } from 'node:crypto';
import type { DB } from '../db/open.ts';
import type { KindApplication, VendorKind, VendorPortalUser } from '../../src/domain/index.ts';
import { insertVendor } from './vendorsCreate.ts';
import { VENDOR_KIND_CONFIGS } from '../routes/vendors/kinds.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Each kind's profile table, the column shown as the vendor's "store", and profile column ← application field. */
const PROFILES: Record<VendorKind, { table: string; storeColumn: string; columns: Record<string, string> }> = {
  vegetable: {
    table: 'vegetable_stores',
    storeColumn: 'storename',
    columns: { storename: 'storename', address: 'location', location: 'location', serviceDetails: 'serviceDetails' },
  },
  professional: {
    table: 'professional_profiles',
    storeColumn: 'storename',
    columns: {
      storename: 'storename',
      professionalcategory: 'professionalcategory',
      location: 'location',
      price: 'price',
      serviceDetails: 'serviceDetails',
      years_of_experience: 'years_of_experience',
    },
  },
  transport: {
    table: 'transport_profiles',
    storeColumn: 'vehicle_type',
    columns: {
      vehicle_type: 'vehicleType',
      vehicle_model: 'vehicleModel',
      vehicle_registration_number: 'vehicleNo',
      years_of_driving_experience: 'experience',
      days_and_hours_available: 'days_and_hours_available',
      address: 'address',
    },
  },
  hotel: {
    table: 'hotel_profiles',
    storeColumn: 'business_name',
    columns: { business_name: 'business_name', business_type: 'business_type', address: 'address' },
  },
};

/** The profile columns of an application: its kind's fields under their column names. */
export function applicationProfile(application: KindApplication): Record<string, string | number> {
  const values = application as unknown as Record<string, string | number>;
  return Object.fromEntries(Object.entries(PROFILES[application.category].columns).map(([col, field]) => [col, values[field] ?? '']));
}

/** Inserts the unverified account and its profile (one transaction, via the vendor repository); returns its id. */
export function insertApplication(db: DB, application: KindApplication, passwordHash: string): number {
  const { name, phoneNumber, email, city, description, category } = application;
  return insertVendor(db, VENDOR_KIND_CONFIGS[category], {
    name,
    phoneNumber,
    email,
    city,
    description,
    passwordHash,
    verification: 0,
    profile: applicationProfile(application),
  });
}

export function findVendorUser(db: DB, id: number): VendorPortalUser | null {
  const kindRow = db.prepare('SELECT kind FROM vendor_users WHERE id = ?').get(id) as { kind: VendorKind } | undefined;
  if (!kindRow) return null;
  const { table, storeColumn } = PROFILES[kindRow.kind];
  const row = db
    .prepare(
      `SELECT u.id, u.kind, u.name, u.phoneNumber, u.email, u.city, COALESCE(p.${storeColumn}, '') AS storename,
              u.verification, u.created_at
       FROM vendor_users u LEFT JOIN ${table} p ON p.user_id = u.id WHERE u.id = ?`,
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
