/**
 * A decision's automatic message: approving, rejecting or requesting changes queues the vendor's message in the
 * decision's own transaction (so a decision is never told without being made, nor made without being told) and
 * its delivery job with the key `message:<id>`, so the same decision is sent once. Only where a channel is
 * configured: without one the admin tells the vendor by hand (wa.me, copy), as before.
 *
 * The notifier only says which message a decision sends; the decision (server/review/decisions.ts) writes its
 * audit entry and that message together through `writeDecision`, so no notifier can leave the entry out.
 */
import type { ReviewState } from '../../src/domain/review.ts';
import type { MessageType } from '../../src/domain/messageTypes/index.ts';
import type { Db } from '../db/database.ts';
import type { MessageVendor } from '../repositories/messages.ts';
import { writeAuditEntry, type NamedAuditEntry } from '../repositories/auditLog.ts';
import { queueNotice, type Notice } from './notices.ts';

/** The message each decided state sends; states not named here send none. */
const MESSAGE_OF_STATE: Partial<Record<ReviewState, MessageType>> = {
  approved: 'approved',
  rejected: 'rejected',
  changes_requested: 'changes_requested',
};

/** A decision as its message needs it; `vendor`, when the decision read it, is not read again. */
export interface DecidedVendor {
  userId: number;
  to: ReviewState;
  reason: string | null;
  vendor?: MessageVendor;
}

export interface DecisionNotifier {
  /** The message `decision` sends, or null when its state sends none. Writes nothing (writeDecision does). */
  messageOf(decision: DecidedVendor): Notice | null;
  /** After the decision commits: the worker looks for the new job now rather than at its next poll. */
  committed(): void;
}

export function decisionNotifier(wake: () => void): DecisionNotifier {
  return {
    messageOf({ userId, to, reason, vendor }) {
      const type = MESSAGE_OF_STATE[to];
      return type ? { type, userId, params: reason ? { reason } : {}, ...(vendor ? { vendor } : {}) } : null;
    },
    committed: wake,
  };
}

/**
 * The decision's audit entry, with its message when there is one, in the decision's transaction: queueNotice
 * writes both (on PostgreSQL one statement with the message's job: a round trip less for the decision), or the
 * entry alone when no message goes (none chosen, no channel, or the vendor's message exists already).
 */
export async function writeDecision(trx: Db, audit: NamedAuditEntry, notice?: Notice | null): Promise<void> {
  if (notice) await queueNotice(trx, notice, audit);
  else await writeAuditEntry(trx, audit);
}
