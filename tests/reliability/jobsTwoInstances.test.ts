/**
 * Two instances over one database share the job queue: 1,000 jobs enqueued in one transaction are each run exactly
 * once, none lost, whichever instance claims them (SQLite: two connections to one file; unit-pg: two pools on one
 * PostgreSQL database, claiming with FOR UPDATE SKIP LOCKED).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/db/database.ts';
import { enqueueJob } from '../../server/jobs/index.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

const JOBS = 1000;
const FAST = { jobsPollMs: 20, jobsConcurrency: 8 };

async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two instances over one job queue', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer({ config: FAST });
    b = await startServer({ dataDir: a.dataDir, config: FAST });
  });
  afterAll(async () => {
    await b.close({ keepData: true });
    await a.close();
  });

  it(`runs each of ${JOBS} jobs exactly once`, { timeout: 180_000 }, async () => {
    /** Runs per job id, and which instance ran each. */
    const runs = new Map<number, string[]>();
    for (const [name, server] of [['a', a], ['b', b]] as const) {
      server.app.jobs.register<{ n: number }>('test.bulk', async (_payload, job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
        // Give the other instance a turn between runs.
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    const ids = await inTransaction(a.app.db, async (trx) => {
      const made: number[] = [];
      for (let n = 0; n < JOBS; n++) made.push(Number(await enqueueJob(trx, { kind: 'test.bulk', payload: { n }, key: `bulk:${n}` })));
      return made;
    });
    a.app.jobs.wake();
    b.app.jobs.wake();
    const done = async () => {
      const row = await a.app.db.selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'test.bulk').where('state', '=', 'done').executeTakeFirstOrThrow();
      return Number(row.n) === JOBS;
    };
    await eventually(done, `all ${JOBS} jobs to be done`);
    expect(runs.size).toBe(JOBS);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    const twice = [...runs].filter(([, by]) => by.length !== 1);
    expect(twice).toEqual([]);
    const rows = await a.app.db.selectFrom('jobs').select(['attempts', 'state']).where('kind', '=', 'test.bulk').execute();
    expect(rows.every((row) => row.attempts === 1 && row.state === 'done')).toBe(true);
    const byA = [...runs.values()].filter((by) => by[0] === 'a').length;
    // Both took part: the claims really competed.
    expect(byA, `${byA} of ${JOBS} run by instance a`).toBeGreaterThan(0);
    expect(JOBS - byA, `${JOBS - byA} of ${JOBS} run by instance b`).toBeGreaterThan(0);
  });
});
