/** Vendor records of every kind: lists, look-ups, edits, approval and deletion (SQL of the vendor routes). */
import type { AnyVendor } from '../../src/domain/types.ts';
import type { SqliteHandle } from '../db/open.ts';
import { column, prepared, selectRecordSql, tableName, type ColumnRef, type VendorTable } from './vendorsTable.ts';

/** Bumped by triggers on every write to a vendor row or profile (profile triggers: db/vendorKindStorage.ts). */
export function vendorListVersion(db: SqliteHandle): number {
  return prepared(db, 'SELECT version FROM vendor_list_version WHERE id = 1').pluck().get() as number;
}

export function listVendors(db: SqliteHandle, t: VendorTable, verified: boolean): AnyVendor[] {
  // Rejected and suspended vendors are in neither legacy list (docs/review-desk.md).
  const sql = `${selectRecordSql(t)} WHERE u.kind = ? AND u.verification = ? AND NOT EXISTS (SELECT 1 FROM vendor_reviews r WHERE r.user_id = u.id AND r.state IN ('rejected', 'suspended')) ORDER BY u.id`;
  return prepared(db, sql).all(t.kind, verified ? 1 : 0) as AnyVendor[];
}

export function findVendor(db: SqliteHandle, t: VendorTable, userId: number): AnyVendor | null {
  const sql = `${selectRecordSql(t)} WHERE u.id = ? AND u.kind = ?`;
  return (prepared(db, sql).get(userId, t.kind) as AnyVendor | undefined) ?? null;
}

export function findVendorByPhone(db: SqliteHandle, t: VendorTable, phoneNumber: string): AnyVendor | null {
  const sql = `${selectRecordSql(t)} WHERE u.kind = ? AND u.phoneNumber = ?`;
  return (prepared(db, sql).get(t.kind, phoneNumber) as AnyVendor | undefined) ?? null;
}

/** The kind of any vendor account, or null when the id is unknown. */
export function vendorKindOf(db: SqliteHandle, userId: number): string | null {
  return (prepared(db, 'SELECT kind FROM vendor_users WHERE id = ?').pluck().get(userId) as string | undefined) ?? null;
}

export function phoneTakenByOther(db: SqliteHandle, kind: string, phoneNumber: string, userId: number): boolean {
  const sql = 'SELECT 1 FROM vendor_users WHERE kind = ? AND phoneNumber = ? AND id <> ?';
  return prepared(db, sql).get(kind, phoneNumber, userId) !== undefined;
}

/**
 * Writes an edit payload: each `editable` field to its column, a field that is undefined keeps its value;
 * `passwordHash` (when given) replaces the password. One transaction for both rows.
 */
export function updateVendor(db: SqliteHandle, t: VendorTable, userId: number, values: Record<string, unknown>, passwordHash: string | null): void {
  const params: Record<string, unknown> = { user_id: userId, password_hash: passwordHash };
  const userSets = ['password_hash = COALESCE(@password_hash, password_hash)'];
  const profileSets: string[] = [];
  for (const [field, ref] of Object.entries(t.editable) as [string, ColumnRef][]) {
    const { alias, name } = column(ref);
    params[field] = values[field] ?? null;
    (alias === 'u' ? userSets : profileSets).push(`${name} = COALESCE(@${field}, ${name})`);
  }
  db.transaction(() => {
    prepared(db, `UPDATE vendor_users SET ${userSets.join(', ')} WHERE id = @user_id`).run(params);
    if (profileSets.length > 0) {
      prepared(db, `UPDATE ${tableName(t)} SET ${profileSets.join(', ')} WHERE user_id = @user_id`).run(params);
    }
  })();
}

export function setVerified(db: SqliteHandle, userId: number): void {
  prepared(db, 'UPDATE vendor_users SET verification = 1 WHERE id = ? AND verification = 0').run(userId);
}

export interface DeletedVendorMedia {
  kind: string;
  images: string[];
  stories: string[];
  poster: string | null;
  /** Files of the vendor's compliance documents (the private documents folder). */
  documents: string[];
}

/** Deletes the account and (by cascade) its profile, image and story rows; returns the files to remove. */
export function deleteVendor(db: SqliteHandle, userId: number): DeletedVendorMedia | null {
  return db.transaction(() => {
    const row = prepared(db, 'SELECT kind, poster FROM vendor_users WHERE id = ?').get(userId) as
      | { kind: string; poster: string | null }
      | undefined;
    if (!row) return null;
    const images = prepared(db, 'SELECT file_name FROM vendor_images WHERE user_id = ?').pluck().all(userId) as string[];
    const stories = prepared(db, 'SELECT todaystory FROM vendor_stories WHERE user_id = ?').pluck().all(userId) as string[];
    const documents = prepared(db, 'SELECT file FROM vendor_documents WHERE user_id = ? AND file IS NOT NULL').pluck().all(userId) as string[];
    prepared(db, 'DELETE FROM vendor_users WHERE id = ?').run(userId);
    return { kind: row.kind, poster: row.poster, images, stories, documents };
  })();
}
