/**
 * The grievance desk's writes (docs/grievances.md): a grievance and its first event together (with its attachment
 * through the media store), and each admin action with the event that records it. Due times come from
 * src/domain/grievances.ts and `now` (the app's clock), never from the database's clock.
 *
 * What the complainant is told (the acknowledgement, the resolution) is kept on the event as `message`; where a
 * channel is configured the routes also queue it to the complainant through the outbox, in the same transaction
 * (server/delivery/events.ts `grievanceWithNotice`, docs/messages.md "Which event sends what").
 */
import { inTransaction, type Db } from '../db/database.ts';
import type { MediaFolder } from '../../src/domain/media.ts';
import {
  grievanceClocks,
  grievanceTicket,
  nextDueAt,
  type GrievanceInput,
  type GrievanceState,
} from '../../src/domain/grievances.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { MediaStorage } from '../media/store.ts';
import { privacyLanguageOf } from '../../src/domain/privacy.ts';
import { recordConsents } from '../repositories/consents.ts';
import { DOCUMENT_TYPES, sniff } from '../media/sniff.ts';
import { activeAdminExists, findGrievanceRow, insertGrievance, insertGrievanceEvent, updateGrievance } from '../repositories/grievances.ts';

/** Attachments are private: kept beside the vendors' documents, served only to admins. */
export const GRIEVANCE_FOLDER = 'private-grievances' as MediaFolder;

export interface Actor {
  id: number;
  name: string;
}

const iso = (now: number) => new Date(now).toISOString();

/** Records a grievance received at `now`; answers its id and ticket. The attachment's bytes are checked by content. */
export async function submitGrievance(
  db: Db,
  media: MediaStorage,
  input: GrievanceInput,
  { now, language, attachment }: { now: number; language: string; attachment?: Buffer },
): Promise<{ id: number; ticket: string }> {
  const receivedAt = iso(now);
  const clocks = grievanceClocks(receivedAt, input.category);
  const record = async (trx: Db, file: string | null) => {
    const id = await insertGrievance(trx, {
      name: input.name,
      complainant: input.complainant,
      category: input.category,
      description: input.description,
      phone_number: input.phoneNumber,
      email: input.email ?? null,
      language,
      attachment: file,
      attachment_type: file ? (file.split('.').pop() ?? null) : null,
      state: 'received',
      received_at: receivedAt,
      acknowledge_by: clocks.acknowledgeBy,
      resolve_by: clocks.resolveBy,
      due_at: clocks.acknowledgeBy,
    });
    await insertGrievanceEvent(trx, { grievanceId: id, kind: 'received', at: receivedAt });
    // Sending the complaint is the consent to handle it under the notice the page showed (docs/privacy.md).
    await recordConsents(trx, { subject: 'grievance', subjectId: id, phoneNumber: input.phoneNumber, purposes: ['service'], language: privacyLanguageOf(language), source: 'grievance', at: receivedAt });
    return { id, ticket: grievanceTicket(id, receivedAt) };
  };
  if (!attachment || attachment.length === 0) return inTransaction(db, (trx) => record(trx, null));
  return media.saveThen(GRIEVANCE_FOLDER, attachment, 'attachment', (file, trx) => record(trx, file), { accepted: DOCUMENT_TYPES });
}

/** The type an attachment would be stored as, or null when its bytes are none of the accepted ones. */
export const attachmentType = (bytes: Buffer) => {
  const type = sniff(bytes);
  return type && DOCUMENT_TYPES.includes(type) ? type : null;
};

async function change(
  db: Db,
  id: number,
  allowed: readonly GrievanceState[],
  work: (row: NonNullable<Awaited<ReturnType<typeof findGrievanceRow>>>, trx: Db) => Promise<void>,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findGrievanceRow(trx, id);
    if (!row) throw notFound('Grievance');
    if (!allowed.includes(row.state as GrievanceState)) throw conflict('state', `The grievance is ${row.state}: this action does not apply`);
    await work(row, trx);
  });
}

const clocksOf = (row: { acknowledge_by: string; resolve_by: string }) => ({ acknowledgeBy: row.acknowledge_by, resolveBy: row.resolve_by });

export function acknowledgeGrievance(db: Db, id: number, actor: Actor, now: number): Promise<void> {
  return change(db, id, ['received'], async (row, trx) => {
    await updateGrievance(trx, id, { state: 'acknowledged', acknowledged_at: iso(now), due_at: nextDueAt('acknowledged', clocksOf(row)) });
    const ticket = grievanceTicket(id, row.received_at);
    const message = `Your complaint ${ticket} is acknowledged. We will resolve it by ${row.resolve_by.slice(0, 10)}.`;
    await insertGrievanceEvent(trx, { grievanceId: id, kind: 'acknowledged', message, author: actor, at: iso(now) });
  });
}

export function resolveGrievance(db: Db, id: number, resolution: string, actor: Actor, now: number): Promise<void> {
  return change(db, id, ['received', 'acknowledged', 'escalated'], async (row, trx) => {
    await updateGrievance(trx, id, { state: 'resolved', resolved_at: iso(now), acknowledged_at: row.acknowledged_at ?? iso(now), resolution, due_at: null });
    const message = `Your complaint ${grievanceTicket(id, row.received_at)} is resolved: ${resolution}`;
    await insertGrievanceEvent(trx, { grievanceId: id, kind: 'resolved', body: resolution, message, author: actor, at: iso(now) });
  });
}

/** A resolved grievance back to work: acknowledged again (its clocks still count from receipt). */
export function reopenGrievance(db: Db, id: number, reason: string | undefined, actor: Actor, now: number): Promise<void> {
  return change(db, id, ['resolved'], async (row, trx) => {
    await updateGrievance(trx, id, { state: 'acknowledged', resolved_at: null, resolution: null, due_at: nextDueAt('acknowledged', clocksOf(row)) });
    await insertGrievanceEvent(trx, { grievanceId: id, kind: 'reopened', body: reason ?? null, author: actor, at: iso(now) });
  });
}

/** To the grievance officer; an unacknowledged grievance is acknowledged by it. */
export function escalateGrievance(db: Db, id: number, reason: string | undefined, actor: Actor, now: number): Promise<void> {
  return change(db, id, ['received', 'acknowledged'], async (row, trx) => {
    await updateGrievance(trx, id, {
      state: 'escalated',
      escalated_at: iso(now),
      acknowledged_at: row.acknowledged_at ?? iso(now),
      due_at: nextDueAt('escalated', clocksOf(row)),
    });
    await insertGrievanceEvent(trx, { grievanceId: id, kind: 'escalated', body: reason ?? null, author: actor, at: iso(now) });
  });
}

export function assignGrievance(db: Db, id: number, assigneeId: number | null, actor: Actor, now: number): Promise<void> {
  return change(db, id, ['received', 'acknowledged', 'escalated', 'resolved'], async (_row, trx) => {
    if (assigneeId !== null && !(await activeAdminExists(trx, assigneeId))) {
      throw badRequest({ assignee_id: 'No such admin' });
    }
    await updateGrievance(trx, id, { assignee_id: assigneeId });
    await insertGrievanceEvent(trx, { grievanceId: id, kind: 'assigned', body: assigneeId === null ? null : String(assigneeId), author: actor, at: iso(now) });
  });
}

export function noteGrievance(db: Db, id: number, body: string, actor: Actor, now: number): Promise<void> {
  return change(db, id, ['received', 'acknowledged', 'escalated', 'resolved'], async (_row, trx) => {
    await insertGrievanceEvent(trx, { grievanceId: id, kind: 'note', body, author: actor, at: iso(now) });
  });
}
