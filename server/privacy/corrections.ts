/**
 * The desk completes a correction request (docs/privacy.md "Completing a correction"): either the corrected account
 * fields are written (the row triggers log the change under the admin) and the request closes as `corrected`, or it
 * closes as `refused` with the reason the person reads in the portal. One transaction with one `privacy.correct` entry.
 */
import { inTransaction, type Db } from '../db/database.ts';
import { conflict, notFound } from '../errors.ts';
import { writeAuditEntry } from '../repositories/auditLog.ts';
import { completePrivacyRequest, findPrivacyRequest } from '../repositories/privacyRequests.ts';
import type { CorrectionAnswer } from '../../src/domain/privacy.ts';

export async function completeCorrection(db: Db, requestId: number, answer: CorrectionAnswer, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  await inTransaction(db, async (trx) => {
    const request = await findPrivacyRequest(trx, requestId);
    if (!request || request.kind !== 'correction') throw notFound('Correction request');
    if (request.state !== 'received') throw conflict('state', 'The request is already completed');
    let outcome: string;
    if (answer.decision === 'corrected') {
      const changes = answer.changes;
      if (request.vendor_id === null) throw conflict('vendor_id', 'The request names no vendor account to correct');
      const updated = await trx.updateTable('vendor_users').set(changes).where('id', '=', request.vendor_id).executeTakeFirst();
      if (!Number(updated.numUpdatedRows)) throw conflict('vendor_id', 'The vendor account no longer exists');
      outcome = `Corrected: ${Object.keys(changes).join(', ')}`;
    } else {
      outcome = answer.reason;
    }
    await completePrivacyRequest(trx, requestId, { decision: answer.decision, outcome, at });
    await writeAuditEntry(trx, {
      action: 'privacy.correct',
      entity: 'privacy_requests',
      entityId: requestId,
      vendorId: request.vendor_id,
      reason: answer.decision === 'refused' ? answer.reason : null,
      after: { decision: answer.decision, fields: answer.decision === 'corrected' ? Object.keys(answer.changes) : [] },
      at,
    });
  });
}
