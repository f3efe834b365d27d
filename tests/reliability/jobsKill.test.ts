/**
 * kill -9 mid-job: a real server process (tests/helpers/jobProcess.ts) claims a job and is SIGKILLed while running
 * it; a server started afterwards on the same data claims it again once the dead process's lease ends (a short
 * lease here) and completes it exactly once. SQLite, and PostgreSQL in unit-pg.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exited, startMain } from '../helpers/mainProcess.ts';
import { HANGING_JOB, STARTED_FILE } from '../helpers/jobProcess.ts';
import { startServer } from '../helpers/server.ts';

const LEASE_MS = 1000;

async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a job whose instance is killed with -9', () => {
  it('is claimed again after the lease and completes exactly once', { timeout: 120_000 }, async () => {
    // The database made and the job enqueued by a server that runs no job.
    const first = await startServer({ config: { jobsWorker: false } });
    const jobId = await first.app.jobs.enqueue({ kind: HANGING_JOB, payload: { order: 17 }, key: 'kill-test' });
    const dataDir = first.dataDir;
    await first.close({ keepData: true });

    const urlFile = path.join(dataDir, 'test-database-url');
    const databaseUrl = fs.existsSync(urlFile) ? fs.readFileSync(urlFile, 'utf8') : undefined;
    const startedFile = path.join(dataDir, STARTED_FILE);
    const { child } = await startMain(
      { DATA_DIR: dataDir, JOBS_LEASE_MS: String(LEASE_MS), JOBS_POLL_MS: '50', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      'tests/helpers/jobProcess.ts',
    );
    try {
      await eventually(() => fs.existsSync(startedFile) && fs.readFileSync(startedFile, 'utf8').includes(`${jobId}\n`), 'the child to start the job');
    } finally {
      child.kill('SIGKILL');
      await exited(child);
    }

    const completions: number[] = [];
    const second = await startServer({ dataDir, config: { jobsLeaseMs: LEASE_MS, jobsPollMs: 50 } });
    try {
      const running = await second.app.db.selectFrom('jobs').selectAll().where('id', '=', Number(jobId)).executeTakeFirstOrThrow();
      // Still marked as the dead process's (unless its lease already ran out and this server took it over).
      expect(['running', 'done']).toContain(running.state);
      second.app.jobs.register<{ order: number }>(HANGING_JOB, ({ order }, job) => void completions.push(order * 1000 + job.attempt));
      const row = () => second.app.db.selectFrom('jobs').selectAll().where('id', '=', Number(jobId)).executeTakeFirstOrThrow();
      await eventually(async () => (await row()).state === 'done', 'the job to be done');
      const done = await row();
      expect(done).toMatchObject({ state: 'done', attempts: 2, locked_by: null, last_error: null });
      expect(done.finished_at).not.toBeNull();
      // Once: the second attempt, in this server.
      expect(completions).toEqual([17_002]);
      expect(fs.readFileSync(startedFile, 'utf8').trim().split('\n')).toEqual([String(jobId)]);
    } finally {
      await second.close();
    }
  });
});
