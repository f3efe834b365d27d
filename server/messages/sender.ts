/**
 * Where a recorded message goes. Every sender keeps the outbox row (the vendor's timeline and the audit log read
 * it); the default stops there, since the admin delivers the text by hand (wa.me, a copied SMS or e-mail).
 *
 * A real channel, e.g. the WhatsApp Business Cloud API, implements `MessageSender`: write the row through
 * `outboxSender.send` first, then deliver and set the row's `status` to 'sent' or 'failed' (or leave it 'queued'
 * for a worker that drains queued rows), and register it with `messageRoutesWith(theSender)` in
 * server/routes/index.ts in place of `messageRoutes`. Check `findOptIn` before any automatic WhatsApp delivery:
 * Meta's policy allows business-initiated messages only to numbers that opted in. See docs/messages.md.
 */
import type { PhoneOptIn, VendorMessage } from '../../src/domain/decisionMessages.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { insertMessage, saveOptIn, type OutboxRow } from '../repositories/messages.ts';

export type OutgoingMessage = Omit<OutboxRow, 'status'>;

export interface MessageSender {
  /** Records (and, for a real channel, delivers) one message inside the caller's transaction. */
  send(trx: Db, message: OutgoingMessage): Promise<VendorMessage>;
}

/** The default: the outbox row only, `queued` (nothing here delivers it). */
export const outboxSender: MessageSender = {
  send: (trx, message) => insertMessage(trx, { ...message, status: 'queued' }),
};

/** Records `message` through `sender` in a transaction of its own (the audit triggers name the admin). */
export function recordMessage(db: Db, sender: MessageSender, message: OutgoingMessage): Promise<VendorMessage> {
  return inTransaction(db, (trx) => sender.send(trx, message));
}

/** Sets a number's WhatsApp opt-in, audited as the acting admin. */
export function changeOptIn(db: Db, phone: string, optedIn: boolean, source: string, adminId: number): Promise<PhoneOptIn> {
  return inTransaction(db, (trx) => saveOptIn(trx, phone, optedIn, source, adminId));
}
