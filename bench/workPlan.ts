/**
 * The dashboard's work plan (`npx tsx bench/workPlan.ts`): GET /api/admin/dashboard/workplan under autocannon
 * (10 connections, one admin session) at 100,000 vendors per kind, on SQLite and on PostgreSQL, budget 50 ms p99.
 * The demo seed's dates are fixed, so after it the vendors' creation times are spread over the last two years
 * (about 1 % in the ageing buckets' last 8 days, 12 % in the 12 weeks), and every approved vendor gets its
 * decision (a review row 0-19 days after applying, and its audit entry): the weeks, the funnel and the median
 * then read as many rows as a real marketplace of that size would make them. Besides the endpoint (whose shared
 * figures are reused between writes), the figures computed afresh in this process are timed: the cost of a call
 * that follows a write.
 *   BENCH_WORKPLAN_SCALE=2000 makes a quick smoke run (vendors per kind); BENCH_ENGINES=sqlite (or postgres) one engine.
 * Last figures (docs/performance.md, "Work plan endpoint: what each call cost"; 2026-11-25 04:12-04:21 UTC, one
 * engine at a time on the quiet machine): endpoint p99 11.0 ms at 2,101 req/s (SQLite) and 22.0 ms at 1,180 req/s
 * (PostgreSQL), within the 50 ms budget; computed afresh 40.7 / 53.2 ms, its funnel 10.7 / 18.0 ms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { VENDOR_KIND_DECLARATIONS } from '../src/domain/vendorKinds/index.ts';
import { inTransaction, type Db } from '../server/db/database.ts';
import { engineOf } from '../server/db/engines/index.ts';
import { openDatabase, openSqliteDatabase } from '../server/db/open.ts';
import { ensureVendorKindStorage } from '../server/db/vendorKindStorage.ts';
import { seedDemo } from '../server/db/seed/demo.ts';
import { MediaStore } from '../server/media/storage.ts';
import { makeDataDir } from '../tests/helpers/server.ts';
import { workFunnel, workQueues, workWeeks } from '../server/repositories/workPlan.ts';
import { runLoad, warmUp, type LoadCase, type LoadRun } from './lib/load.ts';
import { benchDatabase } from './lib/postgres.ts';
import { fetchOk, loginCookie, startBenchProduct } from './lib/product.ts';
import { runBench, type Report } from './lib/report.ts';
import { RUNS } from './lib/settings.ts';
import { median } from './lib/stats.ts';

const SCALE = Number(process.env.BENCH_WORKPLAN_SCALE ?? '100000');
if (!Number.isInteger(SCALE) || SCALE < 20) throw new Error('BENCH_WORKPLAN_SCALE: a whole number of at least 20');
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
if (ENGINES.length === 0 || ENGINES.some((name) => name !== 'sqlite' && name !== 'postgres')) throw new Error('BENCH_ENGINES: sqlite, postgres or both, comma-separated');

const BUDGET_P99_MS = 50;
const WORK_PLAN_API = '/api/admin/dashboard/workplan';
/** Two years in minutes: the spread of the creation times. */
const SPREAD_MINUTES = 2 * 365 * 24 * 60;
const perKind = (n: number) => `${n.toLocaleString('en-US')} per kind`;

/** Creation times spread over two years before now, and a decision for every approved vendor. */
async function dateLikeAMarketplace(db: Db): Promise<void> {
  const postgres = engineOf(db).name === 'postgres';
  // bigint: on PostgreSQL id * 7919 overflows integer beyond 271,000 vendors (100,000 per kind is 400,000).
  const minutesAgo = sql<number>`((CAST(${sql.ref('id')} AS bigint) * 7919) % ${sql.lit(SPREAD_MINUTES)})`;
  const createdAt = postgres
    ? sql<string>`to_char((now() AT TIME ZONE 'UTC') - ${minutesAgo} * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ${minutesAgo} || ' minutes')`;
  const decidedAt = postgres
    ? sql<string>`to_char(CAST(${sql.ref('created_at')} AS timestamptz) AT TIME ZONE 'UTC' + (${sql.ref('id')} % 20) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.ref('created_at')}, '+' || (${sql.ref('id')} % 20) || ' days')`;
  await inTransaction(db, (trx) =>
    engineOf(trx).bulkLoad(trx, async () => {
      await trx.updateTable('vendor_users').set({ created_at: createdAt }).execute();
      await trx
        .insertInto('vendor_reviews')
        .columns(['user_id', 'state', 'decided_at'])
        .expression((eb) => eb.selectFrom('vendor_users').where('verification', '=', 1).select(['id', sql.lit('approved').as('state'), decidedAt.as('decided_at')]))
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      await trx
        .insertInto('audit_log')
        .columns(['at', 'actor', 'action', 'entity', 'entity_id', 'vendor_id'])
        .expression((eb) =>
          eb
            .selectFrom('vendor_reviews')
            .where('state', '=', 'approved')
            .where('decided_at', 'is not', null)
            .select([sql<string>`${sql.ref('decided_at')}`.as('at'), sql.lit('admin').as('actor'), sql.lit('review.approve').as('action'), sql.lit('vendor_reviews').as('entity'), 'user_id', 'user_id as vendor_id']),
        )
        .execute();
    }),
  );
}

async function seededDataDir(report: Report, label: string, databaseUrl?: string): Promise<string> {
  const dataDir = makeDataDir();
  const { db } = databaseUrl ? await openDatabase({ dataDir, databaseUrl, dbStatementTimeoutMs: 0 }) : await openSqliteDatabase(dataDir);
  try {
    await ensureVendorKindStorage(db, VENDOR_KIND_DECLARATIONS);
    const started = performance.now();
    await seedDemo(db, new MediaStore(path.join(dataDir, 'media')), { vendorsPerKind: SCALE });
    await dateLikeAMarketplace(db);
    report.add({ name: `${label}seed ${perKind(SCALE)}, dated over two years`, value: (performance.now() - started) / 1000, unit: 's' });
    // What autovacuum does after a bulk load, done now: without it PostgreSQL cannot scan an index alone.
    if (databaseUrl) await sql`VACUUM ANALYZE`.execute(db);
    const kinds = VENDOR_KIND_DECLARATIONS.map((declaration) => declaration.kind);
    const samples: number[] = [];
    const funnelSamples: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const begun = performance.now();
      const now = Date.now();
      await Promise.all([workQueues(db, kinds, now), workWeeks(db, now), workFunnel(db, now)]);
      const funnelBegun = performance.now();
      await workFunnel(db, now);
      // The first computation warms the page cache; the next 20 are the figure.
      if (i > 0) samples.push(funnelBegun - begun);
      if (i > 0) funnelSamples.push(performance.now() - funnelBegun);
    }
    report.add({ name: `${label}work plan computed afresh (after a write), ${perKind(SCALE)}: median`, value: median(samples), unit: 'ms', samples, note: 'in process, one at a time' });
    report.add({ name: `${label}its funnel alone, ${perKind(SCALE)}: median`, value: median(funnelSamples), unit: 'ms', samples: funnelSamples, note: 'in process' });
  } finally {
    await db.destroy();
  }
  return dataDir;
}

async function measure(report: Report, engine: 'sqlite' | 'postgres'): Promise<void> {
  const label = engine === 'postgres' ? 'PostgreSQL: ' : '';
  const databaseUrl = engine === 'postgres' ? await benchDatabase(report, 'work_plan') : undefined;
  const dataDir = await seededDataDir(report, label, databaseUrl);
  report.onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const product = await startBenchProduct(report, { DATA_DIR: dataDir, SEED_VENDORS: String(SCALE), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const cookie = await loginCookie(product.url);
    // Proof the figures are the seeded ones: vendors wait in every bucket and the weeks have decisions.
    const plan = JSON.parse(await fetchOk(`${product.url}${WORK_PLAN_API}`, cookie)) as {
      queues: { queue: string; waiting: number; buckets: Record<string, number> }[];
      weeks: { approvals: number }[];
    };
    const applied = plan.queues.find((q) => q.queue === 'reviewState');
    const approvals = plan.weeks.reduce((sum, week) => sum + week.approvals, 0);
    console.info(`[workPlan] ${label}applied ${applied?.waiting} (${JSON.stringify(applied?.buckets)}), approvals in 12 weeks ${approvals}`);
    if (!applied || applied.buckets.today === 0 || approvals === 0) throw new Error('the seed did not date vendors and decisions as intended');
    const load: LoadCase = { name: `${label}GET ${WORK_PLAN_API}, ${perKind(SCALE)}`, options: { url: `${product.url}${WORK_PLAN_API}`, headers: { cookie } }, expectStatus: 200 };
    await warmUp(load);
    const runs: LoadRun[] = [];
    for (let round = 0; round < RUNS; round += 1) runs.push(await runLoad(load));
    const p99s = runs.map((r) => r.p99Ms);
    report.add({ name: `${load.name}: p99`, value: median(p99s), unit: 'ms', samples: p99s, budget: { max: BUDGET_P99_MS }, note: `10 connections${SCALE < 100_000 ? '; smoke scale' : ''}` });
    report.add({ name: `${load.name}: req/s`, value: median(runs.map((r) => r.requestsPerSecond)), unit: 'req/s', samples: runs.map((r) => r.requestsPerSecond) });
  } finally {
    await product.stop();
  }
}

await runBench('workPlan', async (report) => {
  for (const engine of ENGINES as ('sqlite' | 'postgres')[]) await measure(report, engine);
});
