/**
 * The breach register's writes (docs/breaches.md): a breach with its clocks' due times (from detection, by
 * src/domain/breaches.ts, never the database's clock), its changes, and its notice queued through the outbox to each
 * vendor affected, in the vendor's language, with the delivery job where a channel is configured. The row triggers
 * audit the breach itself; the notice is one named entry with how many vendors were told.
 */
import { inTransaction, type Db } from '../db/database.ts';
import { breachClocks, breachNotice, type BreachInput } from '../../src/domain/breaches.ts';
import type { GrievanceOfficer } from '../../src/domain/grievanceForm.ts';
import { badRequest, notFound } from '../errors.ts';
import { queueAutomaticMessage } from '../delivery/outbox.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { DELIVERY_ATTEMPTS, MESSAGE_DELIVERY_JOB } from '../delivery/jobHandler.ts';
import { writeAuditEntry } from '../repositories/auditLog.ts';
import { buyerRecipients, findBreachRow, saveBreachBuyers, insertBreach, noticeRecipients, toBreachRecord, updateBreach, type BuyerRecipient } from '../repositories/breaches.ts';

const iso = (now: number) => new Date(now).toISOString();

/** The stored columns of what the owner gives; the due times follow the detection time. */
function columnsOf(input: BreachInput) {
  const clocks = breachClocks(input.detected_at);
  return {
    summary: input.summary,
    description: input.description,
    description_ta: input.description_ta,
    occurred_at: input.occurred_at,
    detected_at: input.detected_at,
    data_categories: JSON.stringify([...new Set(input.data_categories)]),
    affected_count: input.affected_count,
    affected_vendor_ids: JSON.stringify([...new Set(input.affected_vendor_ids)]),
    affected_others: input.affected_others,
    status: input.status,
    measures: input.measures,
    measures_ta: input.measures_ta,
    advice: input.advice,
    advice_ta: input.advice_ta,
    notes: input.notes,
    cert_in_due: clocks.certIn,
    cert_in_reported_at: input.cert_in_reported_at,
    board_due: clocks.board,
    board_reported_at: input.board_reported_at,
  };
}

/** Refuses vendor ids no vendor has (a typo would otherwise tell nobody and say nothing). */
async function checkVendors(db: Db, ids: readonly number[]): Promise<void> {
  const found = new Set((await noticeRecipients(db, ids)).map((vendor) => vendor.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw badRequest({ affected_vendor_ids: `No vendor has the id ${missing.slice(0, 5).join(', ')}` });
}

export function recordBreach(db: Db, input: BreachInput, recordedBy: number, now: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    await checkVendors(trx, input.affected_vendor_ids);
    const id = await insertBreach(trx, { ...columnsOf(input), notified_vendor_ids: '[]', recorded_by: recordedBy, created_at: iso(now), updated_at: iso(now) });
    await saveBreachBuyers(trx, id, { from: input.affected_enquiries_from, to: input.affected_enquiries_to });
    return id;
  });
}

export function changeBreach(db: Db, id: number, input: BreachInput, now: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    if (!(await findBreachRow(trx, id))) throw notFound('Breach');
    await checkVendors(trx, input.affected_vendor_ids);
    await updateBreach(trx, id, { ...columnsOf(input), updated_at: iso(now) });
    await saveBreachBuyers(trx, id, { from: input.affected_enquiries_from, to: input.affected_enquiries_to });
  });
}

/** The notice in each language, and whom it would go to (the vendors affected, with their language and whether told). */
export async function draftNotice(db: Db, id: number, officer: GrievanceOfficer, now: number) {
  const row = await findBreachRow(db, id);
  if (!row) throw notFound('Breach');
  const breach = toBreachRecord(row, now);
  const told = new Set(breach.notified_vendor_ids);
  const recipients = (await noticeRecipients(db, breach.affected_vendor_ids)).map((vendor) => ({ ...vendor, notified: told.has(vendor.id) }));
  const buyers = await buyerRecipients(db, { from: breach.affected_enquiries_from, to: breach.affected_enquiries_to });
  const toldBuyers = new Set(breach.notified_enquiry_ids);
  return {
    en: breachNotice('en', breach, officer),
    ta: breachNotice('ta', breach, officer),
    recipients,
    buyers: { count: buyers.length, notified: buyers.filter((buyer) => wasTold(buyer, toldBuyers)).length },
  };
}

/** A buyer was told when any of their enquiries in the period was (their phone got the notice). */
const wasTold = (buyer: BuyerRecipient, told: ReadonlySet<number>) => buyer.enquiryIds.some((id) => told.has(id));

/**
 * Queues the notice to each vendor affected and not yet told, in the vendor's language, in one transaction with the
 * breach's record of who was told; with a channel configured each message gets its delivery job (key
 * `message:<id>`), else it waits in the outbox for the admin to send by hand. Answers how many were queued.
 */
export async function notifyAffectedVendors(
  db: Db,
  id: number,
  { officer, deliver, now }: { officer: GrievanceOfficer; deliver: boolean; now: number },
): Promise<{ queued: number; alreadyNotified: number; buyersQueued: number }> {
  return inTransaction(db, async (trx) => {
    const row = await findBreachRow(trx, id);
    if (!row) throw notFound('Breach');
    const breach = toBreachRecord(row, now);
    const told = new Set(breach.notified_vendor_ids);
    const recipients = (await noticeRecipients(trx, breach.affected_vendor_ids)).filter((vendor) => !told.has(vendor.id));
    for (const vendor of recipients) {
      const notice = breachNotice(vendor.language, breach, officer).body.replace(/\s*\n\s*/g, ' ');
      const message = await queueAutomaticMessage(trx, { type: 'breach_notice', userId: vendor.id, params: { name: vendor.name, notice } });
      if (message && deliver) {
        await enqueueJob(trx, { kind: MESSAGE_DELIVERY_JOB, payload: { messageId: message.id }, key: `message:${message.id}`, maxAttempts: DELIVERY_ATTEMPTS });
      }
      told.add(vendor.id);
    }
    // The buyers: each phone once, in the language its enquiry was sent in, as a buyer recipient (no account).
    const toldBuyers = new Set(breach.notified_enquiry_ids);
    const buyers = (await buyerRecipients(trx, { from: breach.affected_enquiries_from, to: breach.affected_enquiries_to })).filter((buyer) => !wasTold(buyer, toldBuyers));
    for (const buyer of buyers) {
      const notice = breachNotice(buyer.language, breach, officer).body.replace(/\s*\n\s*/g, ' ');
      const to = { recipient: 'buyer' as const, phone: buyer.phone, email: null, language: buyer.language };
      const message = await queueAutomaticMessage(trx, { type: 'breach_notice', to, params: { name: buyer.name, notice } });
      if (message && deliver) {
        await enqueueJob(trx, { kind: MESSAGE_DELIVERY_JOB, payload: { messageId: message.id }, key: `message:${message.id}`, maxAttempts: DELIVERY_ATTEMPTS });
      }
      for (const enquiryId of buyer.enquiryIds) toldBuyers.add(enquiryId);
    }
    if (recipients.length || buyers.length) {
      await updateBreach(trx, id, { notified_vendor_ids: JSON.stringify([...told]), updated_at: iso(now) });
      await saveBreachBuyers(trx, id, { notified: [...toldBuyers] });
      await writeAuditEntry(trx, { action: 'breach.notify', entity: 'breaches', entityId: id, vendorId: null, after: { queued: recipients.length, buyersQueued: buyers.length }, at: iso(now) });
    }
    return { queued: recipients.length, alreadyNotified: breach.notified_vendor_ids.length, buyersQueued: buyers.length };
  });
}
