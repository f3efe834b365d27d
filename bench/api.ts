/**
 * API throughput (`npx tsx bench/api.ts`): autocannon (10 connections, BENCH_DURATION s per case, 127.0.0.1)
 * against the real server for the verified vegetable list at 24 and at 10,000 vendors per kind, the two
 * dashboard counts and a failed login; and, in the same rounds, the same server answering a static JSON file
 * of exactly the list's bytes from its media folder. Budget: at 24 vendors the list reaches at least 50 % of
 * the static file's rate. Cases alternate round by round so machine noise hits them alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_FOLDERS } from '../src/domain/media.ts';
import { CONNECTIONS, runLoad, warmUp, type LoadCase, type LoadRun } from './lib/load.ts';
import { fetchOk, loginCookie, startBenchProduct, TEST_ADMIN } from './lib/product.ts';
import { runBench, type Report } from './lib/report.ts';
import { DURATION_SECONDS, RUNS } from './lib/settings.ts';
import { median } from './lib/stats.ts';

const LIST = '/api/vegetable/verified/list';
const STATIC_NAME = 'bench.json';
/** The highest LOGIN_RATE_LIMIT the server's config accepts: failed logins must not turn into 429s here. */
const LOGIN_RATE_LIMIT = '100000';

/** Writes the list's exact bytes as a static file the server serves from its media folder; returns its URL. */
async function staticTwin(origin: string, dataDir: string, body: string): Promise<string> {
  const folder = MEDIA_FOLDERS.vegetableImages;
  fs.mkdirSync(path.join(dataDir, 'media', folder), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'media', folder, STATIC_NAME), body);
  const url = `${origin}/${folder}/${STATIC_NAME}`;
  const served = await fetchOk(url);
  if (served !== body) throw new Error(`${url} does not serve the list's bytes (${served.length} vs ${body.length})`);
  return url;
}

async function rounds(cases: LoadCase[]): Promise<Map<string, LoadRun[]>> {
  for (const load of cases) await warmUp(load); // JIT, caches, connections
  const runs = new Map<string, LoadRun[]>(cases.map((c) => [c.name, []]));
  for (let round = 0; round < RUNS; round += 1) {
    for (const load of cases) runs.get(load.name)?.push(await runLoad(load));
  }
  return runs;
}

function addLoadFigures(report: Report, name: string, runs: LoadRun[]): void {
  const rates = runs.map((r) => r.requestsPerSecond);
  const p99s = runs.map((r) => r.p99Ms);
  report.add({ name: `${name} req/s`, value: median(rates), unit: 'req/s', samples: rates });
  report.add({ name: `${name} p99`, value: median(p99s), unit: 'ms', samples: p99s });
}

function addRatio(report: Report, name: string, list: LoadRun[], twin: LoadRun[], min?: number): void {
  const ratios = list.map((run, i) => run.requestsPerSecond / (twin[i]?.requestsPerSecond ?? Number.NaN));
  report.add({ name, value: median(ratios), unit: '×', samples: ratios, ...(min === undefined ? {} : { budget: { min } }) });
}

async function listAgainstStatic(report: Report, vendors: number, extra: (origin: string, cookie: string) => LoadCase[]): Promise<void> {
  const product = await startBenchProduct(report, { SEED_VENDORS: String(vendors), LOGIN_RATE_LIMIT });
  try {
    const cookie = await loginCookie(product.url);
    const body = await fetchOk(`${product.url}${LIST}`, cookie);
    const count = (JSON.parse(body) as unknown[]).length;
    const twinUrl = await staticTwin(product.url, product.dataDir, body);
    const label = `${vendors.toLocaleString('en-US')} vendors/kind`;
    const list: LoadCase = { name: `GET ${LIST} @ ${label}`, options: { url: `${product.url}${LIST}`, headers: { cookie } }, expectStatus: 200 };
    const twin: LoadCase = { name: `same bytes as a static file @ ${label}`, options: { url: twinUrl }, expectStatus: 200 };
    const runs = await rounds([list, twin, ...extra(product.url, cookie)]);
    report.add({ name: `list body @ ${label}`, value: body.length / 1000, unit: 'kB', note: `${count} verified vegetable vendors` });
    for (const [name, caseRuns] of runs) addLoadFigures(report, name, caseRuns);
    addRatio(report, `list ÷ static file @ ${label} (req/s)`, runs.get(list.name) ?? [], runs.get(twin.name) ?? [], vendors === 24 ? 0.5 : undefined);
  } finally {
    await product.stop();
  }
}

function authorizedGet(origin: string, route: string, cookie: string): LoadCase {
  return { name: `GET ${route}`, options: { url: `${origin}${route}`, headers: { cookie } }, expectStatus: 200 };
}

function failedLogin(origin: string): LoadCase {
  return {
    name: 'POST /api/admin/login (wrong password)',
    options: {
      url: `${origin}/api/admin/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: 'not-the-password' }),
    },
    expectStatus: 401,
  };
}

await runBench('api', async (report) => {
  console.info(`[api] autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per case, ${RUNS} rounds`);
  await listAgainstStatic(report, 24, (origin, cookie) => [
    authorizedGet(origin, '/api/admin/user/count', cookie),
    authorizedGet(origin, '/api/admin/vendor/count', cookie),
    failedLogin(origin),
  ]);
  await listAgainstStatic(report, 10_000, () => []);
});
