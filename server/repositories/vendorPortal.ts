/**
 * SQL of the vendor portal extension: applications (an unverified vendor with the apply fields its kind declares),
 * look-ups for login, bearer-token sessions stored as SHA-256 hashes, and the applicant's photos.
 */
import { createHash } from 'node:crypto';
import type { SqliteHandle } from '../db/open.ts';
import type { VendorKind, VendorPortalUser } from '../../src/domain/index.ts';
import { VENDOR_KIND_DECLARATIONS, applyFieldsOf, applyNameOf, payloadNames, type VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import { badRequest } from '../errors.ts';
import { insertVendor } from './vendorsCreate.ts';
import { findVendor, updateVendor } from './vendors.ts';
import { deleteImage } from './vendorsMedia.ts';
import { column, identifier, tableName } from './vendorsTable.ts';
import { vendorKindConfigs, type VendorKindConfig } from '../routes/vendors/kinds.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The column shown as the vendor's "store": the kind's first apply field stored on its profile. */
function storeColumnOf(config: VendorKindConfig): string | null {
  const field = applyFieldsOf(config.declaration).find((f) => f.column?.startsWith('profile.'));
  return field?.column ? column(field.column).name : null;
}

/** Inserts the unverified account and its profile (one transaction, via the vendor repository); returns its id. */
export function insertApplication(db: SqliteHandle, config: VendorKindConfig, application: Record<string, unknown>, passwordHash: string): number {
  const user: Record<string, string> = {};
  const profile: Record<string, string | number> = {};
  for (const field of applyFieldsOf(config.declaration)) {
    const value = application[applyNameOf(field)];
    if (!field.column || value === undefined || value === null) continue;
    const { alias, name } = column(field.column);
    if (alias === 'u') user[name] = String(value);
    else profile[name] = value as string | number;
  }
  return insertVendor(db, config, {
    name: user.name ?? '',
    phoneNumber: user.phoneNumber ?? '',
    email: user.email,
    city: user.city,
    description: user.description,
    passwordHash,
    verification: 0,
    profile,
  });
}

/** Every apply field's stored value by application name (the password is never read). */
export function findApplicationValues(db: SqliteHandle, config: VendorKindConfig, userId: number): Record<string, string | number | null> | null {
  const record = findVendor(db, config, userId) as Record<string, unknown> | null;
  if (!record) return null;
  return Object.fromEntries(
    applyFieldsOf(config.declaration)
      .filter((field) => field.column)
      .map((field) => [applyNameOf(field), (record[field.name] ?? null) as string | number | null]),
  );
}

/** Writes a resubmitted application's fields (the account's phone and password stay); one transaction. */
export function updateApplication(db: SqliteHandle, config: VendorKindConfig, userId: number, values: Record<string, unknown>): void {
  // The vendor repository writes edit payloads: each value under the field's first payload name.
  const payload = Object.fromEntries(
    applyFieldsOf(config.declaration).flatMap((field) => {
      const [payloadName] = payloadNames(field);
      return payloadName && values[applyNameOf(field)] !== undefined ? [[payloadName, values[applyNameOf(field)]]] : [];
    }),
  );
  updateVendor(db, config, userId, payload, null);
}

export function findVendorUser(db: SqliteHandle, id: number, registry: VendorKindRegistry = VENDOR_KIND_DECLARATIONS): VendorPortalUser | null {
  const kindRow = db.prepare('SELECT kind FROM vendor_users WHERE id = ?').get(id) as { kind: VendorKind } | undefined;
  if (!kindRow) return null;
  const config = vendorKindConfigs(registry).get(kindRow.kind);
  if (!config) return null;
  const storeColumn = storeColumnOf(config);
  const row = db
    .prepare(
      `SELECT u.id, u.kind, u.name, u.phoneNumber, u.email, u.city, ${storeColumn ? `COALESCE(p.${identifier(storeColumn)}, '')` : "''"} AS storename,
              u.verification, u.created_at
       FROM vendor_users u LEFT JOIN ${tableName(config)} p ON p.user_id = u.id WHERE u.id = ?`,
    )
    .get(id) as VendorPortalUser | undefined;
  return row ?? null;
}

/** A vendor's gallery images with their thumbnails (portal uploads have one; others show the image itself). */
export function listPhotos(db: SqliteHandle, userId: number): { name: string; thumb: string | null }[] {
  return db.prepare('SELECT file_name AS name, thumb FROM vendor_images WHERE user_id = ? ORDER BY id').all(userId) as {
    name: string;
    thumb: string | null;
  }[];
}

export function findPoster(db: SqliteHandle, userId: number): string | null {
  return (db.prepare('SELECT poster FROM vendor_users WHERE id = ?').pluck().get(userId) as string | null | undefined) ?? null;
}

/**
 * Records a portal photo and its thumbnail as a gallery image; the first photo becomes the poster when there is
 * none, so an applicant can be approved as they applied. Refuses (400) beyond MAX_PORTAL_PHOTOS.
 */
export function addPhoto(db: SqliteHandle, userId: number, folder: string, name: string, thumb: string, max: number): void {
  db.transaction(() => {
    const count = db.prepare('SELECT COUNT(*) FROM vendor_images WHERE user_id = ?').pluck().get(userId) as number;
    if (count >= max) throw badRequest({ file: `At most ${max} photos: remove one first` });
    db.prepare('INSERT INTO vendor_images (user_id, file_name, thumb, thumb_folder) VALUES (?, ?, ?, ?)').run(userId, name, thumb, folder);
    db.prepare('UPDATE vendor_users SET poster = ? WHERE id = ? AND poster IS NULL').run(name, userId);
  })();
}

/** Deletes a gallery row (the poster cleared if it was this image); its files, or null when it is not the vendor's. */
export function removePhoto(db: SqliteHandle, userId: number, name: string): { thumb: string | null } | null {
  return db.transaction(() => {
    const row = db.prepare('SELECT thumb FROM vendor_images WHERE user_id = ? AND file_name = ?').get(userId, name) as { thumb: string | null } | undefined;
    if (!row) return null;
    deleteImage(db, userId, name);
    return row;
  })();
}

export function findLoginCandidate(db: SqliteHandle, kind: VendorKind, phoneNumber: string): { id: number; password_hash: string } | null {
  const row = db.prepare('SELECT id, password_hash FROM vendor_users WHERE kind = ? AND phoneNumber = ?').get(kind, phoneNumber) as
    | { id: number; password_hash: string }
    | undefined;
  return row ?? null;
}

export function insertVendorSession(db: SqliteHandle, vendorId: number, token: string, expires: Date): void {
  db.transaction(() => {
    db.prepare('DELETE FROM vendor_sessions WHERE expires_at < ?').run(new Date().toISOString());
    db.prepare('INSERT INTO vendor_sessions (token_hash, vendor_id, expires_at) VALUES (?, ?, ?)').run(
      hashToken(token),
      vendorId,
      expires.toISOString(),
    );
  })();
}

export function findSessionVendorId(db: SqliteHandle, token: string): number | null {
  const id = db
    .prepare('SELECT vendor_id FROM vendor_sessions WHERE token_hash = ? AND expires_at > ?')
    .pluck()
    .get(hashToken(token), new Date().toISOString()) as number | undefined;
  return id ?? null;
}

export function deleteVendorSession(db: SqliteHandle, token: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM vendor_sessions WHERE token_hash = ?').run(hashToken(token));
  })();
}
