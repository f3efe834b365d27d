/** Vendor records of every kind: lists, look-ups, edits, approval and deletion (SQL of the vendor routes). */
import { sql } from 'kysely';
import type { AnyVendor } from '../../src/domain/types.ts';
import { inTransaction, hasRow, type Db } from '../db/database.ts';
import { withComplianceLapsed } from './vendorDocuments.ts';
import { reviewState, type DecisionSubject } from './reviews.ts';
import { column, profileTable, selectRecords, type ColumnRef, type VendorTable } from './vendorsTable.ts';

/** Bumped by triggers on every write to a vendor row or profile (profile triggers: db/vendorKindStorage.ts). */
export async function vendorListVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('vendor_list_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

export async function listVendors(db: Db, t: VendorTable, verified: boolean): Promise<AnyVendor[]> {
  // Rejected and suspended vendors are in neither legacy list (docs/review-desk.md).
  const rows = await selectRecords(db, t)
    .where('u.kind', '=', t.kind)
    .where('u.verification', '=', verified ? 1 : 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('vendor_reviews as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.state', 'in', ['rejected', 'suspended']))),
    )
    .orderBy('u.id')
    .execute();
  const records = rows as unknown as AnyVendor[];
  return verified ? withComplianceLapsed(db, t.kind, records, true) : records;
}

export async function findVendor(db: Db, t: VendorTable, userId: number): Promise<AnyVendor | null> {
  const row = await selectRecords(db, t).where('u.id', '=', userId).where('u.kind', '=', t.kind).executeTakeFirst();
  return (row as AnyVendor | undefined) ?? null;
}

/** Which vendor of a kind: by its id, or (the vegetables' "Verify Vendor") by its phone number. */
export type VendorKey = { userId: number } | { phoneNumber: string };

/**
 * A vendor of the kind with its review state, in one read of its row (vendor_users, its profile, its review):
 * what an approval decides on and answers with. Null when the kind has no such vendor.
 */
export async function findVendorUnderReview(db: Db, t: VendorTable, key: VendorKey): Promise<{ vendor: AnyVendor; review: DecisionSubject } | null> {
  const query = selectRecords(db, t)
    .leftJoin('vendor_reviews as r', 'r.user_id', 'u.id')
    // The decision's message is composed from these (messageVendor's columns), read here rather than again.
    .select([reviewState.as('review_state'), 'r.reason as review_reason', 'u.name as message_name', 'u.phoneNumber as message_phone', 'u.language as message_language'])
    .where('u.kind', '=', t.kind);
  const row = await ('userId' in key ? query.where('u.id', '=', key.userId) : query.where('u.phoneNumber', '=', key.phoneNumber)).executeTakeFirst();
  if (!row) return null;
  const { review_state, review_reason, message_name, message_phone, message_language, ...vendor } = row;
  return {
    vendor: vendor as unknown as AnyVendor,
    review: {
      user_id: vendor.user_id,
      state: review_state,
      reason: review_reason,
      poster: vendor.poster,
      vendor: { kind: t.kind, name: message_name, phoneNumber: message_phone, language: message_language },
    },
  };
}

export async function findVendorByPhone(db: Db, t: VendorTable, phoneNumber: string): Promise<AnyVendor | null> {
  const row = await selectRecords(db, t).where('u.kind', '=', t.kind).where('u.phoneNumber', '=', phoneNumber).executeTakeFirst();
  return (row as AnyVendor | undefined) ?? null;
}

/** True when another vendor of the kind has this phone number. */
export async function phoneTakenByOther(db: Db, kind: string, phoneNumber: string, userId: number): Promise<boolean> {
  return hasRow(
    db
      .selectFrom('vendor_users')
      .select('id')
      .where('kind', '=', kind)
      .where('phoneNumber', '=', phoneNumber)
      .where('id', '<>', userId),
  );
}

/** `name = coalesce(value, name)` for each pair: a value that is null keeps the column as it is. */
const keepingNulls = (pairs: [string, unknown][]) =>
  sql.join(pairs.map(([name, value]) => sql`${sql.ref(name)} = coalesce(${value}, ${sql.ref(name)})`));

/**
 * Writes an edit payload: each `editable` field to its column, a field that is undefined keeps its value;
 * `passwordHash` (when given) replaces the password. One transaction for both rows.
 */
export async function updateVendor(db: Db, t: VendorTable, userId: number, values: Record<string, unknown>, passwordHash: string | null): Promise<void> {
  const user: [string, unknown][] = [['password_hash', passwordHash]];
  const profile: [string, unknown][] = [];
  for (const [field, ref] of Object.entries(t.editable) as [string, ColumnRef][]) {
    const { alias, name } = column(ref);
    (alias === 'u' ? user : profile).push([name, values[field] ?? null]);
  }
  await inTransaction(db, async (trx) => {
    await sql`UPDATE vendor_users SET ${keepingNulls(user)} WHERE id = ${userId}`.execute(trx);
    if (profile.length > 0) await sql`UPDATE ${profileTable(t)} SET ${keepingNulls(profile)} WHERE user_id = ${userId}`.execute(trx);
  });
}

/** The details a vendor corrects when resubmitting an application sent back for changes. */
export interface VendorDetails {
  name: string;
  email: string;
  city: string;
  description: string;
}

export async function updateVendorDetails(db: Db, userId: number, details: VendorDetails): Promise<void> {
  const { name, email, city, description } = details;
  await inTransaction(db, (trx) => trx.updateTable('vendor_users').set({ name, email, city, description }).where('id', '=', userId).execute());
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
export async function deleteVendor(db: Db, userId: number): Promise<DeletedVendorMedia | null> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('vendor_users').select(['kind', 'poster']).where('id', '=', userId).executeTakeFirst();
    if (!row) return null;
    const images = await trx.selectFrom('vendor_images').select('file_name').where('user_id', '=', userId).orderBy('id').execute();
    const stories = await trx.selectFrom('vendor_stories').select('todaystory').where('user_id', '=', userId).orderBy('id').execute();
    const documents = await trx
      .selectFrom('vendor_documents')
      .select('file')
      .where('user_id', '=', userId)
      .where('file', 'is not', null)
      .orderBy('id')
      .execute();
    await trx.deleteFrom('vendor_users').where('id', '=', userId).execute();
    return {
      kind: row.kind,
      poster: row.poster,
      images: images.map((r) => r.file_name),
      stories: stories.map((r) => r.todaystory),
      documents: documents.flatMap((r) => (r.file ? [r.file] : [])),
    };
  });
}
