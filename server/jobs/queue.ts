/**
 * The job queue of one instance (`app.jobs`, server/plugins/jobs.ts): handlers registered per kind, recurring
 * jobs, and the worker that claims due jobs from the database and runs them.
 *
 * Why hand-written: pg-boss and graphile-worker are PostgreSQL-only, and the product runs on SQLite by default with
 * PostgreSQL as the other engine; one queue must behave the same on both (docs/architecture.md "Background work").
 * What it needs of the database is small: a conditional UPDATE … RETURNING to claim (server/repositories/jobs.ts;
 * PostgreSQL adds FOR UPDATE SKIP LOCKED), a unique key to enqueue once, and a lease to survive a kill -9.
 *
 * Delivery is at least once: a job runs again when its instance died mid-run (after the lease ends) or when its
 * end could not be written; a handler must therefore be safe to repeat (check what it changes, or write with a
 * key). While a handler runs its lease is renewed every third of the lease, so a long run keeps its job.
 */
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { claimJobs, deleteFinishedJobs, dueSchedules, ensureSchedule, extendLease, finishJob, takeScheduledRun, type Claim, type JobRow } from '../repositories/jobs.ts';
import { retryDelayMs } from './backoff.ts';
import { enqueueJob, type NewJob } from './enqueue.ts';
import { PermanentJobError, RetryJobAt } from './errors.ts';
import { checkRule, firstRun, nextRun, ruleText, type ScheduleRule } from './scheduleRules.ts';

/** What a handler is told besides the payload. */
export interface JobContext {
  id: number;
  kind: string;
  key: string | null;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

// The payload is the JSON the enqueue gave; a handler says what it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobHandler<P = any> = (payload: P, job: JobContext) => Promise<void> | void;

export interface JobQueueOptions {
  db: Db;
  /** How often the worker looks for due jobs and schedules (an enqueue in this instance wakes it at once). */
  pollMs: number;
  /** How long a claim holds a job without renewal; a job whose instance died is claimed again after it. */
  leaseMs: number;
  /** Jobs this instance runs at once. */
  concurrency: number;
  /** The wait after a first failure; doubled after each further one (backoff.ts). */
  retryBaseMs: number;
  /** Days done jobs are kept (then pruned daily; their keys with them). */
  keepDays?: number;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** This instance's name in locked_by (default: host, process and a random part). */
  workerId?: string;
  /** Told about what failed without failing anything (a handler's error, the database out of reach). */
  onError?: (error: unknown, message: string) => void;
  /** Told about each failed attempt of a job: its kind, and whether it is dead (no attempt left) or will be retried. */
  onJobFailed?: (kind: string, dead: boolean) => void;
}

export interface ScheduleOptions {
  payload?: unknown;
  maxAttempts?: number;
}

/** The daily pruning of done jobs (JobQueue.pruneDoneJobs). */
export const PRUNE_JOBS = 'jobs.prune';

const iso = (date: Date) => date.toISOString();
const errorText = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error)).slice(0, 2000);

export class JobQueue {
  readonly workerId: string;
  private readonly db: Db;
  private readonly options: Required<Omit<JobQueueOptions, 'db' | 'workerId' | 'onError' | 'onJobFailed' | 'now'>>;
  private readonly now: () => Date;
  private readonly onError: (error: unknown, message: string) => void;
  private readonly onJobFailed: (kind: string, dead: boolean) => void;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules = new Map<string, { rule: ScheduleRule; options: ScheduleOptions; ensured: boolean }>();
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private again = false;

  constructor({ db, workerId, onError, onJobFailed, now, ...options }: JobQueueOptions) {
    this.db = db;
    this.options = { keepDays: 7, ...options };
    this.now = now ?? (() => new Date());
    this.onError = onError ?? (() => {});
    this.onJobFailed = onJobFailed ?? (() => {});
    this.workerId = workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  /**
   * The recurring job PRUNE_JOBS: daily, the done jobs older than `keepDays` go (their keys with them: an event is
   * remembered that long). The app's queue has it (server/plugins/jobs.ts).
   */
  pruneDoneJobs(): void {
    this.register(PRUNE_JOBS, async () => {
      await deleteFinishedJobs(this.db, iso(new Date(this.now().getTime() - this.options.keepDays * 86_400_000)));
    });
    this.schedule(PRUNE_JOBS, { dailyAt: '04:00' }, { maxAttempts: 1 });
  }

  /** The handler of `kind`; this instance claims only jobs of kinds it has a handler for. */
  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is registered already`);
    this.handlers.set(kind, handler as JobHandler);
    this.wake();
  }

  /**
   * A recurring job: each due run is taken by exactly one instance (a conditional update of next_run_at) and
   * enqueued as a job of kind `name` with the key `name@<due time>` and the payload `{ due }` unless given.
   * Register the handler under `name` too.
   */
  schedule(name: string, rule: ScheduleRule, options: ScheduleOptions = {}): void {
    if (this.schedules.has(name)) throw new Error(`A schedule named "${name}" exists already`);
    this.schedules.set(name, { rule: checkRule(rule), options, ensured: false });
    this.wake();
  }

  /**
   * enqueueJob (enqueue.ts) in `db` (default the database; a transaction makes the job part of it), then wakes this
   * instance's worker. Inside a transaction the job is visible after the commit: call wake() then, or the next
   * poll finds it.
   */
  async enqueue<P>(job: NewJob<P>, db: Db = this.db): Promise<number | null> {
    const id = await enqueueJob(db, job, this.now());
    if (!db.isTransaction) this.wake();
    return id;
  }

  /** Starts polling (server/plugins/jobs.ts calls it once the app is ready). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.wake();
  }

  /** Stops polling and waits for running jobs, at most one lease (after it another instance may take them anyway). */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.polling;
    let timer: NodeJS.Timeout | undefined;
    const leaseEnd = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.options.leaseMs)));
    await Promise.race([Promise.allSettled([...this.running]), leaseEnd]);
    clearTimeout(timer);
  }

  /** Looks for due work now rather than at the next poll. */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.poll(), 0);
    this.timer.unref();
  }

  /**
   * One round without the poller, for tests with a moved clock: enqueues the due schedules' runs, claims what is
   * due and runs it to its end. Answers how many jobs it ran.
   */
  async runDue(): Promise<number> {
    const runs = await this.round();
    await Promise.allSettled(runs);
    return runs.length;
  }

  /** The kinds this instance runs. */
  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  private poll(): void {
    this.timer = undefined;
    if (this.stopping) return;
    this.polling = (async () => {
      do {
        this.again = false;
        try {
          // The runs go on by themselves; each wakes the worker when it ends.
          void (await this.round());
        } catch (error) {
          this.onError(error, 'The job worker could not reach the queue; it tries again at the next poll');
        }
      } while (this.again && !this.stopping);
    })().finally(() => {
      this.polling = undefined;
      if (this.stopping) return;
      this.timer = setTimeout(() => this.poll(), this.options.pollMs);
      this.timer.unref();
    });
  }

  /** Enqueues the due schedules' runs, then claims due jobs up to the free capacity and starts them. */
  private async round(): Promise<Promise<void>[]> {
    await this.enqueueDueRuns();
    const free = this.options.concurrency - this.running.size;
    if (free <= 0) return [];
    const now = this.now();
    const claimed = await claimJobs(this.db, {
      kinds: this.kinds,
      worker: this.workerId,
      now: iso(now),
      lockedUntil: iso(new Date(now.getTime() + this.options.leaseMs)),
      limit: free,
    });
    return claimed.map((row) => {
      const run = this.run(row).finally(() => {
        this.running.delete(run);
        this.wake();
      });
      this.running.add(run);
      return run;
    });
  }

  private async enqueueDueRuns(): Promise<void> {
    const now = this.now();
    for (const [name, schedule] of this.schedules) {
      if (schedule.ensured) continue;
      await ensureSchedule(this.db, { name, kind: name, rule: ruleText(schedule.rule), firstRunAt: iso(firstRun(schedule.rule, now)), now: iso(now) });
      schedule.ensured = true;
    }
    for (const row of await dueSchedules(this.db, [...this.schedules.keys()], iso(now))) {
      const schedule = this.schedules.get(row.name);
      if (!schedule) continue;
      const due = row.next_run_at;
      // The run is enqueued first under its key, then the schedule moves on only where it still reads `due`: an
      // instance that dies between the two leaves the run enqueued and the schedule due, and whoever finds it due
      // next enqueues nothing new (the key) and moves it on. Two single statements, no transaction: on SQLite an
      // instance in the same process (tests) would wait on this one's open transaction without letting it end.
      await enqueueJob(this.db, { kind: row.name, payload: schedule.options.payload ?? { due }, key: `${row.name}@${due}`, maxAttempts: schedule.options.maxAttempts }, now);
      await takeScheduledRun(this.db, { name: row.name, due, next: iso(nextRun(schedule.rule, new Date(due), now)), now: iso(now) });
    }
  }

  /** Runs one claimed job and writes how it ended; a lost claim (lease ended, another took it) writes nothing. */
  private async run(row: JobRow): Promise<void> {
    const claim: Claim = { id: row.id, worker: this.workerId, attempts: row.attempts };
    const renew = setInterval(() => {
      extendLease(this.db, claim, iso(new Date(this.now().getTime() + this.options.leaseMs))).catch((error: unknown) =>
        this.onError(error, `Job ${row.id} (${row.kind}): its lease could not be renewed`),
      );
    }, Math.max(10, Math.floor(this.options.leaseMs / 3)));
    renew.unref();
    let end: Parameters<typeof finishJob>[2];
    try {
      const handler = this.handlers.get(row.kind);
      if (!handler) throw new Error(`No handler for job kind "${row.kind}"`);
      // Claimed again after its instance died on its last attempt: no attempt is left.
      if (row.attempts > row.max_attempts) throw new PermanentJobError(`Its instance stopped during its last attempt${row.last_error ? `; before: ${row.last_error}` : ''}`);
      await handler(JSON.parse(row.payload) as unknown, { id: row.id, kind: row.kind, key: row.key, attempt: row.attempts, maxAttempts: row.max_attempts });
      end = { state: 'done', now: iso(this.now()) };
    } catch (error) {
      const message = errorText(error);
      const dead = error instanceof PermanentJobError || row.attempts >= row.max_attempts;
      this.onJobFailed(row.kind, dead);
      this.onError(error, `Job ${row.id} (${row.kind}) failed on attempt ${row.attempts} of ${row.max_attempts}${dead ? '; it is dead' : '; it will be retried'}`);
      const now = this.now();
      const retryAt = error instanceof RetryJobAt ? error.retryAt : new Date(now.getTime() + retryDelayMs(row.attempts, this.options.retryBaseMs));
      end = dead ? { state: 'dead', now: iso(now), error: message } : { state: 'queued', retryAt: iso(retryAt), error: message };
    } finally {
      clearInterval(renew);
    }
    try {
      await finishJob(this.db, claim, end);
    } catch (error) {
      this.onError(error, `Job ${row.id} (${row.kind}): its end could not be written; it runs again after its lease`);
    }
  }
}
