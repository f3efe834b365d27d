/**
 * Data principal requests from people who are not logged in (docs/privacy.md "Requests by one-time code"). Asking
 * sends a 6-digit code (stored hashed) through the outbox to the phone or e-mail ON RECORD (a vendor's account, or a
 * buyer's enquiries and call requests); the answer is the same whether or not the phone is on record, and a code
 * row is written either way (an unknown phone's holds no hash, so no code verifies it). Verifying records the
 * request with its 90-day clock; an access answers the ZIP at once (a vendor's built as the portal's download, a
 * buyer's of their enquiries), a buyer's erasure is done at once (the call requests anonymised by THE routine of
 * retention); a vendor's erasure and any correction wait for the desk (requestAnswers.ts).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import { inTransaction, type Db } from '../db/database.ts';
import { HttpProblem, badRequest } from '../errors.ts';
import { validationText } from '../../src/domain/validationTexts.ts';
import { PRIVACY_CODE, PRIVACY_NO_NAME, privacyRequestDueAt, type PrivacyLanguage, type PrivacyRequestKind, type PublicPrivacyRequest } from '../../src/domain/privacy.ts';
import { whatsappPhone } from '../../src/domain/phone.ts';
import { queueAutomaticMessage } from '../delivery/outbox.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { DELIVERY_ATTEMPTS, MESSAGE_DELIVERY_JOB } from '../delivery/jobHandler.ts';
import { writeAuditEntry } from '../repositories/auditLog.ts';
import { insertPrivacyRequest } from '../repositories/privacyRequests.ts';
import type { MediaStorage } from '../media/store.ts';
import { buildVendorZip, recordVendorAccess, type VendorFolders } from './dataRights.ts';
import { anonymiseCallRequests, callRequestsOf } from '../repositories/retention.ts';
import {
  anonymiseBuyerMessages,
  buyerByPhone,
  buyerRecords,
  countPrivacyCodeTry,
  countPrivacyCodesSince,
  findPrivacyCode,
  forgetPrivacyCodes,
  insertPrivacyCode,
  lockPrivacyCodePhone,
  markPrivacyCodeVerified,
  vendorByPhone,
} from '../repositories/privacyCodes.ts';

const HOUR = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

/** The spellings a phone may be stored in ("9876543210", "+919876543210", "09876543210", …); its 10 digits first. */
export function phoneSpellings(raw: string): { national: string; all: string[] } {
  const compact = raw.replace(/[\s-]/g, '');
  const digits = compact.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return { national, all: [...new Set([national, `91${national}`, `+91${national}`, `0${national}`, compact])] };
}

const hashOf = (token: string, code: string) => createHash('sha256').update(`${token}:${code}`).digest('hex');

export interface CodeAsked {
  requestToken: string;
  expiresAt: string;
}

/**
 * Writes the code row and, for a phone on record, queues the `privacy_code` message (with its delivery job when a
 * channel is configured). 429 past the per-phone limit, counted on the rows (known phones or not) in the database.
 */
export async function askPrivacyCode(
  db: Db,
  input: PublicPrivacyRequest,
  { now, language, deliver }: { now: number; language: PrivacyLanguage; deliver: boolean },
): Promise<CodeAsked> {
  const { national, all } = phoneSpellings(input.phone);
  if (!/^\d{10}$/.test(national)) throw badRequest({ phone: validationText('privacy.phoneDigits') });
  if (input.kind === 'correction' && !input.details) throw badRequest({ details: validationText('privacy.detailsNeeded') });
  const token = randomBytes(24).toString('base64url');
  const expiresAt = iso(now + PRIVACY_CODE.validMinutes * 60_000);
  await inTransaction(db, async (trx) => {
    await lockPrivacyCodePhone(trx, national, iso(now));
    if ((await countPrivacyCodesSince(trx, national, iso(now - HOUR))) >= PRIVACY_CODE.perPhonePerHour) {
      throw new HttpProblem(429, validationText('privacy.codesPerPhone'));
    }
    const vendor = await vendorByPhone(trx, all);
    const buyer = vendor ? null : await buyerByPhone(trx, all);
    const code = String(randomInt(0, 10 ** PRIVACY_CODE.digits)).padStart(PRIVACY_CODE.digits, '0');
    await insertPrivacyCode(trx, {
      token,
      phone: national,
      subject: vendor ? 'vendor' : buyer ? 'buyer' : null,
      vendorId: vendor?.id ?? null,
      kind: input.kind,
      details: input.details || null,
      language,
      codeHash: vendor || buyer ? hashOf(token, code) : null,
      createdAt: iso(now),
      expiresAt,
    });
    const params = { name: vendor?.name || buyer?.name || PRIVACY_NO_NAME[language], code };
    const message = vendor
      ? await queueAutomaticMessage(trx, { type: 'privacy_code', userId: vendor.id, params })
      : buyer
        ? await queueAutomaticMessage(trx, { type: 'privacy_code', to: { recipient: 'buyer', phone: national, email: null, language }, params })
        : null;
    if (message && deliver) {
      await enqueueJob(trx, { kind: MESSAGE_DELIVERY_JOB, payload: { messageId: message.id }, key: `message:${message.id}`, maxAttempts: DELIVERY_ATTEMPTS }, new Date(now));
    }
  });
  return { requestToken: token, expiresAt };
}

export type VerifiedRequest =
  | { kind: PrivacyRequestKind; subject: 'vendor' | 'buyer'; id: number; state: 'received' | 'completed'; dueAt: string; kept?: readonly string[]; zip?: undefined }
  | { kind: 'access'; subject: 'vendor' | 'buyer'; id: number; state: 'completed'; dueAt: string; zip: Uint8Array; kept?: undefined };

/** What a vendor's access by code needs to build their ZIP (the portal download's media and folders). */
export interface VendorFiles {
  media: MediaStorage;
  foldersOf: (vendorId: number) => Promise<VendorFolders | null>;
}

/** What a buyer's erasure keeps, and why (said to the person and recorded as the outcome). */
export const BUYER_ERASURE_KEPT: Record<PrivacyLanguage, readonly string[]> = {
  en: ['The dates, city and state of your enquiries, without your name or phone: our counts of enquiries', 'That this request was made and completed: the audit log keeps the event, not the person'],
  ta: ['உங்கள் விசாரணைகளின் தேதிகள், ஊர், நிலை (உங்கள் பெயர், தொலைபேசி இன்றி): விசாரணைகளின் எண்ணிக்கைக்காக', 'இக்கோரிக்கை செய்யப்பட்டு முடிந்தது என்பது: தணிக்கைப் பதிவு நிகழ்வை வைத்திருக்கும், நபரை அல்ல'],
};

const refused = (text: string) => badRequest({ code: text }, text);

async function vendorZipOf(db: Db, files: VendorFiles, vendorId: number): Promise<Uint8Array | null> {
  const folders = await files.foldersOf(vendorId);
  return folders ? buildVendorZip(db, files.media, vendorId, folders) : null;
}

/**
 * Checks the code (each try counted first, so the limit holds however many instances answer) and records the
 * request. Wrong, expired, used and exhausted codes are refused alike for known and unknown phones.
 */
export async function verifyPrivacyCode(db: Db, token: string, code: string, now: number, files: VendorFiles): Promise<VerifiedRequest> {
  const row = await findPrivacyCode(db, token);
  if (!row) throw refused(validationText('privacy.codeWrong'));
  if (row.verified_at) throw refused(validationText('privacy.codeUsed'));
  if (row.expires_at <= iso(now)) throw refused(validationText('privacy.codeExpired'));
  if (!(await countPrivacyCodeTry(db, row.id, PRIVACY_CODE.maxTries))) throw refused(validationText('privacy.codeTries'));
  const expected = row.code_hash ? Buffer.from(row.code_hash, 'hex') : randomBytes(32);
  if (!timingSafeEqual(expected, Buffer.from(hashOf(token, code), 'hex')) || !row.code_hash || !row.subject) throw refused(validationText('privacy.codeWrong'));

  const at = iso(now);
  const kind = row.kind as PrivacyRequestKind;
  const language: PrivacyLanguage = row.language === 'ta' ? 'ta' : 'en';
  const { all } = phoneSpellings(row.phone);
  const whatsapp = whatsappPhone(row.phone);
  // A vendor's access is the portal's download: the ZIP is built (files read through the media store) before the
  // transaction that records it and uses the code.
  const vendorAccess = row.subject === 'vendor' && row.vendor_id !== null && kind === 'access';
  const vendorZip = vendorAccess && row.vendor_id !== null ? await vendorZipOf(db, files, row.vendor_id) : null;
  if (vendorAccess && !vendorZip) throw refused(validationText('privacy.phoneGone'));
  return inTransaction(db, async (trx) => {
    const base = { kind, details: row.details, receivedAt: at, channel: 'code' };
    let result: VerifiedRequest;
    if (vendorZip && row.vendor_id !== null) {
      const id = await recordVendorAccess(trx, row.vendor_id, at, 'code');
      result = { kind: 'access', subject: 'vendor', id, state: 'completed', dueAt: privacyRequestDueAt(at), zip: vendorZip };
    } else if (row.subject === 'vendor' && row.vendor_id !== null) {
      // A vendor's correction or erasure by code joins the desk's queue, which completes it (requestAnswers.ts).
      const id = await insertPrivacyRequest(trx, { ...base, vendorId: row.vendor_id });
      await writeAuditEntry(trx, { action: 'privacy.request', entity: 'privacy_requests', entityId: id, vendorId: row.vendor_id, after: { kind, channel: 'code' }, at, actorKind: 'vendor' });
      result = { kind, subject: 'vendor', id, state: 'received', dueAt: privacyRequestDueAt(at) };
    } else if (kind === 'access') {
      const records = await buyerRecords(trx, all, whatsapp);
      const entries = Object.fromEntries(Object.entries(records).map(([name, rows]) => [`data/${name}.json`, strToU8(JSON.stringify(rows, null, 2))]));
      const id = await insertPrivacyRequest(trx, { ...base, vendorId: null, buyerPhone: row.phone, completed: { at, outcome: 'Downloaded after a one-time code' } });
      await writeAuditEntry(trx, { action: 'privacy.access', entity: 'privacy_requests', entityId: id, vendorId: null, at, actorKind: 'buyer' });
      result = { kind: 'access', subject: 'buyer', id, state: 'completed', dueAt: privacyRequestDueAt(at), zip: zipSync(entries, { level: 6 }) };
    } else if (kind === 'erasure') {
      const reached: number[] = [];
      for (const phone of all) reached.push(...(await callRequestsOf(trx, { phone })));
      await anonymiseCallRequests(trx, [...new Set(reached)], at);
      const messages = await anonymiseBuyerMessages(trx, whatsapp);
      await forgetPrivacyCodes(trx, row.phone);
      // The request keeps no phone once the person is erased: the register says an erasure was done, not for whom.
      const id = await insertPrivacyRequest(trx, { ...base, details: null, vendorId: null, buyerPhone: '', completed: { at, outcome: BUYER_ERASURE_KEPT.en.join('\n') } });
      await writeAuditEntry(trx, { action: 'privacy.erase', entity: 'call_requests', entityId: null, vendorId: null, after: { callRequests: reached.length, messages }, at, actorKind: 'buyer' });
      result = { kind, subject: 'buyer', id, state: 'completed', dueAt: privacyRequestDueAt(at), kept: BUYER_ERASURE_KEPT[language] };
    } else {
      const id = await insertPrivacyRequest(trx, { ...base, vendorId: null, buyerPhone: row.phone });
      await writeAuditEntry(trx, { action: 'privacy.request', entity: 'privacy_requests', entityId: id, vendorId: null, after: { kind, channel: 'code' }, at, actorKind: 'buyer' });
      result = { kind, subject: 'buyer', id, state: 'received', dueAt: privacyRequestDueAt(at) };
    }
    if (!(await markPrivacyCodeVerified(trx, row.id, at, result.id))) throw refused(validationText('privacy.codeUsed'));
    return result;
  });
}
