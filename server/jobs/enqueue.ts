/**
 * enqueueJob: one job into the queue, inside the caller's transaction when `db` is one (the job exists exactly when
 * the change that asked for it committed). A key names the event: a second enqueue with the same key does nothing,
 * so the same event never enqueues twice, whichever instance or retry repeats it.
 */
import type { Db } from '../db/database.ts';
import { insertJob } from '../repositories/jobs.ts';

/** Attempts a job gets when its enqueue does not say. */
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface NewJob<P = unknown> {
  /** The handler's name (registered with `app.jobs.register(kind, …)`). */
  kind: string;
  /** Any JSON value; stored as JSON text. */
  payload?: P;
  /** Names the event: unique across the queue's whole history (done and dead jobs keep theirs). */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/** Enqueues the job; answers its id, or null when a job with its key already exists. */
export async function enqueueJob<P>(db: Db, { kind, payload, key, runAt, maxAttempts = DEFAULT_MAX_ATTEMPTS }: NewJob<P>, now: Date = new Date()): Promise<number | null> {
  if (!kind) throw new Error('A job needs a kind');
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a whole number from 1 (got ${maxAttempts})`);
  return insertJob(db, {
    kind,
    payload: JSON.stringify(payload ?? null),
    key: key ?? null,
    runAt: (runAt ?? now).toISOString(),
    maxAttempts,
    now: now.toISOString(),
  });
}
