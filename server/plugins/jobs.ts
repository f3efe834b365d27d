/**
 * The job queue (`app.jobs`, server/jobs/): handlers register per kind, recurring jobs by name, enqueues wake the
 * worker at once. The worker starts polling once the app is ready (unless JOBS_WORKER=false) and stops before the
 * database closes, waiting for the jobs it runs.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Register handlers, schedule recurring jobs, enqueue (server/jobs/queue.ts). */
    jobs: JobQueue;
  }
}

async function jobs(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const queue = new JobQueue({
    db: app.db,
    pollMs: config.jobsPollMs,
    leaseMs: config.jobsLeaseMs,
    concurrency: config.jobsConcurrency,
    retryBaseMs: config.jobsRetryBaseMs,
    onError: (error, message) => app.log.warn({ err: error }, message),
  });
  queue.pruneDoneJobs();
  app.decorate('jobs', queue);
  if (config.jobsWorker) app.addHook('onReady', async () => queue.start());
  // Before the onClose hooks: the database is still open while running jobs finish.
  app.addHook('preClose', async () => queue.stop());
}

export const jobsPlugin = fp(jobs, { name: 'jobs', fastify: '5.x', dependencies: ['database'] });
