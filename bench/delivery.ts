/**
 * Delivery of automatic messages (`npx tsx bench/delivery.ts`), on SQLite and on PostgreSQL:
 * - decisions: approvals through the real route (POST /api/reviews/{id}/decision, in process) on a server with
 *   channels and one without, taken in turns so both see the same machine; the enqueue (the message and its
 *   delivery job, written inside the decision's transaction with the decision's audit entry) timed on its own. Budgets: enqueue p99 <= 5 ms, the
 *   decision's median with the enqueue within 10 % of the one without.
 * - drain: 10,000 queued messages (the approvals above plus buyer enquiries' messages, half to numbers that agreed
 *   to WhatsApp, half by SMS) delivered by the product in its own process (server/main.ts) against local stand-ins
 *   for Meta's Graph API and an SMS gateway: messages per second; the bench fails unless the receivers hold each
 *   message's key once (none missing, none twice).
 *   BENCH_DELIVERY_MESSAGES (default 10000), BENCH_DELIVERY_DECISIONS (default 300), BENCH_ENGINES=sqlite (or
 *   postgres) one engine.
 * Last figures: docs/performance.md "Delivery: the enqueue's own time".
 */
import type { Db } from '../server/db/database.ts';
import { inTransaction } from '../server/db/database.ts';
import { queueNotice } from '../server/delivery/notices.ts';
import { saveOptIn } from '../server/repositories/messages.ts';
import { burstPhone, expectedKeys, startBurstReceivers, type BurstReceivers } from '../tests/helpers/deliveryBurst.ts';
import { startMain, stopMain } from '../tests/helpers/mainProcess.ts';
import { startServer, type TestServer } from '../tests/helpers/server.ts';
import { createVendor } from '../tests/server/vendorFixtures.ts';
import { benchDatabase } from './lib/postgres.ts';
import { runBench, type Report } from './lib/report.ts';
import { median } from './lib/stats.ts';

const wholeNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 10) throw new Error(`${name}: a whole number of at least 10`);
  return n;
};
const MESSAGES = wholeNumber('BENCH_DELIVERY_MESSAGES', 10_000);
const DECISIONS = wholeNumber('BENCH_DELIVERY_DECISIONS', 300);
const WARM_UP = 20;
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
if (ENGINES.length === 0 || ENGINES.some((name) => name !== 'sqlite' && name !== 'postgres')) throw new Error('BENCH_ENGINES: sqlite, postgres or both, comma-separated');

const BUDGET_ENQUEUE_P99_MS = 5;
const BUDGET_DECISION_RATIO = 1.1;

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.99) - 1)] ?? 0;

async function serverOn(report: Report, engine: string, name: string, delivery?: BurstReceivers['config']): Promise<TestServer> {
  const databaseUrl = engine === 'postgres' ? await benchDatabase(report, name) : undefined;
  const server = await startServer({
    checkResponses: false,
    config: { jobsWorker: false, ...(delivery ? { delivery } : {}) },
    ...(databaseUrl ? { env: { DATABASE_URL: databaseUrl } } : {}),
  });
  report.onCleanup(() => server.close({ keepData: false }));
  return server;
}

/** Vendors waiting for a decision; with `optIn`, every other number agreed to WhatsApp. */
async function pendingVendors(server: TestServer, count: number, optIn: boolean): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const vendor = await createVendor(server, 'hotel', { poster: 'poster.png', name: `Bench Mess ${n}` });
    if (optIn && n % 2 === 0) await saveOptIn(server.app.db, `91${vendor.phoneNumber}`, true, 'bench', null);
    ids.push(vendor.userId);
  }
  return ids;
}

async function decide(server: TestServer, cookie: string, userId: number): Promise<number> {
  const started = performance.now();
  const answer = await server.app.inject({ method: 'POST', url: `/api/reviews/${userId}/decision`, headers: { cookie }, payload: { action: 'approve' } });
  const elapsed = performance.now() - started;
  if (answer.statusCode !== 200) throw new Error(`decision on ${userId}: ${answer.statusCode} ${answer.body}`);
  return elapsed;
}

/** Buyer enquiries' messages up to `total` in the outbox, 100 to a transaction (the enqueue is what the decisions timed). */
async function fillOutbox(db: Db, from: number, total: number): Promise<void> {
  for (let n = from; n < total; n += 100) {
    await inTransaction(db, async (trx) => {
      for (let i = n; i < Math.min(n + 100, total); i++) {
        if (i % 2 === 0) await saveOptIn(trx, `91${burstPhone(i)}`, true, 'bench', null);
        await queueNotice(trx, { type: 'buyer_enquiry', to: { recipient: 'buyer', phone: `91${burstPhone(i)}`, email: null, language: i % 3 ? 'en' : 'ta' }, params: { name: `Buyer ${i}` } });
      }
    });
  }
}

async function measure(report: Report, engine: string): Promise<void> {
  const label = engine === 'postgres' ? 'PostgreSQL: ' : 'SQLite: ';
  const receivers = await startBurstReceivers();
  report.onCleanup(() => receivers.close());
  const withChannels = await serverOn(report, engine, 'delivery_with', receivers.config);
  const without = await serverOn(report, engine, 'delivery_without');
  const [cookieWith, cookieWithout] = await Promise.all([withChannels.login(), without.login()]);
  const [vendorsWith, vendorsWithout] = [await pendingVendors(withChannels, DECISIONS, true), await pendingVendors(without, DECISIONS, false)];

  // The enqueue inside each decision's transaction, timed around the notifier the route calls.
  const enqueued: number[] = [];
  const notifier = withChannels.app.decisionNotifier;
  if (!notifier) throw new Error('no decision notifier where channels are configured');
  withChannels.app.decisionNotifier = {
    async queue(trx, decision) {
      const started = performance.now();
      await notifier.queue(trx, decision);
      enqueued.push(performance.now() - started);
    },
    committed: notifier.committed,
  };
  const timedWith: number[] = [];
  const timedWithout: number[] = [];
  for (let i = 0; i < DECISIONS; i++) {
    // In turns, which goes first swapped every time: both servers see the same machine.
    let withMs: number;
    let withoutMs: number;
    if (i % 2 === 0) {
      withMs = await decide(withChannels, cookieWith, vendorsWith[i] ?? 0);
      withoutMs = await decide(without, cookieWithout, vendorsWithout[i] ?? 0);
    } else {
      withoutMs = await decide(without, cookieWithout, vendorsWithout[i] ?? 0);
      withMs = await decide(withChannels, cookieWith, vendorsWith[i] ?? 0);
    }
    if (i >= WARM_UP) {
      timedWith.push(withMs);
      timedWithout.push(withoutMs);
    }
  }
  const measuredEnqueues = enqueued.slice(WARM_UP);
  report.add({ name: `${label}enqueue inside a decision's transaction: p99`, value: p99(measuredEnqueues), unit: 'ms', budget: { max: BUDGET_ENQUEUE_P99_MS }, note: `median ${median(measuredEnqueues).toFixed(2)} ms, ${measuredEnqueues.length} approvals` });
  const ratio = median(timedWith) / median(timedWithout);
  report.add({ name: `${label}decision with the enqueue / without: median`, value: ratio, unit: '×', budget: { max: BUDGET_DECISION_RATIO }, note: `${median(timedWith).toFixed(2)} ms / ${median(timedWithout).toFixed(2)} ms, in process` });

  // The drain: the product in its own process delivers the outbox.
  await fillOutbox(withChannels.app.db, DECISIONS, MESSAGES);
  const messages = await withChannels.app.db.selectFrom('vendor_messages').select(['id', 'user_id', 'phone']).where('params', 'is not', null).execute();
  if (messages.length !== MESSAGES) throw new Error(`${messages.length} messages queued, not ${MESSAGES}`);
  const optedIn = new Set((await withChannels.app.db.selectFrom('phone_optins').select('phone').where('opted_in', '=', 1).execute()).map((row) => row.phone));
  const channels = new Map(messages.map((m) => [m.id, optedIn.has(m.phone) ? ('whatsapp' as const) : ('sms' as const)]));
  const dataDir = withChannels.dataDir;
  const { databaseUrl } = withChannels.config;
  const product = await startMain({ DATA_DIR: dataDir, JOBS_POLL_MS: '20', JOBS_CONCURRENCY: '16', ...receivers.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  // From the product's listening on: what its worker had already sent by then is left out of the rate.
  const started = performance.now();
  const before = receivers.delivered().length;
  try {
    const deadline = Date.now() + 15 * 60_000;
    while (receivers.delivered().length < MESSAGES) {
      if (Date.now() > deadline) throw new Error(`${receivers.delivered().length} of ${MESSAGES} delivered after 15 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    report.add({ name: `${label}${MESSAGES.toLocaleString('en-US')} queued messages drained: messages per second`, value: (MESSAGES - before) / seconds, unit: 'count', note: `${MESSAGES - before} in ${seconds.toFixed(1)} s after the product listened; JOBS_CONCURRENCY 16` });
  } finally {
    await stopMain(product.child);
  }
  const delivered = receivers.delivered().sort();
  const expected = expectedKeys(channels);
  if (delivered.length !== expected.length || delivered.some((key, i) => key !== expected[i])) throw new Error('the receivers hold other keys than the messages queued');
  // Every key once at the receivers (checked above) is the budget that matters; a repeated send is a call our side
  // gave up on (the timeout) that the provider had taken, answered from its key: counted, not a duplicate.
  report.add({ name: `${label}sends repeated after a timeout (answered from the idempotency key)`, value: receivers.replays(), unit: 'count', note: 'no message delivered twice: the receivers hold each key once' });
}

await runBench('delivery', async (report) => {
  for (const engine of ENGINES) await measure(report, engine);
});
