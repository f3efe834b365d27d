/**
 * A decision's automatic message: approving, rejecting or requesting changes queues the vendor's message in the
 * decision's own transaction (so a decision is never told without being made, nor made without being told) and
 * its delivery job with the key `message:<id>`, so the same decision is sent once. Only where a channel is
 * configured: without one the admin tells the vendor by hand (wa.me, copy), as before.
 */
import type { ReviewState } from '../../src/domain/review.ts';
import type { MessageType } from '../../src/domain/messageTypes/index.ts';
import type { Db } from '../db/database.ts';
import type { MessageVendor } from '../repositories/messages.ts';
import { writeAuditEntry, type NamedAuditEntry } from '../repositories/auditLog.ts';
import { queueNotice } from './notices.ts';

/** The message each decided state sends; states not named here send none. */
const MESSAGE_OF_STATE: Partial<Record<ReviewState, MessageType>> = {
  approved: 'approved',
  rejected: 'rejected',
  changes_requested: 'changes_requested',
};

export interface DecisionNotifier {
  /**
   * Queues the message of `to` inside the decision's transaction; `vendor`, when the decision read it, is not read
   * again. Writes the decision's `audit` entry too, with the message (one statement on PostgreSQL: a round trip less
   * for the decision) or alone when the state sends none.
   */
  queue(trx: Db, decision: { userId: number; to: ReviewState; reason: string | null; vendor?: MessageVendor; audit: NamedAuditEntry }): Promise<void>;
  /** After the decision commits: the worker looks for the new job now rather than at its next poll. */
  committed(): void;
}

export function decisionNotifier(wake: () => void): DecisionNotifier {
  return {
    async queue(trx, { userId, to, reason, vendor, audit }) {
      const type = MESSAGE_OF_STATE[to];
      if (type) await queueNotice(trx, { type, userId, params: reason ? { reason } : {}, ...(vendor ? { vendor } : {}), audit });
      else await writeAuditEntry(trx, audit);
    },
    committed: wake,
  };
}
