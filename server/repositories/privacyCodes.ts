/**
 * The one-time codes of data principal requests from people not logged in (migration 620, docs/privacy.md
 * "Requests by one-time code"), and who a phone is on record as: a vendor account, or a buyer (the phone of
 * enquiries and call requests). Everything the limits count is here, so they hold across instances.
 */
import { count, type Db } from '../db/database.ts';

export interface NewPrivacyCode {
  token: string;
  phone: string;
  subject: 'vendor' | 'buyer' | null;
  vendorId: number | null;
  kind: string;
  details: string | null;
  language: string;
  codeHash: string | null;
  createdAt: string;
  expiresAt: string;
}

export async function insertPrivacyCode(db: Db, code: NewPrivacyCode): Promise<void> {
  await db
    .insertInto('privacy_codes')
    .values({
      token: code.token,
      phone: code.phone,
      subject: code.subject,
      vendor_id: code.vendorId,
      kind: code.kind,
      details: code.details,
      language: code.language,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .execute();
}

/**
 * Takes this phone's turn: upserts its row, which holds a lock on it until the caller's transaction ends, so
 * concurrent requests for one phone count and write their codes one after another (the per-phone limit holds).
 * Must be the transaction's first write, before the count.
 */
export async function lockPrivacyCodePhone(db: Db, phone: string, at: string): Promise<void> {
  await db
    .insertInto('privacy_code_phones')
    .values({ phone, asked_at: at })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ asked_at: at }))
    .execute();
}

/** Codes asked for this phone since `since` (known or not: the limit must not tell them apart). */
export async function countPrivacyCodesSince(db: Db, phone: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('privacy_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('phone', '=', phone)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return count(row?.n as number | undefined);
}

export function findPrivacyCode(db: Db, token: string) {
  return db.selectFrom('privacy_codes').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Counts one try, only while tries remain and the code is unused: false when none remain. */
export async function countPrivacyCodeTry(db: Db, id: number, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('privacy_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('tries', '<', maxTries)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a code used (once: false when another request used it first). */
export async function markPrivacyCodeVerified(db: Db, id: number, at: string, requestId: number | null): Promise<boolean> {
  const result = await db
    .updateTable('privacy_codes')
    .set({ verified_at: at, request_id: requestId })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** After an erasure: the codes of that phone (or that vendor's) keep no phone and no details; its limit row goes. */
export async function forgetPrivacyCodes(db: Db, phone: string, vendorId?: number): Promise<void> {
  await db
    .updateTable('privacy_codes')
    .set({ phone: '', details: null })
    .where((eb) => (vendorId === undefined ? eb('phone', '=', phone) : eb.or([eb('phone', '=', phone), eb('vendor_id', '=', vendorId)])))
    .execute();
  await db.deleteFrom('privacy_code_phones').where('phone', '=', phone).execute();
}

/** The vendor account on record for any of these spellings of a phone (the oldest, when several kinds share it). */
export function vendorByPhone(db: Db, phones: readonly string[]) {
  return db
    .selectFrom('vendor_users')
    .select(['id', 'name'])
    .where('phoneNumber', 'in', [...phones])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The latest caller name of the call requests (enquiries among them) from any of these spellings of a phone. */
export async function buyerByPhone(db: Db, phones: readonly string[]): Promise<{ name: string } | null> {
  const row = await db
    .selectFrom('call_requests')
    .select(['caller_name'])
    .where('phone_number', 'in', [...phones])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { name: row.caller_name ?? '' } : null;
}

/** Everything held about a buyer's phone, by table (the access ZIP's `data/<name>.json`). */
export async function buyerRecords(db: Db, phones: readonly string[], whatsapp: string | null): Promise<Record<string, unknown[]>> {
  const callRequests = await db.selectFrom('call_requests').selectAll().where('phone_number', 'in', [...phones]).orderBy('id').execute();
  const ids = callRequests.map((row) => row.id);
  return {
    callRequests,
    callRequestNotes: ids.length ? await db.selectFrom('call_request_notes').selectAll().where('call_request_id', 'in', ids).orderBy('id').execute() : [],
    consents: ids.length ? await db.selectFrom('consents').selectAll().where('subject', '=', 'enquiry').where('subject_id', 'in', ids).orderBy('id').execute() : [],
    messages: whatsapp
      ? await db
          .selectFrom('vendor_messages')
          .select(['id', 'channel', 'language', 'topic', 'text', 'status', 'created_at'])
          .where('recipient', '=', 'buyer')
          .where('phone', '=', whatsapp)
          .orderBy('id')
          .execute()
      : [],
  };
}

/** A buyer's erasure reaches the outbox too: the messages to that phone keep their type and time, not the person. */
export async function anonymiseBuyerMessages(db: Db, whatsapp: string | null): Promise<number> {
  if (!whatsapp) return 0;
  const result = await db
    .updateTable('vendor_messages')
    .set({ phone: '', email: null, text: '', params: null })
    .where('recipient', '=', 'buyer')
    .where('phone', '=', whatsapp)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The language a request by code was asked in (its code row's), for the desk's answer; null for other requests. */
export async function privacyCodeLanguage(db: Db, requestId: number): Promise<string | null> {
  const row = await db.selectFrom('privacy_codes').select('language').where('request_id', '=', requestId).executeTakeFirst();
  return row?.language ?? null;
}
