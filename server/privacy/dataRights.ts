/**
 * A vendor's rights over their data (docs/privacy.md): the access download (a ZIP of JSON and files, read through
 * the media store so it works on the folder and the S3 store) and the erasure (rows removed or anonymised and the
 * files removed through the media journal, in one unit), each recorded as a data principal request.
 */
import { zipSync, strToU8 } from 'fflate';
import { inTransaction, withoutRowLog, type Db } from '../db/database.ts';
import type { MediaFolder } from '../../src/domain/media.ts';
import type { MediaStorage } from '../media/store.ts';
import { DOCUMENT_FOLDER } from '../repositories/vendorDocuments.ts';
import { deleteVendor } from '../repositories/vendors.ts';
import { anonymiseAuditLog, eraseAroundVendor, identifyingValues, vendorRecords, vendorThumbnails } from '../repositories/vendorData.ts';
import { completePrivacyRequest, insertPrivacyRequest } from '../repositories/privacyRequests.ts';
import { forgetPrivacyCodes } from '../repositories/privacyCodes.ts';
import { conflict } from '../errors.ts';
import { writeAuditEntry } from '../repositories/auditLog.ts';
import { giveVendorConsent, withdrawVendorConsent } from '../repositories/consents.ts';
import { ERASURE_KEPT, type ConsentPurpose, type PrivacyLanguage } from '../../src/domain/privacy.ts';

export interface VendorFolders {
  images: MediaFolder;
  stories: MediaFolder;
}

async function readAll(media: MediaStorage, folder: MediaFolder, name: string): Promise<Uint8Array | null> {
  const file = await media.open(folder, name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The ZIP: `data/<table>.json` for each kind of record, `files/<documents|images|stories>/<name>` for each file.
 * Built the same way for the portal's download and for a request by one-time code; null when there is no such vendor.
 */
export async function buildVendorZip(db: Db, media: MediaStorage, vendorId: number, folders: VendorFolders): Promise<Uint8Array | null> {
  const records = await vendorRecords(db, vendorId);
  if (!records) return null;
  const entries: Record<string, Uint8Array> = {};
  for (const [name, rows] of Object.entries(records)) entries[`data/${name}.json`] = strToU8(JSON.stringify(rows, null, 2));
  const wanted: [string, MediaFolder, string | null | undefined][] = [
    ...(records.documents as { file: string | null }[]).map((row): [string, MediaFolder, string | null] => ['documents', DOCUMENT_FOLDER, row.file]),
    ...(records.images as { file_name: string; thumb: string | null }[]).flatMap((row): [string, MediaFolder, string | null][] => [
      ['images', folders.images, row.file_name],
      ['images', folders.images, row.thumb],
    ]),
    ['images', folders.images, (records.account?.[0] as { poster: string | null } | undefined)?.poster],
    ...(records.stories as { todaystory: string }[]).map((row): [string, MediaFolder, string] => ['stories', folders.stories, row.todaystory]),
  ];
  for (const [group, folder, name] of wanted) {
    if (!name || entries[`files/${group}/${name}`]) continue;
    const bytes = await readAll(media, folder, name);
    if (bytes) entries[`files/${group}/${name}`] = bytes;
  }
  return zipSync(entries, { level: 6 });
}

/** Records a download: an access request completed at once and one `privacy.access` entry, in the caller's transaction. */
export async function recordVendorAccess(trx: Db, vendorId: number, at: string, channel?: 'code'): Promise<number> {
  const outcome = channel === 'code' ? 'Downloaded after a one-time code' : 'Downloaded from the portal';
  const id = await insertPrivacyRequest(trx, { vendorId, kind: 'access', receivedAt: at, ...(channel ? { channel } : {}), completed: { at, outcome } });
  await writeAuditEntry(trx, { action: 'privacy.access', entity: 'vendor_users', entityId: vendorId, vendorId, at, ...(channel ? { after: { channel } } : {}) });
  return id;
}

/** The portal's download: the ZIP, recorded as an access request completed at once; null when there is no such vendor. */
export async function exportVendorData(db: Db, media: MediaStorage, vendorId: number, folders: VendorFolders, now: number): Promise<Uint8Array | null> {
  const zip = await buildVendorZip(db, media, vendorId, folders);
  if (!zip) return null;
  await inTransaction(db, (trx) => recordVendorAccess(trx, vendorId, new Date(now).toISOString()));
  return zip;
}

/** Gives or withdraws an optional consent; the withdrawal is recorded on the consent (withdrawn_at). */
export async function changeVendorConsent(db: Db, vendorId: number, purpose: ConsentPurpose, given: boolean, language: PrivacyLanguage, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  await inTransaction(db, async (trx) => {
    if (given) await giveVendorConsent(trx, vendorId, purpose, language, at);
    else await withdrawVendorConsent(trx, vendorId, purpose, at);
  });
}

/** A correction request: recorded with its 90-day clock for the desk (the admin's privacyRequests list). */
export async function requestCorrection(db: Db, vendorId: number, details: string, now: number): Promise<number> {
  const at = new Date(now).toISOString();
  return inTransaction(db, async (trx) => {
    const id = await insertPrivacyRequest(trx, { vendorId, kind: 'correction', details, receivedAt: at });
    await writeAuditEntry(trx, { action: 'privacy.request', entity: 'privacy_requests', entityId: id, vendorId, after: { kind: 'correction' }, at });
    return id;
  });
}


/**
 * Erases a vendor: the account and everything around it (repositories/vendorData.ts), the audit log anonymised,
 * every file removed through the media journal once the rows commit (nothing half-removed), and the request
 * recorded as completed with what was kept. Runs with the row triggers silent; one named entry records it.
 */
export async function eraseVendor(
  db: Db,
  media: MediaStorage,
  vendorId: number,
  folders: VendorFolders,
  now: number,
  language: PrivacyLanguage = 'en',
  /** The open erasure request this completes (one received by one-time code), instead of recording a new one. */
  requestId?: number,
  /** Runs in the erasure's transaction once the rows are gone (the desk's answer to the person, to the old phone). */
  onErased?: (trx: Db, account: { phone: string; email: string | null }) => Promise<void>,
): Promise<{ kept: readonly string[] } | null> {
  const at = new Date(now).toISOString();
  return media.changeThenRemove(async (drop, trx) =>
    withoutRowLog(trx, async () => {
      const identifiers = await identifyingValues(trx, vendorId);
      const account = await trx.selectFrom('vendor_users').select(['phoneNumber', 'email']).where('id', '=', vendorId).executeTakeFirst();
      if (!account) return null;
      const thumbs = await vendorThumbnails(trx, vendorId);
      await eraseAroundVendor(trx, vendorId, account.phoneNumber, at);
      await forgetPrivacyCodes(trx, account.phoneNumber.replace(/\D/g, '').slice(-10), vendorId);
      const deleted = await deleteVendor(trx, vendorId);
      if (!deleted) return null;
      for (const name of [...deleted.images, deleted.poster]) drop(folders.images, name);
      for (const { thumb, thumb_folder } of thumbs) drop((thumb_folder ?? folders.images) as MediaFolder, thumb);
      for (const name of deleted.stories) drop(folders.stories, name);
      for (const name of deleted.documents) drop(DOCUMENT_FOLDER, name);
      await anonymiseAuditLog(trx, vendorId, identifiers, at);
      const outcome = ERASURE_KEPT.en.join('\n');
      if (requestId === undefined) await insertPrivacyRequest(trx, { vendorId, kind: 'erasure', receivedAt: at, completed: { at, outcome } });
      else if (!(await completePrivacyRequest(trx, requestId, { decision: null, outcome, at }))) throw conflict('state', 'The request is already completed');
      await writeAuditEntry(trx, { action: 'privacy.erase', entity: 'vendor_users', entityId: vendorId, vendorId, at, ...(requestId === undefined ? {} : { after: { requestId, channel: 'code' } }) });
      await onErased?.(trx, { phone: account.phoneNumber, email: account.email || null });
      return { kept: ERASURE_KEPT[language] };
    }),
  );
}
