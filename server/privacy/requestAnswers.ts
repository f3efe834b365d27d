/**
 * The desk completes an open data request (docs/privacy.md "Completing a request"): a correction as before
 * (corrections.ts); a vendor's erasure received by one-time code by THE portal's erasure (dataRights.ts eraseVendor,
 * completing this request instead of recording another), or any open erasure or access request refused with a
 * reason. Each closes the 90-day clock with one audit entry under the admin, and a request made by code is answered
 * by a `privacy_answered` message in the language it was asked in (after an erasure, to the account's old phone and
 * e-mail: the account is gone, so as a person without one).
 */
import { inTransaction, type Db } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { MediaStorage } from '../media/store.ts';
import { ERASURE_KEPT, PRIVACY_ANSWERS, PRIVACY_ANSWER_TEXTS, PRIVACY_NO_NAME, privacyLanguageOf, type PrivacyAnswer, type PrivacyLanguage, type PrivacyRequestKind } from '../../src/domain/privacy.ts';
import { queueAutomaticMessage, type AutomaticMessage } from '../delivery/outbox.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { DELIVERY_ATTEMPTS, MESSAGE_DELIVERY_JOB } from '../delivery/jobHandler.ts';
import { writeAuditEntry } from '../repositories/auditLog.ts';
import { privacyCodeLanguage } from '../repositories/privacyCodes.ts';
import { completePrivacyRequest, findPrivacyRequest, type PrivacyRequestRow } from '../repositories/privacyRequests.ts';
import { vendorLanguage } from '../repositories/messages.ts';
import { completeCorrection } from './corrections.ts';
import { eraseVendor, type VendorFolders } from './dataRights.ts';

export interface AnswerContext {
  media: MediaStorage;
  /** The vendor's media folders (by their kind); null when the account is gone. */
  foldersOf: (vendorId: number) => Promise<VendorFolders | null>;
  now: number;
  /** Whether a delivery channel is configured (the message's delivery job is queued with it). */
  deliver: boolean;
}

async function tell(trx: Db, message: AutomaticMessage, now: number, deliver: boolean): Promise<void> {
  const row = await queueAutomaticMessage(trx, message);
  if (row && deliver) {
    await enqueueJob(trx, { kind: MESSAGE_DELIVERY_JOB, payload: { messageId: row.id }, key: `message:${row.id}`, maxAttempts: DELIVERY_ATTEMPTS }, new Date(now));
  }
}

async function languageOf(db: Db, request: PrivacyRequestRow): Promise<PrivacyLanguage> {
  const asked = await privacyCodeLanguage(db, request.id);
  if (asked) return privacyLanguageOf(asked);
  return privacyLanguageOf(request.vendor_id === null ? null : (await vendorLanguage(db, request.vendor_id))?.language);
}

/** Completes an open request with the desk's answer; 400 when the answer does not fit its kind, 409 when closed. */
export async function answerPrivacyRequest(db: Db, requestId: number, answer: PrivacyAnswer, context: AnswerContext): Promise<void> {
  const request = await findPrivacyRequest(db, requestId);
  if (!request) throw notFound('Data request');
  if (request.state !== 'received') throw conflict('state', 'The request is already completed');
  const kind = request.kind as PrivacyRequestKind;
  if (!PRIVACY_ANSWERS[kind]?.includes(answer.decision)) throw badRequest({ decision: `A ${kind} request is answered by ${PRIVACY_ANSWERS[kind]?.join(' or ')}` });
  if (answer.decision !== 'erased' && kind === 'correction') return completeCorrection(db, requestId, answer, context.now);

  const at = new Date(context.now).toISOString();
  const language = await languageOf(db, request);
  const byCode = request.channel === 'code';
  const message = (params: { reason: string }) => ({ type: 'privacy_answered' as const, params: { ...params, name: PRIVACY_NO_NAME[language], ticket: String(requestId) } });

  if (answer.decision === 'refused') {
    await inTransaction(db, async (trx) => {
      if (!(await completePrivacyRequest(trx, requestId, { decision: 'refused', outcome: answer.reason, at }))) throw conflict('state', 'The request is already completed');
      await writeAuditEntry(trx, { action: 'privacy.refuse', entity: 'privacy_requests', entityId: requestId, vendorId: request.vendor_id, reason: answer.reason, after: { kind, decision: 'refused' }, at });
      if (!byCode) return;
      const told = message({ reason: PRIVACY_ANSWER_TEXTS[language].refused(answer.reason) });
      if (request.vendor_id !== null) await tell(trx, { ...told, userId: request.vendor_id }, context.now, context.deliver);
      else if (request.phone) await tell(trx, { ...told, to: { recipient: 'buyer', phone: request.phone, email: null, language } }, context.now, context.deliver);
    });
    return;
  }

  if (answer.decision !== 'erased') throw badRequest({ decision: 'Unknown answer' });
  if (request.vendor_id === null) throw conflict('vendor_id', 'A buyer\'s erasure is done at once: this request names no vendor account');
  const vendorId = request.vendor_id;
  const folders = await context.foldersOf(vendorId);
  const erased = folders
    ? await eraseVendor(db, context.media, vendorId, folders, context.now, language, requestId, async (trx, account) => {
        if (byCode) await tell(trx, { ...message({ reason: PRIVACY_ANSWER_TEXTS[language].erased(ERASURE_KEPT[language]) }), to: { recipient: 'complainant', phone: account.phone, email: account.email, language } }, context.now, context.deliver);
      })
    : null;
  if (erased) return;
  // The account went meanwhile (erased from the portal): the request closes saying so, so no clock stays open.
  await inTransaction(db, async (trx) => {
    if (!(await completePrivacyRequest(trx, requestId, { decision: null, outcome: 'The account was already erased', at }))) throw conflict('state', 'The request is already completed');
    await writeAuditEntry(trx, { action: 'privacy.erase', entity: 'privacy_requests', entityId: requestId, vendorId, after: { requestId, alreadyErased: true }, at });
  });
}
