/**
 * High concurrency (`npx tsx bench/concurrency.ts`): autocannon with BENCH_CONNECTIONS (default 100) connections
 * against the real product (`npm start` defaults, overload shedding on) seeded with BENCH_CONCURRENCY_VENDORS
 * vendors per kind (default 10,000), in alternating rounds: the legacy whole list GET /api/vegetable/verified/list,
 * the paged list GET /api/lists/vendors/vegetable (first page), the work plan GET /api/admin/dashboard/workplan,
 * and the same server answering a static file of exactly the paged list's bytes from its media folder. Each is
 * reported as req/s, p99 and a ratio to the static file's rate in the same rounds (machine noise hits all alike).
 * Every answer must be 200 or a 503 of overload shedding (server/plugins/overload.ts), whose share is reported:
 * the shedding starts when the mean event-loop delay passes 1 s, i.e. when answers already take seconds (a smoke
 * run on a 2-core machine at a load average of 18 shed half of the paged list's requests; with shedding off the
 * same run's p99s were 2.7 to 3.7 s, so the shedding answered what would have waited).
 * Budgets: the paged list and the work plan keep at least 20 % of the static file's rate at this concurrency.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_FOLDERS } from '../src/domain/media.ts';
import { runLoad, warmUp, type LoadCase, type LoadRun } from './lib/load.ts';
import { fetchOk, loginCookie, startBenchProduct } from './lib/product.ts';
import { runBench } from './lib/report.ts';
import { DURATION_SECONDS, RUNS } from './lib/settings.ts';
import { median } from './lib/stats.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const VENDORS = Number(process.env.BENCH_CONCURRENCY_VENDORS ?? 10_000);
const LEGACY_LIST = '/api/vegetable/verified/list';
const PAGED_LIST = '/api/lists/vendors/vegetable';
const WORK_PLAN = '/api/admin/dashboard/workplan';
const STATIC_NAME = 'bench-paged.json';
/** The least share of the static file's rate each budgeted case keeps. */
const MIN_RATIO = 0.2;

await runBench('concurrency', async (report) => {
  console.info(`[concurrency] autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per case, ${RUNS} rounds, ${VENDORS} vendors/kind`);
  const product = await startBenchProduct(report, { SEED_VENDORS: String(VENDORS), LOGIN_RATE_LIMIT: '100000', BUILD_SITES: 'false' });
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
    const rates = measured.map((r) => r.requestsPerSecond);
    const p99s = measured.map((r) => r.p99Ms);
    report.add({ name: `${load.name} @ ${CONNECTIONS} connections: req/s`, value: median(rates), unit: 'req/s', samples: rates });
    report.add({ name: `${load.name} @ ${CONNECTIONS} connections: p99`, value: median(p99s), unit: 'ms', samples: p99s });
    const shed = measured.map((r) => r.shed / Math.max(1, r.total));
    report.add({ name: `${load.name} @ ${CONNECTIONS} connections: share shed (503)`, value: median(shed), unit: 'fraction', samples: shed, note: 'overload shedding at the defaults' });
    if (load === staticFile) continue;
    const ratios = measured.map((run, i) => run.requestsPerSecond / (twin[i]?.requestsPerSecond ?? Number.NaN));
    const budgeted = load.name.includes(PAGED_LIST) || load.name.includes(WORK_PLAN);
    report.add({ name: `${load.name} ÷ static file (req/s)`, value: median(ratios), unit: '×', samples: ratios, ...(budgeted ? { budget: { min: MIN_RATIO } } : {}) });
  }
});
