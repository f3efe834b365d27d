/**
 * SQL of the retention run (docs/breaches.md "Retention"): the call requests (enquiries among them) and the rejected
 * vendor applications older than the cutoff whose personal data is still there, and the writes that remove it.
 * A row done is listed in `retention_anonymised`, so each is done once however many runs overlap. The caller runs
 * without an actor: the row triggers stay silent, so no personal data is copied into the audit log on its way out.
 */
import type { Db } from '../db/database.ts';
import type { VendorFieldType } from '../../src/domain/vendorKinds/types.ts';

/** What a removed name reads as, and how a removed phone number is kept unique per kind. */
export const REMOVED_TEXT = '[removed]';
export const removedPhone = (id: number) => `removed-${id}`;

/** The profile fields whose values say who a vendor is or how to reach them (a city or a choice does not). */
export const PERSONAL_FIELD_TYPES: ReadonlySet<VendorFieldType> = new Set(['text', 'longText', 'phone', 'email', 'shopNumber', 'mapsLink']);

const notYet = (entity: 'call_request' | 'vendor', column: string) => (db: Db) =>
  db.selectFrom('retention_anonymised as r').select('r.entity_id').where('r.entity', '=', entity).whereRef('r.entity_id', '=', column as never);

/** Call requests created before `cutoff` not yet anonymised, with their source (website: an enquiry). */
export async function expiredCallRequests(db: Db, cutoff: string, limit: number): Promise<{ id: number; source: string | null }[]> {
  return db
    .selectFrom('call_requests as c')
    .select(['c.id', 'c.source'])
    .where('c.created_at', '<', cutoff)
    .where((eb) => eb.not(eb.exists(notYet('call_request', 'c.id')(db))))
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/**
 * THE anonymising routine of call requests (enquiries among them), shared by the retention run and every erasure
 * (a vendor's, a buyer's): the caller's name, phone, the free text (notes, the desk's notes, the closing reason) and
 * the phone kept with the enquiry's consent go; the row, its source, state, city and dates stay (the counts). Each
 * row is listed once in `retention_anonymised`, however many runs or erasures reach it.
 */
export async function anonymiseCallRequests(trx: Db, ids: readonly number[], at: string): Promise<void> {
  if (!ids.length) return;
  await trx.updateTable('call_requests').set({ phone_number: '', notes: null, caller_name: null, closed_reason: null }).where('id', 'in', [...ids]).execute();
  await trx.deleteFrom('call_request_notes').where('call_request_id', 'in', [...ids]).execute();
  await trx.updateTable('consents').set({ phone_number: null }).where('subject', '=', 'enquiry').where('subject_id', 'in', [...ids]).execute();
  await trx
    .insertInto('retention_anonymised')
    .values(ids.map((id) => ({ entity: 'call_request' as const, entity_id: id, at })))
    .onConflict((oc) => oc.columns(['entity', 'entity_id']).doNothing())
    .execute();
}

/** The call requests from a phone number (and, for a vendor, those linked to the account): what an erasure reaches. */
export async function callRequestsOf(db: Db, who: { phone: string; vendorId?: number }): Promise<number[]> {
  if (!who.phone && who.vendorId === undefined) return [];
  const rows = await db
    .selectFrom('call_requests')
    .select('id')
    .where((eb) => eb.or([...(who.phone ? [eb('phone_number', '=', who.phone)] : []), ...(who.vendorId === undefined ? [] : [eb('vendor_id', '=', who.vendorId)])]))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Vendors whose application was rejected before `cutoff` (and still is), not yet anonymised. */
export async function expiredRejectedVendors(db: Db, cutoff: string, limit: number): Promise<{ id: number; kind: string; poster: string | null }[]> {
  return db
    .selectFrom('vendor_users as u')
    .innerJoin('vendor_reviews as r', 'r.user_id', 'u.id')
    .select(['u.id', 'u.kind', 'u.poster'])
    .where('r.state', '=', 'rejected')
    .where((eb) => eb(eb.fn.coalesce('r.decided_at', 'u.created_at'), '<', cutoff))
    .where((eb) => eb.not(eb.exists(notYet('vendor', 'u.id')(db))))
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

export interface VendorFiles {
  images: string[];
  thumbs: { folder: string; name: string }[];
  stories: string[];
  documents: string[];
}

/**
 * Removes one rejected vendor's personal data: the account's name, phone, e-mail and description, the profile's
 * personal columns, the sessions, the photos, stories and documents (rows here, files by the caller through the
 * media journal) and the outbox's texts. The row stays (the decision, its counts and the audit log refer to it).
 */
export async function anonymiseVendor(trx: Db, vendor: { id: number }, profile: { table: string; columns: readonly string[] }, at: string): Promise<VendorFiles> {
  const id = vendor.id;
  const images = await trx.selectFrom('vendor_images').select(['file_name', 'thumb', 'thumb_folder']).where('user_id', '=', id).execute();
  const stories = await trx.selectFrom('vendor_stories').select('todaystory').where('user_id', '=', id).execute();
  const documents = await trx.selectFrom('vendor_documents').select('file').where('user_id', '=', id).where('file', 'is not', null).execute();
  await trx.deleteFrom('vendor_images').where('user_id', '=', id).execute();
  await trx.deleteFrom('vendor_stories').where('user_id', '=', id).execute();
  await trx.deleteFrom('vendor_documents').where('user_id', '=', id).execute();
  await trx.deleteFrom('vendor_sessions').where('vendor_id', '=', id).execute();
  await trx
    .updateTable('vendor_users')
    .set({ name: REMOVED_TEXT, phoneNumber: removedPhone(id), email: '', description: '', poster: null })
    .where('id', '=', id)
    .execute();
  if (profile.columns.length) {
    const blank = Object.fromEntries(profile.columns.map((column) => [column, '']));
    await trx.updateTable(profile.table as 'vegetable_stores').set(blank as never).where('user_id', '=', id).execute();
  }
  await trx.updateTable('vendor_messages').set({ phone: '', text: '', params: null }).where('user_id', '=', id).execute();
  await trx.updateTable('vendor_reviews').set({ reason: null }).where('user_id', '=', id).execute();
  await trx.insertInto('retention_anonymised').values({ entity: 'vendor', entity_id: id, at }).execute();
  return {
    images: images.map((row) => row.file_name),
    thumbs: images.flatMap((row) => (row.thumb && row.thumb_folder ? [{ folder: row.thumb_folder, name: row.thumb }] : [])),
    stories: stories.map((row) => row.todaystory),
    documents: documents.flatMap((row) => (row.file ? [row.file] : [])),
  };
}
