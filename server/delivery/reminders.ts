/**
 * Document expiry reminders (docs/messages.md "Document reminders"): a recurring job, daily at 10:00 India time and
 * once per day across instances (the job queue's schedule), queues for each vendor document "expiring in 30 days",
 * "expiring in 7 days" and "expired", once per document and threshold: the event key is the document, its expiry
 * date and the threshold, so a rerun, a second instance or a later day never queues it again, while a renewed
 * document (a new expiry date) is reminded afresh. Vendors who turned reminders off are skipped. The delivery waits
 * out quiet hours on WhatsApp and SMS (the types' purpose is `reminder`).
 */
import type { FastifyInstance } from 'fastify';
import { addDays, indiaToday } from '../../src/domain/compliance/documents.ts';
import type { MessageType } from '../../src/domain/messageTypes/index.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { reminderCandidates } from '../repositories/messagePreferences.ts';
import { withdrewConsent } from '../repositories/consents.ts';
import { requirementsOfKind } from '../repositories/vendorDocuments.ts';
import { queueNotice } from './notices.ts';

/** The recurring job's name (and kind). */
export const DOCUMENT_REMINDERS_JOB = 'documents.reminders';
/** When it runs, India time: inside the day, after quiet hours end. */
export const DOCUMENT_REMINDERS_AT = '10:00';
/** An expired document is reminded only within this many days of its expiry (not every old lapse at first run). */
export const EXPIRED_REMINDER_DAYS = 30;

/** The threshold a document is at on `today`, or null when none applies. */
export function reminderOf(expiresOn: string, today: string): MessageType | null {
  if (expiresOn < today) return expiresOn >= addDays(today, -EXPIRED_REMINDER_DAYS) ? 'document_expired' : null;
  if (expiresOn <= addDays(today, 7)) return 'document_expiring_7';
  if (expiresOn <= addDays(today, 30)) return 'document_expiring_30';
  return null;
}

export const reminderKey = (documentId: number, expiresOn: string, type: MessageType) => `document-reminder:${documentId}:${expiresOn}:${type}`;

/** Queues the reminders due on the India date of `now`; answers how many were queued (those queued before are not counted). */
export async function queueDocumentReminders(db: Db, now: Date): Promise<number> {
  const today = indiaToday(now);
  let queued = 0;
  for (const doc of await reminderCandidates(db, addDays(today, -EXPIRED_REMINDER_DAYS), addDays(today, 30))) {
    const type = reminderOf(doc.expires_on, today);
    if (!type || (await withdrewConsent(db, doc.user_id, 'reminders'))) continue;
    const label = requirementsOfKind(db, doc.kind).find((r) => r.id === doc.requirement)?.label ?? doc.requirement;
    const id = await inTransaction(db, (trx) =>
      queueNotice(trx, { type, userId: doc.user_id, params: { document: label, date: doc.expires_on }, key: reminderKey(doc.id, doc.expires_on, type) }),
    );
    if (id !== null) queued += 1;
  }
  return queued;
}

/** Registers the daily job on the app's queue (server/plugins/delivery.ts, where a channel is configured). */
export function scheduleDocumentReminders(app: FastifyInstance): void {
  app.jobs.register(DOCUMENT_REMINDERS_JOB, async () => {
    const queued = await queueDocumentReminders(app.db, new Date(app.clock()));
    if (queued > 0) app.jobs.wake();
  });
  app.jobs.schedule(DOCUMENT_REMINDERS_JOB, { dailyAt: DOCUMENT_REMINDERS_AT }, { maxAttempts: 3 });
}
