/**
 * High concurrency (`npx tsx bench/concurrency.ts`), issue 41: autocannon with BENCH_CONNECTIONS (default 200)
 * connections against the real product (`npm start` defaults, overload shedding on) seeded with the demo data
 * (BENCH_CONCURRENCY_VENDORS vendors per kind, default 24 as `npm start`), on SQLite and then on PostgreSQL
 * (BENCH_ENGINES picks), in alternating rounds: the legacy whole list GET /api/vegetable/verified/list, the paged
 * list GET /api/lists/vendors/vegetable (first page), the work plan GET /api/admin/dashboard/workplan, and the same
 * server answering a static file of exactly the paged list's bytes from its media folder. Each is reported as
 * req/s, p99, requests timed out (autocannon's 10 s) and a ratio to the static file's rate in the same rounds
 * (machine noise hits all alike).
 * Every answer must be 200 or a 503 of overload shedding (server/plugins/overload.ts), whose share is reported.
 * Budgets, per engine and case: ≥ 0.5 × the static file's rate, p99 ≤ 250 ms (a quiet-machine figure), 0 timeouts.
 * At its end, per engine, it scrapes GET /metrics (METRICS_TOKEN) and prints the series an operator watches
 * (request latency by route template, pool use and wait, job queue, deliveries, media errors); a family missing
 * from the scrape fails the bench.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_FOLDERS } from '../src/domain/media.ts';
import { runLoad, warmUp, type LoadCase, type LoadRun } from './lib/load.ts';
import { benchDatabase } from './lib/postgres.ts';
import { fetchOk, loginCookie, startBenchProduct } from './lib/product.ts';
import { runBench, type Report } from './lib/report.ts';
import { DURATION_SECONDS, RUNS } from './lib/settings.ts';
import { median } from './lib/stats.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const VENDORS = Number(process.env.BENCH_CONCURRENCY_VENDORS ?? 24);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
if (ENGINES.length === 0 || ENGINES.some((name) => name !== 'sqlite' && name !== 'postgres')) throw new Error('BENCH_ENGINES: sqlite, postgres or both, comma-separated');
const LEGACY_LIST = '/api/vegetable/verified/list';
const PAGED_LIST = '/api/lists/vendors/vegetable';
const WORK_PLAN = '/api/admin/dashboard/workplan';
const STATIC_NAME = 'bench-paged.json';
/** The least share of the static file's rate each case keeps (issue 41). */
const MIN_RATIO = 0.5;
const MAX_P99_MS = 250;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
/** The families the issue asks a scrape to show (server/plugins/metrics.ts, jobs.ts, delivery.ts). */
const WATCHED = [
  'marketplace_http_request_duration_seconds',
  'marketplace_http_requests_total',
  'marketplace_db_connections',
  'marketplace_db_connections_max',
  'marketplace_db_connection_waiting',
  'marketplace_db_connection_wait_seconds_total',
  'marketplace_db_connection_acquired_total',
  'marketplace_jobs',
  'marketplace_jobs_oldest_age_seconds',
  'marketplace_job_failures_total',
  'marketplace_deliveries_total',
  'marketplace_media_errors_total',
];

async function measure(report: Report, engine: 'sqlite' | 'postgres'): Promise<void> {
  const label = engine === 'postgres' ? 'PostgreSQL: ' : 'SQLite: ';
  const databaseUrl = engine === 'postgres' ? await benchDatabase(report, 'concurrency') : undefined;
  const product = await startBenchProduct(report, {
    SEED_VENDORS: String(VENDORS),
    LOGIN_RATE_LIMIT: '100000',
    BUILD_SITES: 'false',
    METRICS_TOKEN,
    // A channel, so delivery results are counted (to a closed port: a message queued during the bench fails fast).
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'bench@example.com',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const cookie = await loginCookie(product.url);
  const paged = await fetchOk(`${product.url}${PAGED_LIST}`, cookie);
  const folder = MEDIA_FOLDERS.vegetableImages;
  fs.mkdirSync(path.join(product.dataDir, 'media', folder), { recursive: true });
  fs.writeFileSync(path.join(product.dataDir, 'media', folder, STATIC_NAME), paged);
  const get = (name: string, url: string, withCookie = true): LoadCase => ({
    name,
    options: { url: `${product.url}${url}`, ...(withCookie ? { headers: { cookie } } : {}) },
    expectStatus: 200,
    connections: CONNECTIONS,
    shedAllowed: true,
    timeoutsCounted: true,
  });
  const staticFile = get(`static file (${(paged.length / 1000).toFixed(1)} kB, the paged list's bytes)`, `/${folder}/${STATIC_NAME}`, false);
  const cases = [get(`GET ${LEGACY_LIST}`, LEGACY_LIST), get(`GET ${PAGED_LIST}`, PAGED_LIST), get(`GET ${WORK_PLAN}`, WORK_PLAN), staticFile];
  for (const load of cases) await warmUp(load);
  const runs = new Map<string, LoadRun[]>(cases.map((c) => [c.name, []]));
  for (let round = 0; round < RUNS; round += 1) {
    for (const load of cases) runs.get(load.name)?.push(await runLoad(load));
  }
  const twin = runs.get(staticFile.name) ?? [];
  for (const load of cases) {
    const measured = runs.get(load.name) ?? [];
    const budgeted = load !== staticFile;
    const name = `${label}${load.name} @ ${CONNECTIONS} connections`;
    const rates = measured.map((r) => r.requestsPerSecond);
    const p99s = measured.map((r) => r.p99Ms);
    const timeouts = measured.map((r) => r.timeouts);
    const shed = measured.map((r) => r.shed / Math.max(1, r.total));
    report.add({ name: `${name}: req/s`, value: median(rates), unit: 'req/s', samples: rates });
    report.add({ name: `${name}: p99`, value: median(p99s), unit: 'ms', samples: p99s, ...(budgeted ? { budget: { max: MAX_P99_MS } } : {}) });
    report.add({ name: `${name}: timed out (most in a round)`, value: Math.max(...timeouts), unit: 'count', samples: timeouts, ...(budgeted ? { budget: { max: 0 } } : {}) });
    report.add({ name: `${name}: share shed (503)`, value: median(shed), unit: 'fraction', samples: shed, note: 'overload shedding at the defaults' });
    if (!budgeted) continue;
    const ratios = measured.map((run, i) => run.requestsPerSecond / (twin[i]?.requestsPerSecond ?? Number.NaN));
    report.add({ name: `${label}${load.name} ÷ static file (req/s)`, value: median(ratios), unit: '×', samples: ratios, budget: { min: MIN_RATIO } });
  }
  await scrapeMetrics(report, label, product.url);
  await product.stop();
}

/** GET /metrics as Prometheus would, printing the watched series; a watched family missing fails the bench. */
async function scrapeMetrics(report: Report, label: string, url: string): Promise<void> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  const text = await res.text();
  const familyOf = (line: string) => /^(?:# (?:HELP|TYPE) )?([a-z_:]+)/.exec(line)?.[1] ?? '';
  const lines = text.split('\n');
  const shown = lines.filter((line) => {
    const family = familyOf(line).replace(/_(bucket|sum|count)$/, '');
    if (!WATCHED.includes(family) || line.startsWith('# TYPE')) return false;
    // Of the latency histogram, the benched routes' counts and sums and their 250 ms bucket (the p99 budget).
    if (family === 'marketplace_http_request_duration_seconds' && !line.startsWith('#')) return /route="\/api\//.test(line) && (!line.includes('_bucket') || line.includes('le="0.25"'));
    return true;
  });
  console.info(`\n[concurrency] ${label}GET /metrics at the end of the bench (${(text.length / 1000).toFixed(1)} kB), the watched series:\n${shown.join('\n')}\n`);
  const present = new Set(lines.filter((line) => line.startsWith('# HELP')).map((line) => familyOf(line)));
  const missing = WATCHED.filter((family) => !present.has(family));
  report.add({ name: `${label}/metrics: watched families missing`, value: missing.length, unit: 'count', budget: { max: 0 }, ...(missing.length ? { note: missing.join(', ') } : {}) });
}

await runBench('concurrency', async (report) => {
  console.info(`[concurrency] autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per case, ${RUNS} rounds, ${VENDORS} vendors/kind, engines ${ENGINES.join(', ')}`);
  for (const engine of ENGINES as ('sqlite' | 'postgres')[]) await measure(report, engine);
});
