/**
 * The durable job queue (server/jobs/) over a real server's database, on SQLite and (unit-pg) PostgreSQL: an enqueue
 * inside a transaction that rolls back leaves no job, a key enqueues once, failures are retried with exponential
 * back-off and then dead, PermanentJobError is dead at once, a recurring job runs once per schedule across two
 * instances, and the admin sees and retries dead jobs. Queues made here take a movable clock and run rounds by
 * hand (runDue), so nothing waits for time to pass; the app's own worker does not claim their kinds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Db } from '../../server/db/database.ts';
import { enqueueJob, JobQueue, nextDailyAt, PermanentJobError, retryDelayMs, type JobQueueOptions } from '../../server/jobs/index.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** A clock the test moves. */
function movableClock(start = new Date('2026-03-01T00:00:00.000Z')) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms), at: () => new Date(now) };
}

const queueOver = (db: Db, clock: { now: () => Date }, options: Partial<JobQueueOptions> = {}) =>
  new JobQueue({ db, pollMs: 60_000, leaseMs: 60_000, concurrency: 8, retryBaseMs: 1000, now: clock.now, ...options });

const jobsOf = (db: Db, kind: string) => db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();

/** Polls `check` until it holds or the deadline passes. */
async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('enqueueJob', () => {
  it('inside a transaction that rolls back leaves no job; one that commits leaves one', async () => {
    const { db } = server.app;
    await expect(
      inTransaction(db, async (trx) => {
        expect(await enqueueJob(trx, { kind: 'test.rollback', payload: { n: 1 } })).toEqual(expect.any(Number));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsOf(db, 'test.rollback')).toEqual([]);
    await inTransaction(db, async (trx) => void (await enqueueJob(trx, { kind: 'test.rollback', payload: { n: 2 } })));
    const jobs = await jobsOf(db, 'test.rollback');
    expect(jobs.map((job) => JSON.parse(job.payload))).toEqual([{ n: 2 }]);
    expect(jobs[0]).toMatchObject({ state: 'queued', attempts: 0, max_attempts: 5, key: null });
  });

  it('a key enqueues once, even when the same event enqueues again at the same moment', async () => {
    const { db } = server.app;
    const first = await enqueueJob(db, { kind: 'test.key', key: 'vendor-approved:41' });
    expect(first).toEqual(expect.any(Number));
    expect(await enqueueJob(db, { kind: 'test.key', key: 'vendor-approved:41' })).toBeNull();
    const again = await Promise.all(Array.from({ length: 10 }, () => enqueueJob(db, { kind: 'test.key', key: 'vendor-approved:42' })));
    expect(again.filter((id) => id !== null)).toHaveLength(1);
    expect((await jobsOf(db, 'test.key')).map((job) => job.key)).toEqual(['vendor-approved:41', 'vendor-approved:42']);
  });
});

describe('running jobs', () => {
  it('runs a due job once with its payload and marks it done; a later one waits for its time', async () => {
    const clock = movableClock();
    const queue = queueOver(server.app.db, clock);
    const seen: unknown[] = [];
    queue.register<{ to: string }>('test.hello', (payload, job) => void seen.push({ payload, attempt: job.attempt }));
    await queue.enqueue({ kind: 'test.hello', payload: { to: 'now' } });
    await queue.enqueue({ kind: 'test.hello', payload: { to: 'later' }, runAt: new Date(clock.at().getTime() + 5000) });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    clock.advance(5000);
    expect(await queue.runDue()).toBe(1);
    expect(seen).toEqual([
      { payload: { to: 'now' }, attempt: 1 },
      { payload: { to: 'later' }, attempt: 1 },
    ]);
    const jobs = await jobsOf(server.app.db, 'test.hello');
    expect(jobs.map((job) => job.state)).toEqual(['done', 'done']);
    expect(jobs.every((job) => job.locked_by === null && job.finished_at !== null)).toBe(true);
  });

  it('retries a failing job with exponential back-off, then it is dead with the last error', async () => {
    const clock = movableClock();
    const queue = queueOver(server.app.db, clock, { retryBaseMs: 1000 });
    let calls = 0;
    queue.register('test.flaky', () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    });
    const id = await queue.enqueue({ kind: 'test.flaky', maxAttempts: 3 });
    const row = async () => (await jobsOf(server.app.db, 'test.flaky')).find((job) => job.id === id);
    const start = clock.at().getTime();

    expect(await queue.runDue()).toBe(1);
    expect(await row()).toMatchObject({ state: 'queued', attempts: 1, last_error: 'failure 1', run_at: new Date(start + 1000).toISOString(), locked_by: null });
    clock.advance(999);
    expect(await queue.runDue()).toBe(0);
    clock.advance(1);
    expect(await queue.runDue()).toBe(1);
    // Twice the wait after the second failure.
    expect(await row()).toMatchObject({ state: 'queued', attempts: 2, last_error: 'failure 2', run_at: new Date(start + 1000 + 2000).toISOString() });
    clock.advance(1999);
    expect(await queue.runDue()).toBe(0);
    clock.advance(1);
    expect(await queue.runDue()).toBe(1);
    expect(await row()).toMatchObject({ state: 'dead', attempts: 3, last_error: 'failure 3', finished_at: clock.at().toISOString() });
    clock.advance(3_600_000);
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect([1, 2, 3, 20].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 3_600_000]);
  });

  it('PermanentJobError makes the job dead at once, whatever attempts are left', async () => {
    const clock = movableClock();
    const queue = queueOver(server.app.db, clock);
    let calls = 0;
    queue.register('test.permanent', () => {
      calls += 1;
      throw new PermanentJobError('the vendor is gone');
    });
    await queue.enqueue({ kind: 'test.permanent', maxAttempts: 5 });
    expect(await queue.runDue()).toBe(1);
    clock.advance(86_400_000);
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(1);
    expect(await jobsOf(server.app.db, 'test.permanent')).toMatchObject([{ state: 'dead', attempts: 1, last_error: 'the vendor is gone' }]);
  });

  it('a running job whose lease ended is claimed again by another worker; the first one\'s late end is not written', async () => {
    const clock = movableClock();
    // A lease of a day: the first worker's renewal (every third of it, on the real clock) never comes in the test.
    const lease = 86_400_000;
    const first = queueOver(server.app.db, clock, { leaseMs: lease });
    const second = queueOver(server.app.db, clock, { leaseMs: lease });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    first.register('test.lease', async () => {
      runs.push('first');
      await held;
      throw new Error('too late');
    });
    second.register('test.lease', () => void runs.push('second'));
    await first.enqueue({ kind: 'test.lease' });
    const firstRound = first.runDue();
    await eventually(() => runs.length === 1, 'the first worker to start the job');
    expect(await second.runDue()).toBe(0);
    clock.advance(lease);
    expect(await second.runDue()).toBe(1);
    release();
    await firstRound;
    expect(runs).toEqual(['first', 'second']);
    expect(await jobsOf(server.app.db, 'test.lease')).toMatchObject([{ state: 'done', attempts: 2, last_error: null }]);
  });
});

describe('recurring jobs', () => {
  it('the next daily time is in Asia/Kolkata (UTC+05:30)', () => {
    expect(nextDailyAt('03:00', new Date('2026-03-01T00:00:00.000Z')).toISOString()).toBe('2026-03-01T21:30:00.000Z');
    expect(nextDailyAt('03:00', new Date('2026-03-01T21:30:00.000Z')).toISOString()).toBe('2026-03-02T21:30:00.000Z');
    expect(nextDailyAt('23:45', new Date('2026-03-01T18:00:00.000Z')).toISOString()).toBe('2026-03-01T18:15:00.000Z');
  });

  describe('with two instances over one database', () => {
    let other: TestServer;
    beforeAll(async () => {
      other = await startServer({ dataDir: server.dataDir });
    });
    afterAll(async () => {
      await other.close({ keepData: true });
    });

    it('each run of an interval schedule is taken by exactly one instance', async () => {
      const clock = movableClock();
      const runs: string[] = [];
      const queues = [server, other].map((s, i) => {
        const queue = queueOver(s.app.db, clock);
        queue.register<{ due: string }>('test.every-minute', ({ due }) => void runs.push(`${i}:${due}`));
        queue.schedule('test.every-minute', { everyMs: 60_000 });
        return queue;
      });
      const dues: string[] = [];
      // The first run comes one interval after the schedule is made.
      await Promise.all(queues.map((queue) => queue.runDue()));
      expect(runs).toEqual([]);
      for (let minute = 0; minute < 5; minute++) {
        clock.advance(60_000);
        dues.push(clock.at().toISOString());
        // Both instances at once, three times: only the first round of one of them finds the run due.
        for (let round = 0; round < 3; round++) await Promise.all(queues.map((queue) => queue.runDue()));
      }
      expect(runs.map((run) => run.slice(2)).sort()).toEqual(dues);
      const keys = (await jobsOf(server.app.db, 'test.every-minute')).map((job) => job.key);
      expect(keys).toEqual(dues.map((due) => `test.every-minute@${due}`));
    });

    it('a daily schedule runs once a day at its time, on one instance', async () => {
      const clock = movableClock(new Date('2026-03-01T00:00:00.000Z'));
      const runs: string[] = [];
      const queues = [server, other].map((s) => {
        const queue = queueOver(s.app.db, clock);
        queue.register<{ due: string }>('test.daily', ({ due }) => void runs.push(due));
        queue.schedule('test.daily', { dailyAt: '03:00' });
        return queue;
      });
      for (let hour = 0; hour < 72; hour++) {
        await Promise.all(queues.map((queue) => queue.runDue()));
        clock.advance(3_600_000);
      }
      expect(runs.sort()).toEqual(['2026-03-01T21:30:00.000Z', '2026-03-02T21:30:00.000Z', '2026-03-03T21:30:00.000Z']);
    });

    it('the apps\' own workers: a recurring job registered on both runs once per due time', async () => {
      const runs: string[] = [];
      for (const s of [server, other]) {
        s.app.jobs.register<{ due: string }>('test.app-every', ({ due }) => void runs.push(due));
        s.app.jobs.schedule('test.app-every', { everyMs: 100 });
      }
      await eventually(() => runs.length >= 3, 'three runs of the schedule');
      expect(new Set(runs).size).toBe(runs.length);
    });
  });
});

describe('the app\'s worker', () => {
  it('runs a job enqueued through app.jobs without waiting for a poll', async () => {
    const slow = await startServer({ config: { jobsPollMs: 600_000 } });
    try {
      const done: number[] = [];
      slow.app.jobs.register<{ n: number }>('test.wake', ({ n }) => void done.push(n));
      await slow.app.jobs.enqueue({ kind: 'test.wake', payload: { n: 7 } });
      await eventually(() => done.length === 1, 'the enqueued job to run');
      expect(done).toEqual([7]);
    } finally {
      await slow.close();
    }
  });

  it('close waits for the jobs it runs', async () => {
    const s = await startServer();
    let finished = false;
    let started = false;
    s.app.jobs.register('test.closing', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    await s.app.jobs.enqueue({ kind: 'test.closing' });
    await eventually(() => started, 'the job to start');
    const rows = s.app.db;
    const kept = await jobsOf(rows, 'test.closing');
    expect(kept).toMatchObject([{ state: 'running' }]);
    const dataDir = s.dataDir;
    await s.close({ keepData: true });
    expect(finished).toBe(true);
    const again = await startServer({ dataDir, config: { jobsWorker: false } });
    try {
      expect(await jobsOf(again.app.db, 'test.closing')).toMatchObject([{ state: 'done', attempts: 1 }]);
    } finally {
      await again.close();
    }
  });
});

describe('GET /api/admin/jobs and POST /api/admin/jobs/{id}/retry', () => {
  it('lists jobs by state and kind, paged; the work plan counts the dead; the owner queues a dead job again; a viewer reads but may not retry', async () => {
    const { db } = server.app;
    const cookie = await server.login();
    // From the real time: the retry queues the job at the server's now.
    const clock = movableClock(new Date());
    const queue = queueOver(db, clock);
    queue.register('test.admin-dead', () => {
      throw new PermanentJobError('no such vendor');
    });
    const deadId = await queue.enqueue({ kind: 'test.admin-dead', payload: { vendor: 9 } });
    await queue.enqueue({ kind: 'test.admin-waiting', payload: { n: 1 }, runAt: new Date('2099-01-01T00:00:00.000Z') });
    await queue.runDue();

    const list = await server.app.inject({ method: 'GET', url: `/api/admin/jobs?filter=${encodeURIComponent(JSON.stringify({ state: 'dead', kind: 'test.admin-dead' }))}`, headers: { cookie } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject([{ id: deadId, state: 'dead', payload: { vendor: 9 }, last_error: 'no such vendor', attempts: 1 }]);
    expect(list.headers['content-range']).toBe('jobs 0-0/1');
    const page = await server.app.inject({ method: 'GET', url: '/api/admin/jobs?range=[0,0]', headers: { cookie } });
    expect(page.json()).toHaveLength(1);
    expect(String(page.headers['content-range'])).toMatch(/^jobs 0-0\/\d+$/);
    const badState = await server.app.inject({ method: 'GET', url: `/api/admin/jobs?filter=${encodeURIComponent('{"state":"lost"}')}`, headers: { cookie } });
    expect(badState.statusCode).toBe(400);

    const viewer = { email: 'viewer@jobs.test', name: 'Viewer', role: 'viewer', password: 'a-long-password' };
    expect((await server.app.inject({ method: 'POST', url: '/api/admins', payload: viewer, headers: { cookie } })).statusCode).toBe(201);
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: viewer.email, password: viewer.password } });
    const viewerCookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: viewerCookie } })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: `/api/admin/jobs/${deadId}/retry`, headers: { cookie: viewerCookie } })).statusCode).toBe(403);

    const deadCount = async () => (await db.selectFrom('jobs').select('id').where('state', '=', 'dead').execute()).length;
    const workPlan = async () => (await server.app.inject({ method: 'GET', url: '/api/admin/dashboard/workplan', headers: { cookie } })).json().deadJobs;
    const deadBefore = await deadCount();
    expect(deadBefore).toBeGreaterThan(0);
    expect(await workPlan()).toBe(deadBefore);

    const retried = await server.app.inject({ method: 'POST', url: `/api/admin/jobs/${deadId}/retry`, headers: { cookie } });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: deadId, state: 'queued', attempts: 0, finished_at: null });
    expect(await workPlan()).toBe(deadBefore - 1);
    expect((await server.app.inject({ method: 'POST', url: `/api/admin/jobs/${deadId}/retry`, headers: { cookie } })).statusCode).toBe(409);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/jobs/999999/retry', headers: { cookie } })).statusCode).toBe(404);
    clock.advance(3_600_000);
    expect(await queue.runDue()).toBe(1);
    expect(await jobsOf(db, 'test.admin-dead')).toMatchObject([{ state: 'dead', attempts: 1 }]);
  });
});
