/**
 * Everything held about one vendor, for the access download, and its erasure (docs/privacy.md). The tables named
 * here are every table that holds a vendor's rows; tests/server/privacy.test.ts checks every table of the database
 * for the vendor's identifying values after an erasure, so a table added later without an entry here is noticed.
 */
import type { Db } from '../db/database.ts';
import { anonymiseCallRequests, callRequestsOf } from './retention.ts';

const PERSON = '[erased]';

export async function findVendorPhone(db: Db, vendorId: number): Promise<string | null> {
  const row = await db.selectFrom('vendor_users').select('phoneNumber').where('id', '=', vendorId).executeTakeFirst();
  return row?.phoneNumber ?? null;
}

/** The vendor's rows by table, secrets (password and token hashes) left out. */
export async function vendorRecords(db: Db, vendorId: number): Promise<Record<string, unknown[]> | null> {
  const account = await db
    .selectFrom('vendor_users')
    .select(['id', 'kind', 'name', 'phoneNumber', 'email', 'city', 'description', 'verification', 'poster', 'created_at', 'language'])
    .where('id', '=', vendorId)
    .executeTakeFirst();
  if (!account) return null;
  const callRequests = await db
    .selectFrom('call_requests')
    .selectAll()
    .where((eb) => eb.or([eb('vendor_id', '=', vendorId), eb('phone_number', '=', account.phoneNumber)]))
    .orderBy('id')
    .execute();
  const callIds = callRequests.map((row) => row.id);
  const messages = await db.selectFrom('vendor_messages').selectAll().where('user_id', '=', vendorId).orderBy('id').execute();
  const messageIds = messages.map((row) => row.id);
  return {
    account: [account],
    documents: await db
      .selectFrom('vendor_documents')
      .select(['id', 'requirement', 'number', 'licence_type', 'expires_on', 'file', 'file_type', 'status', 'reason', 'uploaded_at', 'decided_at'])
      .where('user_id', '=', vendorId)
      .orderBy('id')
      .execute(),
    requirementWaivers: await db.selectFrom('vendor_requirement_waivers').select(['requirement', 'reason', 'waived_at']).where('user_id', '=', vendorId).execute(),
    images: await db.selectFrom('vendor_images').select(['id', 'file_name', 'thumb', 'created_at']).where('user_id', '=', vendorId).orderBy('id').execute(),
    stories: await db.selectFrom('vendor_stories').select(['id', 'todaystory', 'created_at', 'hidden_at', 'hidden_reason']).where('user_id', '=', vendorId).orderBy('id').execute(),
    review: await db.selectFrom('vendor_reviews').select(['state', 'reason', 'decided_at']).where('user_id', '=', vendorId).execute(),
    history: await db
      .selectFrom('audit_log')
      .select(['id', 'at', 'actor', 'action', 'entity', 'entity_id', 'reason', 'before', 'after'])
      .where('vendor_id', '=', vendorId)
      .orderBy('id')
      .execute(),
    messages,
    messageDeliveries: messageIds.length
      ? await db.selectFrom('message_deliveries').select(['message_id', 'channel', 'status', 'attempts', 'updated_at']).where('message_id', 'in', messageIds).execute()
      : [],
    whatsappAgreement: await db.selectFrom('phone_optins').select(['phone', 'opted_in', 'source', 'updated_at']).where('phone', '=', account.phoneNumber).execute(),
    consents: await db
      .selectFrom('consents')
      .select(['id', 'purpose', 'notice_version', 'language', 'source', 'given_at', 'withdrawn_at'])
      .where('subject', '=', 'vendor')
      .where('subject_id', '=', vendorId)
      .orderBy('id')
      .execute(),
    callRequests,
    callNotes: callIds.length ? await db.selectFrom('call_request_notes').select(['call_request_id', 'body', 'author_name', 'at']).where('call_request_id', 'in', callIds).execute() : [],
    invitations: await db.selectFrom('portal_invitations').select(['id', 'created_at', 'expires_at', 'used_at']).where('vendor_id', '=', vendorId).orderBy('id').execute(),
    privacyRequests: await db.selectFrom('privacy_requests').selectAll().where('vendor_id', '=', vendorId).orderBy('id').execute(),
  };
}

/** The values that name the person, wherever they appear: name, phone, e-mail, document numbers (PAN, GSTIN …). */
export async function identifyingValues(db: Db, vendorId: number): Promise<string[]> {
  const account = await db.selectFrom('vendor_users').select(['name', 'phoneNumber', 'email']).where('id', '=', vendorId).executeTakeFirst();
  if (!account) return [];
  const numbers = await db.selectFrom('vendor_documents').select('number').where('user_id', '=', vendorId).where('number', 'is not', null).execute();
  return [account.name, account.phoneNumber, account.email, ...numbers.map((row) => row.number ?? '')].map((value) => value.trim()).filter((value) => value.length >= 3);
}

/** The vendor's thumbnails (deleteVendor's list names the photos, not their thumbnails). */
export function vendorThumbnails(db: Db, vendorId: number): Promise<{ thumb: string | null; thumb_folder: string | null }[]> {
  return db.selectFrom('vendor_images').select(['thumb', 'thumb_folder']).where('user_id', '=', vendorId).execute();
}

/**
 * The rows around the account that the account's own delete does not reach (deleteVendor cascades to the profile,
 * photos, stories, documents, review, sessions and invitations): call requests from the vendor or their phone
 * (anonymised by the one routine retention uses, their notes removed), messages (with their deliveries), the
 * WhatsApp agreement, failed-login counters; consents keep their record (purpose, version, times) without the phone.
 */
export async function eraseAroundVendor(db: Db, vendorId: number, phone: string, at: string): Promise<void> {
  await anonymiseCallRequests(db, await callRequestsOf(db, { phone, vendorId }), at);
  await db.deleteFrom('vendor_messages').where('user_id', '=', vendorId).execute();
  await db.deleteFrom('phone_optins').where('phone', '=', phone).execute();
  await db.deleteFrom('login_throttle').where('key', 'like', `%:${phone}`).execute();
  await db
    .updateTable('consents')
    .set({ phone_number: null })
    .where((eb) => eb.or([eb.and([eb('subject', '=', 'vendor'), eb('subject_id', '=', vendorId)]), eb('phone_number', '=', phone)]))
    .execute();
}

/** Keys of an audit entry's values that say what happened, not who: kept as they are. */
const EVENT_KEYS: ReadonlySet<string> = new Set([
  'id', 'user_id', 'vendor_id', 'kind', 'state', 'status', 'verification', 'requirement', 'licence_type', 'expires_on',
  'decided_at', 'created_at', 'uploaded_at', 'waived_at', 'at', 'language', 'channel', 'topic', 'source', 'file_type', 'outcome', 'purpose',
]);

function scrub(value: unknown, identifiers: readonly string[], own: boolean, key?: string): unknown {
  if (typeof value === 'string') {
    if (own && !(key && EVENT_KEYS.has(key))) return PERSON;
    return identifiers.some((id) => value.includes(id)) ? PERSON : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, identifiers, own, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, identifiers, own, k)]));
  }
  return value;
}

const scrubJson = (text: string | null, identifiers: readonly string[], own: boolean) => {
  if (text === null) return null;
  try {
    return JSON.stringify(scrub(JSON.parse(text), identifiers, own));
  } catch {
    return PERSON;
  }
};

/**
 * The audit log keeps the event, not the person: every entry about the vendor (or naming one of its identifying
 * values) keeps who acted, what, on which row and when, and loses the values that name the person. Each entry can
 * be anonymised once (the trigger of migration 600 allows nothing else).
 */
export async function anonymiseAuditLog(db: Db, vendorId: number, identifiers: readonly string[], at: string): Promise<number> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'vendor_id', 'entity', 'entity_id', 'reason', 'before', 'after'])
    .where('erased_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('vendor_id', '=', vendorId),
        eb.and([eb('entity', '=', 'vendor_users'), eb('entity_id', '=', vendorId)]),
        ...identifiers.flatMap((id) => [eb('before', 'like', `%${id}%`), eb('after', 'like', `%${id}%`), eb('reason', 'like', `%${id}%`)]),
      ]),
    )
    .execute();
  for (const row of rows) {
    const own = row.vendor_id === vendorId || (row.entity === 'vendor_users' && row.entity_id === vendorId);
    const reason = row.reason === null ? null : identifiers.reduce((text, id) => text.split(id).join(PERSON), row.reason);
    await db
      .updateTable('audit_log')
      .set({ before: scrubJson(row.before, identifiers, own), after: scrubJson(row.after, identifiers, own), reason, erased_at: at })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}
