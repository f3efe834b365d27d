/**
 * Retry of a failed automatic message from the admin's outbox (POST /api/admin/outbox/{id}/retry): in one
 * transaction the message goes back to `queued`, its failed channels to `retry`, and a new delivery job is enqueued.
 * Idempotent: only a `failed` message is changed (a conditional update), so a second call, or two at once, enqueue
 * one job; the job's key is new for each retry, since the first delivery's key (`message:<id>`) is spent.
 */
import { randomUUID } from 'node:crypto';
import { inTransaction, type Db } from '../db/database.ts';
import { DELIVERY_ATTEMPTS, MESSAGE_DELIVERY_JOB } from '../delivery/jobHandler.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { requeueFailedMessage } from '../repositories/outbox.ts';

/** True when this call put the message back (and enqueued its job); false when it was not failed. */
export function retryFailedMessage(db: Db, messageId: number, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await requeueFailedMessage(trx, messageId, now.toISOString()))) return false;
    await enqueueJob(
      trx,
      { kind: MESSAGE_DELIVERY_JOB, payload: { messageId }, key: `message:${messageId}:retry:${randomUUID()}`, maxAttempts: DELIVERY_ATTEMPTS },
      now,
    );
    return true;
  });
}
