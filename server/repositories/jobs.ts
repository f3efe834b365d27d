/**
 * The job queue's SQL (migration 400; the queue itself is server/jobs/). Every claim is one statement: PostgreSQL
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED LIMIT n) RETURNING`, SQLite the same UPDATE without the
 * lock clause (its one writer runs it whole), so two instances never take the same job. Every end of a run is
 * conditional on the claim it ends (locked_by and attempts), so a run whose lease was lost cannot overwrite the
 * run that took the job over.
 */
import type { Selectable } from 'kysely';
import { count, type Db } from '../db/database.ts';
import { engineOf } from '../db/engines/index.ts';
import type { JobsTable } from '../db/schema.ts';

export type JobRow = Selectable<JobsTable>;
export type JobState = JobRow['state'];
export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const satisfies readonly JobState[];

export interface NewJobRow {
  kind: string;
  payload: string;
  key: string | null;
  runAt: string;
  maxAttempts: number;
  now: string;
}

/** Inserts the job unless a job with its key exists; answers the new id, or null when the key was taken. */
export async function insertJob(db: Db, job: NewJobRow): Promise<number | null> {
  const row = await db
    .insertInto('jobs')
    .values({ kind: job.kind, payload: job.payload, key: job.key, run_at: job.runAt, max_attempts: job.maxAttempts, created_at: job.now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? row.id : null;
}

/**
 * Claims up to `limit` jobs of `kinds` that are due at `now`: queued ones whose run_at has come, and running ones
 * whose lease ended (their instance died). Each is marked running by `worker` until `lockedUntil`, its attempts
 * counted up. Answers the claimed rows.
 */
export async function claimJobs(db: Db, { kinds, worker, now, lockedUntil, limit }: { kinds: readonly string[]; worker: string; now: string; lockedUntil: string; limit: number }): Promise<JobRow[]> {
  if (!kinds.length || limit < 1) return [];
  const dueJobs = () =>
    db
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', [...kinds])
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', now)]),
        ]),
      );
  // A read first: an idle poll takes no write lock (on SQLite every UPDATE does, even one that changes nothing, and
  // another connection's open transaction would make it wait).
  if (!(await dueJobs().limit(1).executeTakeFirst())) return [];
  const due = engineOf(db).forUpdateSkipLocked(dueJobs().orderBy('run_at').orderBy('id').limit(limit));
  return db
    .updateTable('jobs')
    .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), locked_by: worker, locked_until: lockedUntil }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** What names one claim of a job: the end of a run changes the row only while that claim holds. */
export interface Claim {
  id: number;
  worker: string;
  attempts: number;
}

const ofClaim = (db: Db, { id, worker, attempts }: Claim) =>
  db.updateTable('jobs').where('id', '=', id).where('state', '=', 'running').where('locked_by', '=', worker).where('attempts', '=', attempts);

/** Moves the claim's lease on (a long run keeps its job); false when the claim was lost. */
export async function extendLease(db: Db, claim: Claim, lockedUntil: string): Promise<boolean> {
  const result = await ofClaim(db, claim).set({ locked_until: lockedUntil }).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends the claim's run: done, queued again at `retryAt`, or dead. False when the claim was lost. */
export async function finishJob(
  db: Db,
  claim: Claim,
  end: { state: 'done'; now: string } | { state: 'queued'; retryAt: string; error: string } | { state: 'dead'; now: string; error: string },
): Promise<boolean> {
  const set =
    end.state === 'done'
      ? { state: 'done' as const, finished_at: end.now, last_error: null }
      : end.state === 'queued'
        ? { state: 'queued' as const, run_at: end.retryAt, last_error: end.error }
        : { state: 'dead' as const, finished_at: end.now, last_error: end.error };
  const result = await ofClaim(db, claim)
    .set({ ...set, locked_by: null, locked_until: null })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A dead job queued again to run at `now` with its attempts from zero; false when it is not dead. */
export async function requeueDeadJob(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'queued', attempts: 0, run_at: now, finished_at: null, locked_by: null, locked_until: null })
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface JobFilter {
  state?: JobState;
  kind?: string;
}

export const JOB_SORT_FIELDS = ['id', 'run_at', 'created_at', 'attempts'] as const;
export type JobSortField = (typeof JOB_SORT_FIELDS)[number];

/** A page of jobs in the order asked (then by id), and how many match. */
export async function listJobs(
  db: Db,
  { filter, sort, offset, limit }: { filter: JobFilter; sort: { field: JobSortField; order: 'ASC' | 'DESC' }; offset: number; limit: number },
): Promise<{ rows: JobRow[]; total: number }> {
  let query = db.selectFrom('jobs');
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const order = sort.order === 'DESC' ? 'desc' : 'asc';
  const rows = await query.selectAll().orderBy(sort.field, order).orderBy('id', order).offset(offset).limit(limit).execute();
  const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { rows, total: count(total.n as string | number) };
}

/** Removes the done jobs that finished before `before` (their keys with them); answers how many. */
export async function deleteFinishedJobs(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('jobs').where('state', '=', 'done').where('finished_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many jobs are dead (the operations figure of the work plan). */
/** Jobs that failed for good, as a one-row query (the work plan joins it with its other counts). */
export function deadJobCount(db: Db) {
  return db.selectFrom('jobs').select((eb) => eb.fn.countAll<number | string>().as('dead_jobs')).where('state', '=', 'dead');
}

/** Jobs not done, by kind and state, with the oldest run-at of each (the queue's depth and age for /metrics). */
export async function jobBacklog(db: Db): Promise<{ kind: string; state: string; jobs: number; oldest: string | null }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['kind', 'state', eb.fn.countAll().as('n'), eb.fn.min('run_at').as('oldest')])
    .where('state', 'in', ['queued', 'running', 'dead'])
    .groupBy(['kind', 'state'])
    .execute();
  return rows.map((row) => ({ kind: row.kind, state: row.state, jobs: count(row.n as string | number), oldest: (row.oldest as string | null) ?? null }));
}

// Recurring jobs.

export interface ScheduleRow {
  name: string;
  next_run_at: string;
}

/**
 * Makes the schedule's row, first due at `firstRunAt`, unless it exists with the same rule; a changed rule takes
 * effect with a new next run.
 */
export async function ensureSchedule(db: Db, { name, kind, rule, firstRunAt, now }: { name: string; kind: string; rule: string; firstRunAt: string; now: string }): Promise<void> {
  await db
    .insertInto('job_schedules')
    .values({ name, kind, rule, next_run_at: firstRunAt, updated_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await db.updateTable('job_schedules').set({ kind, rule, next_run_at: firstRunAt, updated_at: now }).where('name', '=', name).where('rule', '<>', rule).execute();
}

/** The schedules of `names` whose next run has come at `now`. */
export async function dueSchedules(db: Db, names: readonly string[], now: string): Promise<ScheduleRow[]> {
  if (!names.length) return [];
  return db.selectFrom('job_schedules').select(['name', 'next_run_at']).where('name', 'in', [...names]).where('next_run_at', '<=', now).execute();
}

/**
 * Takes the schedule's run due at `due`: moves next_run_at on to `next` only while it still reads `due`, so of
 * instances trying at once exactly one succeeds. True for that one.
 */
export async function takeScheduledRun(db: Db, { name, due, next, now }: { name: string; due: string; next: string; now: string }): Promise<boolean> {
  const result = await db
    .updateTable('job_schedules')
    .set({ next_run_at: next, last_run_at: due, updated_at: now })
    .where('name', '=', name)
    .where('next_run_at', '=', due)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
