/**
 * Two instances over one database with a burst of 1,000 events (buyer enquiries through the event function, half
 * produced on each instance while both deliver): 1,000 deliveries at the receivers (local stand-ins for Meta's Graph
 * API and an SMS gateway), each message's key once, none missing, and no provider request repeated: the two workers
 * never ran one message's delivery twice. Always on PostgreSQL (several instances need it, docs/scaling.md; claims
 * with FOR UPDATE SKIP LOCKED): the test makes its own database, so unit-pg leaves it out (vitest.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedKeys, queueEnquiryBurst, startBurstReceivers, type BurstReceivers } from '../helpers/deliveryBurst.ts';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

const EVENTS = 1000;

async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two instances delivering one burst', () => {
  let receivers: BurstReceivers;
  let a: TestServer;
  let b: TestServer;
  let databaseUrl = '';
  beforeAll(async () => {
    receivers = await startBurstReceivers();
    databaseUrl = await freshDatabaseUrl();
    const config = { jobsPollMs: 20, jobsConcurrency: 8, delivery: receivers.config };
    a = await startServer({ config, env: { DATABASE_URL: databaseUrl } });
    b = await startServer({ dataDir: a.dataDir, config, env: { DATABASE_URL: databaseUrl } });
  });
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
    await receivers?.close();
  });

  it(`delivers ${EVENTS} events' messages once each`, { timeout: 180_000 }, async () => {
    const started = Date.now();
    const [onA, onB] = await Promise.all([
      queueEnquiryBurst(a.app.db, a.app.messageNotifier, EVENTS / 2, 0, 4),
      queueEnquiryBurst(b.app.db, b.app.messageNotifier, EVENTS / 2, EVENTS / 2, 4),
    ]);
    const queued = Date.now();
    const channels = new Map([...onA, ...onB]);
    expect(channels.size).toBe(EVENTS);
    await eventually(() => receivers.delivered().length >= EVENTS, `${EVENTS} deliveries`);
    const done = async () => {
      const row = await a.app.db.selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'message.deliver').where('state', '=', 'done').executeTakeFirstOrThrow();
      return Number(row.n) === EVENTS;
    };
    await eventually(done, `all ${EVENTS} delivery jobs done`);
    console.info(`two instances: ${EVENTS} events queued in ${queued - started} ms, all delivered ${Date.now() - started} ms after the first`);
    expect(receivers.delivered().sort()).toEqual(expectedKeys(channels));
    // Not even a repeated request: the providers' deduplication was never needed.
    expect(receivers.replays()).toBe(0);
    expect(receivers.graph.problems.concat(receivers.sms.problems)).toEqual([]);
    const unsent = await a.app.db.selectFrom('vendor_messages').select('id').where('topic', '=', 'buyer_enquiry').where('status', '!=', 'sent').execute();
    expect(unsent).toEqual([]);
    const runs = await a.app.db.selectFrom('jobs').select('attempts').where('kind', '=', 'message.deliver').execute();
    expect(runs.filter((job) => job.attempts !== 1)).toEqual([]);
  });
});
