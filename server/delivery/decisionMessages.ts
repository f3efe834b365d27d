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
import { queueNotice } from './notices.ts';
import type { MessageParams } from '../../src/domain/messageTypes/index.ts';

/** The message each decided state sends; states not named here send none. */
const MESSAGE_OF_STATE: Partial<Record<ReviewState, MessageType>> = {
  approved: 'approved',
  rejected: 'rejected',
  changes_requested: 'changes_requested',
};

export interface DecisionNotifier {
  /** Queues the message of `to` inside the decision's transaction; `vendor`, when the decision read it, is not read again. */
  queue(trx: Db, decision: { userId: number; to: ReviewState; reason: string | null; vendor?: MessageVendor }): Promise<void>;
  /** After the decision commits: the worker looks for the new job now rather than at its next poll. */
  committed(): void;
}

/** Queues a message of `type` for a vendor and its delivery job, in the caller's transaction. */
export async function queueDelivery(trx: Db, type: MessageType, userId: number, params: Omit<MessageParams, 'name'>, vendor?: MessageVendor): Promise<number | null> {
  return queueNotice(trx, { type, userId, params, ...(vendor ? { vendor } : {}) });
}

export function decisionNotifier(wake: () => void): DecisionNotifier {
  return {
    async queue(trx, { userId, to, reason, vendor }) {
      const type = MESSAGE_OF_STATE[to];
      if (type) await queueDelivery(trx, type, userId, reason ? { reason } : {}, vendor);
    },
    committed: wake,
  };
}
