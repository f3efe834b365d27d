/**
 * The job queue (`app.jobs`, server/jobs/): handlers register per kind, recurring jobs by name, enqueues wake the
 * worker at once. The worker starts polling once the app is ready (unless JOBS_WORKER=false) and stops before the
 * database closes, waiting for the jobs it runs.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from '../jobs/queue.ts';
import { jobBacklog } from '../repositories/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Register handlers, schedule recurring jobs, enqueue (server/jobs/queue.ts). */
    jobs: JobQueue;
  }
}

async function jobs(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const failures = app.metrics.counter({
    name: 'job_failures_total',
    help: 'Failed job attempts by kind and outcome (retried: it runs again later; dead: no attempt left)',
    labelNames: ['kind', 'outcome'],
  });
  const queue = new JobQueue({
    db: app.db,
    pollMs: config.jobsPollMs,
    leaseMs: config.jobsLeaseMs,
    concurrency: config.jobsConcurrency,
    retryBaseMs: config.jobsRetryBaseMs,
    // The app's clock (AppOptions.clock): a test moves it to make retries and schedules due without waiting.
    now: () => new Date(app.clock()),
    onError: (error, message) => app.log.warn({ err: error }, message),
    onJobFailed: (kind, dead) => failures.inc({ kind, outcome: dead ? 'dead' : 'retried' }),
  });
  queue.pruneDoneJobs();
  app.decorate('jobs', queue);
  observeBacklog(app);
  if (config.jobsWorker) app.addHook('onReady', async () => queue.start());
  // Before the onClose hooks: the database is still open while running jobs finish.
  app.addHook('preClose', async () => queue.stop());
}

/** The queue's depth and age per kind and state, read from the database at each scrape (so every instance agrees). */
function observeBacklog(app: FastifyInstance): void {
  let backlog: Awaited<ReturnType<typeof jobBacklog>> = [];
  // One read per scrape for both gauges: the first collect reads, the second uses what it read.
  let read: Promise<void> | null = null;
  const refresh = () =>
    (read ??= jobBacklog(app.db)
      .then((rows) => void (backlog = rows))
      .catch((error: unknown) => app.log.warn({ err: error }, 'Metrics: the job backlog could not be read'))
      .finally(() => setImmediate(() => (read = null))));
  app.metrics.gauge({
    name: 'jobs',
    help: 'Jobs not done, by kind and state (queued, running, dead)',
    labelNames: ['kind', 'state'],
    async collect() {
      await refresh();
      this.reset();
      for (const row of backlog) this.set({ kind: row.kind, state: row.state }, row.jobs);
    },
  });
  app.metrics.gauge({
    name: 'jobs_oldest_age_seconds',
    help: 'Age of the oldest queued job by kind (how far behind the queue runs)',
    labelNames: ['kind'],
    async collect() {
      await refresh();
      this.reset();
      const now = Date.now();
      for (const row of backlog) if (row.state === 'queued' && row.oldest) this.set({ kind: row.kind }, Math.max(0, (now - Date.parse(row.oldest)) / 1000));
    },
  });
}

export const jobsPlugin = fp(jobs, { name: 'jobs', fastify: '5.x', dependencies: ['database', 'metrics'] });
