/**
 * The durable job queue (docs/architecture.md "Background work"): enqueue inside a transaction, handlers per kind,
 * retries with back-off, dead letters, recurring jobs run once per schedule across instances.
 */
export { enqueueJob, DEFAULT_MAX_ATTEMPTS, type NewJob } from './enqueue.ts';
export { PermanentJobError } from './errors.ts';
export { retryDelayMs, MAX_RETRY_DELAY_MS } from './backoff.ts';
export { nextDailyAt, nextRun, type ScheduleRule } from './scheduleRules.ts';
export { JobQueue, PRUNE_JOBS, type JobContext, type JobHandler, type JobQueueOptions, type ScheduleOptions } from './queue.ts';
