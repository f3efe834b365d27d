/**
 * Large lists (`npx tsx bench/largeLists.ts`) at 1,000, 10,000 and 100,000 vendors per kind (4, 40 and 400
 * thousand vendors). Each scale: the demo seed timed in this process into a new data folder, then the real
 * product started over it. In Chromium, logged in, each run in a fresh context (cold HTTP cache), on the
 * unverified vegetable list:
 *   - first page: the admin open on its dashboard (idle, as after a login), a click on the queue's link → its
 *     rows painted (budgeted); and a new tab opened at the queue's address → rows painted (the whole admin loads
 *     cold; reported, see docs/performance.md);
 *   - next-page click → next page painted, a search typed (a vendor's phone number, one input event) →
 *     filtered page painted;
 *   - on the paged path (our server offers `pagedLists`) at every scale, and at 10,000 also on the whole-list
 *     path the legacy core needs (the same server with `pagedLists` taken out of its capability document).
 * At 100,000: the paged list endpoint under autocannon (10 connections) and the server's memory afterwards.
 * At 10,000: the data provider's own listQuery over the whole list, in Node (the whole-list path's cost).
 * Prints how each figure grows with the number of vendors.
 * Then the same on PostgreSQL (a cluster of this process's own, bench/lib/postgres.ts) at the largest scale only:
 * the seed, the admin's paged list, the endpoint under load, and that endpoint over one instance beside two
 * instances sharing the database (the load spread over both). BENCH_ENGINES=postgres (or sqlite) runs one engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { CAPABILITIES_PATH, type CapabilityDocument } from '../src/domain/capabilities.ts';
import { listQuery, type ListQuery } from '../src/dataProvider/listQuery.ts';
import { vendorKindConfig } from '../src/dataProvider/legacy/vendorKind.ts';
import { vegetable } from '../src/domain/vendorKinds/index.ts';
import { openDatabase, openSqliteDatabase } from '../server/db/open.ts';
import { ensureVendorKindStorage } from '../server/db/vendorKindStorage.ts';
import { VENDOR_KIND_DECLARATIONS } from '../src/domain/vendorKinds/index.ts';
import { seedDemo } from '../server/db/seed/demo.ts';
import { MediaStore } from '../server/media/storage.ts';
import { makeDataDir } from '../tests/helpers/server.ts';
import { submitAdminLogin } from './lib/adminSession.ts';
import { launchBenchBrowser } from './lib/chromium.ts';
import { installListProbe, probe } from './lib/listProbe.ts';
import { runLoad, warmUp, type LoadCase, type LoadRun } from './lib/load.ts';
import { benchDatabase } from './lib/postgres.ts';
import { processGroupRss } from './lib/processMemory.ts';
import { ensureProductionBuild } from './lib/productionBuild.ts';
import { fetchOk, loginCookie, startBenchProduct } from './lib/product.ts';
import { runBench, type Report } from './lib/report.ts';
import { RUNS } from './lib/settings.ts';
import { median } from './lib/stats.ts';

/** Vendors per kind; BENCH_LIST_SCALES=200,1000 makes a quick smoke run (the last scale gets the largest's budgets). */
const SCALES = (process.env.BENCH_LIST_SCALES ?? '1000,10000,100000').split(',').map(Number);
if (SCALES.length < 2 || SCALES.some((n) => !Number.isInteger(n) || n < 20)) throw new Error('BENCH_LIST_SCALES: at least two whole numbers of at least 20');
const LARGEST = SCALES[SCALES.length - 1] ?? 100_000;
/** Where the whole-list path is measured too: 10,000 per kind, or the middle scale of a smoke run. */
const WHOLE_LIST_SCALE = SCALES.includes(10_000) ? 10_000 : (SCALES[Math.floor(SCALES.length / 2)] ?? 10_000);

type Engine = 'sqlite' | 'postgres';
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
if (ENGINES.length === 0 || ENGINES.some((name) => name !== 'sqlite' && name !== 'postgres')) throw new Error('BENCH_ENGINES: sqlite, postgres or both, comma-separated');
/** PostgreSQL's figures carry this prefix; SQLite's keep the names they had before PostgreSQL was measured. */
const POSTGRES = 'PostgreSQL: ';
const UNVERIFIED_LIST = '/admin/vegetableVendors/unverified';
/** The paged list call the unverified vegetable list makes first. */
const FIRST_PAGE_API = `/api/lists/vendors/vegetable?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{"verified":false}')}`;

const BUDGETS = {
  paged: { first: 400, next: 100, search: 150 },
  wholeListFirst: 1500,
  firstPageGrowth: 1.5,
  seedSeconds: 120,
  postgresSeedSeconds: 180,
  endpointP99: 50,
  rssMB: 300,
  listQueryMs: 20,
};

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type ListPath = 'paged' | 'whole list';

interface ListTimings {
  /** From a click on the queue's link in the open admin (the dashboard, as after a login) to its rows painted. */
  firstPageMs: number;
  /** From navigating to the queue's address in a new tab (cold HTTP cache: the whole admin loads) to its rows painted. */
  coldFirstPageMs: number;
  nextPageMs: number;
  searchMs: number;
}

const perKind = (n: number) => `${n.toLocaleString('en-US')} per kind`;

async function adminSession(browser: Browser, origin: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/admin/login`);
    await submitAdminLogin(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The backend as a legacy one would answer: the capability document without `pagedLists`. */
async function hidePagedLists(context: BrowserContext): Promise<void> {
  await context.route(`**${CAPABILITIES_PATH}`, async (route) => {
    const response = await route.fetch();
    const document = (await response.json()) as CapabilityDocument;
    await route.fulfill({ response, json: { ...document, extensions: document.extensions.filter((name) => name !== 'pagedLists') } });
  });
}

async function listContext(browser: Browser, session: StorageState, listPath: ListPath): Promise<{ context: BrowserContext; page: Page; listCalls: string[] }> {
  const context = await browser.newContext({ storageState: session, viewport: { width: 1280, height: 900 } });
  if (listPath === 'whole list') await hidePagedLists(context);
  const page = await context.newPage();
  const listCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/lists/vendors/') || pathname.endsWith('/list')) listCalls.push(pathname);
  });
  await installListProbe(page);
  return { context, page, listCalls };
}

/** Proof that a run measured the path it names. */
function checkPath(listPath: ListPath, listCalls: string[]): void {
  const paged = listCalls.some((call) => call.startsWith('/api/lists/vendors/'));
  if (paged !== (listPath === 'paged')) throw new Error(`the ${listPath} run called ${[...new Set(listCalls)].join(', ') || 'no list'}`);
}

/** The admin open on its dashboard (as after a login, idle: what it loads ahead has loaded), then the queue opened from its link. */
async function timeOpenFromDashboard(browser: Browser, origin: string, session: StorageState, listPath: ListPath): Promise<number> {
  const { context, page, listCalls } = await listContext(browser, session, listPath);
  try {
    await page.goto(`${origin}/admin/`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    const ms = await probe.open(page, UNVERIFIED_LIST);
    checkPath(listPath, listCalls);
    return ms;
  } finally {
    await context.close();
  }
}

async function timeList(browser: Browser, origin: string, session: StorageState, listPath: ListPath): Promise<ListTimings> {
  const firstPageMs = await timeOpenFromDashboard(browser, origin, session, listPath);
  const { context, page, listCalls } = await listContext(browser, session, listPath);
  try {
    await page.goto(`${origin}${UNVERIFIED_LIST}`);
    const coldFirstPageMs = await probe.firstRows(page);
    await page.waitForLoadState('networkidle');
    const nextPageMs = await probe.nextPage(page);
    await page.waitForLoadState('networkidle');
    const phone = (await page.locator('tbody tr td.column-phoneNumber').last().innerText()).trim();
    if (!/^\d{10}$/.test(phone)) throw new Error(`expected a phone number in the list's phoneNumber column, got "${phone}"`);
    const searchMs = await probe.search(page, phone);
    checkPath(listPath, listCalls);
    return { firstPageMs, coldFirstPageMs, nextPageMs, searchMs };
  } finally {
    await context.close();
  }
}

/**
 * The demo seed of `vendorsPerKind` into a new data folder (SQLite), or into the empty PostgreSQL database
 * `databaseUrl` with its media files in a new data folder; timed (wall clock and this process's CPU).
 */
async function seededDataDir(report: Report, vendorsPerKind: number, databaseUrl?: string): Promise<string> {
  const dataDir = makeDataDir();
  // The seed's bulk statements run longer than the statement timeout a request gets.
  const { db } = databaseUrl ? await openDatabase({ dataDir, databaseUrl, dbStatementTimeoutMs: 0 }) : await openSqliteDatabase(dataDir);
  await ensureVendorKindStorage(db, VENDOR_KIND_DECLARATIONS);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await seedDemo(db, new MediaStore(path.join(dataDir, 'media')), { vendorsPerKind });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await db.destroy();
  report.add({
    name: `${databaseUrl ? POSTGRES : ''}seed ${perKind(vendorsPerKind)} (${(vendorsPerKind * 4).toLocaleString('en-US')} vendors)`,
    value: seconds,
    unit: 's',
    note: `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s${databaseUrl ? ' (this process; PostgreSQL works in its own)' : ''}`,
    ...(vendorsPerKind === LARGEST ? { budget: { max: databaseUrl ? BUDGETS.postgresSeedSeconds : BUDGETS.seedSeconds } } : {}),
  });
  return dataDir;
}

function addTimings(report: Report, label: string, runs: ListTimings[], budgets?: { first?: number; next?: number; search?: number }): void {
  const add = (name: string, samples: number[], max?: number, note?: string) =>
    report.add({ name: `${label}: ${name}`, value: median(samples), unit: 'ms', samples, ...(max === undefined ? {} : { budget: { max } }), ...(note ? { note } : {}) });
  add('queue link clicked on the dashboard → first page painted', runs.map((r) => r.firstPageMs), budgets?.first, 'the admin open and idle, no list data cached');
  add('new tab at the queue address → first page painted', runs.map((r) => r.coldFirstPageMs), undefined, 'cold HTTP cache: includes loading the whole admin');
  add('next page click → next page painted', runs.map((r) => r.nextPageMs), budgets?.next);
  add('search typed → filtered page painted', runs.map((r) => r.searchMs), budgets?.search, 'includes the filter form debounce (50 ms)');
}

async function measureBrowser(report: Report, origin: string, vendorsPerKind: number, engine: Engine = 'sqlite'): Promise<ListTimings[]> {
  const browser = await launchBenchBrowser(report);
  try {
    const session = await adminSession(browser, origin);
    const paged: ListTimings[] = [];
    for (let run = 0; run < RUNS; run += 1) paged.push(await timeList(browser, origin, session, 'paged'));
    if (engine === 'sqlite') addTimings(report, `paged, ${perKind(vendorsPerKind)}`, paged, vendorsPerKind === LARGEST ? BUDGETS.paged : undefined);
    // The admin's first queue page holds SQLite's budget on PostgreSQL too: the admin must not feel the engine.
    // Next page and search are recorded beside it.
    else addTimings(report, `${POSTGRES}paged, ${perKind(vendorsPerKind)}`, paged, { first: BUDGETS.paged.first });
    if (engine === 'sqlite' && vendorsPerKind === WHOLE_LIST_SCALE) {
      const whole: ListTimings[] = [];
      for (let run = 0; run < RUNS; run += 1) whole.push(await timeList(browser, origin, session, 'whole list'));
      addTimings(report, `whole list (legacy core), ${perKind(vendorsPerKind)}`, whole, { first: BUDGETS.wholeListFirst });
    }
    return paged;
  } finally {
    await browser.close();
  }
}

/** listQuery timed in this process over the real records of the whole-list path, warmed up first. */
function measureListQuery(report: Report, records: Record<string, unknown>[]): void {
  const { searchFields } = vendorKindConfig(vegetable);
  const city = String(records[0]?.city ?? 'Coimbatore');
  const cases: [string, ListQuery][] = [
    [`search "${city.toLowerCase()}" + sort by name + page 2`, { filter: { q: city.toLowerCase() }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 2, perPage: 10 } }],
    ['sort by name + page 1 (no filter)', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }],
  ];
  for (const [name, query] of cases) {
    let total = 0;
    for (let i = 0; i < 5; i += 1) total = listQuery(records, query, searchFields).total;
    const samples: number[] = [];
    for (let i = 0; i < RUNS * 5; i += 1) {
      const start = performance.now();
      listQuery(records, query, searchFields);
      samples.push(performance.now() - start);
    }
    report.add({ name: `listQuery over ${records.length.toLocaleString('en-US')} vendors: ${name}`, value: median(samples), unit: 'ms', samples, budget: { max: BUDGETS.listQueryMs }, note: `${total} matched` });
  }
}

async function measureEndpoint(report: Report, origin: string, cookie: string, engine: Engine = 'sqlite'): Promise<void> {
  const prefix = engine === 'postgres' ? POSTGRES : '';
  const cases: LoadCase[] = [
    { name: `${prefix}GET first page of the paged list, ${perKind(LARGEST)}`, options: { url: `${origin}${FIRST_PAGE_API}`, headers: { cookie } }, expectStatus: 200 },
  ];
  // Not on PostgreSQL: there ten broad searches at once come near the 5 s statement timeout at 100,000 per kind on
  // a busy machine, and a 503 would stop the bench; the admin's search is timed in the browser instead.
  if (engine === 'sqlite') {
    cases.push({
      name: `GET a searched page ("dindigul", sorted by name), ${perKind(LARGEST)}`,
      options: { url: `${origin}${FIRST_PAGE_API.replace(encodeURIComponent('{"verified":false}'), encodeURIComponent('{"verified":false,"q":"dindigul"}'))}`, headers: { cookie } },
      expectStatus: 200,
    });
  }
  for (const load of cases) await warmUp(load);
  const runs = new Map<string, LoadRun[]>(cases.map((c) => [c.name, []]));
  for (let round = 0; round < RUNS; round += 1) for (const load of cases) runs.get(load.name)?.push(await runLoad(load));
  cases.forEach((load, index) => {
    const done = runs.get(load.name) ?? [];
    const p99s = done.map((r) => r.p99Ms);
    const rates = done.map((r) => r.requestsPerSecond);
    report.add({ name: `${load.name}: p99`, value: median(p99s), unit: 'ms', samples: p99s, ...(index === 0 ? { budget: { max: BUDGETS.endpointP99 } } : {}), note: '10 connections' });
    report.add({ name: `${load.name}: req/s`, value: median(rates), unit: 'req/s', samples: rates });
  });
}

function addGrowth(report: Report, firstPages: Map<number, ListTimings[]>): void {
  const figure = (n: number, pick: (t: ListTimings) => number) => median((firstPages.get(n) ?? []).map(pick));
  const rows: [string, (t: ListTimings) => number][] = [
    ['first page', (t) => t.firstPageMs],
    ['cold first page', (t) => t.coldFirstPageMs],
    ['next page', (t) => t.nextPageMs],
    ['search', (t) => t.searchMs],
  ];
  console.info(`\n[largeLists] growth of the paged path (median ms): ${SCALES.map(perKind).join(' → ')}`);
  for (const [name, pick] of rows) {
    const values = SCALES.map((n) => figure(n, pick));
    const growth = (values[values.length - 1] ?? Number.NaN) / (values[0] ?? Number.NaN);
    console.info(`[largeLists]   ${name.padEnd(10)} ${values.map((v) => v.toFixed(0).padStart(6)).join(' ')}   × ${growth.toFixed(2)}`);
    report.add({
      name: `growth of the ${name} time, ${perKind(SCALES[0] ?? 0)} → ${perKind(LARGEST)}`,
      value: growth,
      unit: '×',
      note: values.map((v) => `${v.toFixed(0)} ms`).join(' → '),
      ...(name === 'first page' ? { budget: { max: BUDGETS.firstPageGrowth } } : {}),
    });
  }
}

/**
 * The paged first page over one instance, and over two instances on the same database with the connections split
 * between them, in alternating rounds so that machine noise hits both alike. No budget: on two cores the second
 * Node process competes with PostgreSQL and with the first for the same CPU; the figures record what it gives.
 */
async function compareInstances(report: Report, origins: [string, string], cookie: string): Promise<void> {
  const url = (origin: string) => `${origin}${FIRST_PAGE_API}`;
  const name = `${POSTGRES}GET first page of the paged list, ${perKind(LARGEST)}`;
  const one: LoadCase = { name: `${name}, one instance`, options: { url: url(origins[0]), headers: { cookie } }, expectStatus: 200 };
  const two: LoadCase = { name: `${name}, two instances`, options: { url: origins.map(url), headers: { cookie } }, expectStatus: 200 };
  for (const load of [one, two]) await warmUp(load);
  const runs: [LoadRun[], LoadRun[]] = [[], []];
  for (let round = 0; round < RUNS; round += 1) {
    runs[0].push(await runLoad(one));
    runs[1].push(await runLoad(two));
  }
  for (const [load, done] of [[one, runs[0]], [two, runs[1]]] as const) {
    const rates = done.map((r) => r.requestsPerSecond);
    const p99s = done.map((r) => r.p99Ms);
    report.add({ name: `${load.name}: req/s`, value: median(rates), unit: 'req/s', samples: rates, note: '10 connections in all' });
    report.add({ name: `${load.name}: p99`, value: median(p99s), unit: 'ms', samples: p99s });
  }
  const ratios = runs[1].map((run, i) => run.requestsPerSecond / (runs[0][i]?.requestsPerSecond ?? Number.NaN));
  report.add({ name: `${name}: two instances ÷ one (req/s)`, value: median(ratios), unit: '×', samples: ratios, note: 'same rounds; no budget on 2 cores' });
}

/**
 * PostgreSQL at the largest scale only (how the figures grow with the data is measured on SQLite above): the seed
 * into a new database, the product on it, the admin's paged list, the endpoint under load and the server's memory,
 * then a second instance on the same database and media folder for the one-against-two comparison.
 */
async function measurePostgres(report: Report): Promise<void> {
  const databaseUrl = await benchDatabase(report, 'large_lists');
  const dataDir = await seededDataDir(report, LARGEST, databaseUrl);
  const secondDataDir = makeDataDir();
  report.onCleanup(() => {
    for (const folder of [dataDir, secondDataDir]) fs.rmSync(folder, { recursive: true, force: true });
  });
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_VENDORS: String(LARGEST) };
  const product = await startBenchProduct(report, env);
  try {
    const cookie = await loginCookie(product.url);
    await measureBrowser(report, product.url, LARGEST, 'postgres');
    await measureEndpoint(report, product.url, cookie, 'postgres');
    const rss = processGroupRss(product.process.pid);
    report.add({ name: `${POSTGRES}server memory after the ${perKind(LARGEST)} bench (RSS)`, value: rss / 1e6, unit: 'MB', note: 'the server process; PostgreSQL not counted' });
    // As deployed behind a load balancer: its own data folder, the first one's media, the sites already built.
    const second = await startBenchProduct(report, { ...env, DATA_DIR: secondDataDir, MEDIA_DIR: path.join(dataDir, 'media'), BUILD_SITES: 'false' });
    try {
      await compareInstances(report, [product.url, second.url], cookie);
    } finally {
      await second.stop();
    }
  } finally {
    await product.stop();
  }
}

async function measureSqlite(report: Report): Promise<void> {
  const firstPages = new Map<number, ListTimings[]>();
  for (const vendorsPerKind of SCALES) {
    const dataDir = await seededDataDir(report, vendorsPerKind);
    report.onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const product = await startBenchProduct(report, { DATA_DIR: dataDir, SEED_VENDORS: String(vendorsPerKind) });
    try {
      const cookie = await loginCookie(product.url);
      if (vendorsPerKind === WHOLE_LIST_SCALE) {
        const lists = await Promise.all(
          ['/api/vegetable/unverified/list', '/api/vegetable/verified/list'].map(async (route) => JSON.parse(await fetchOk(`${product.url}${route}`, cookie)) as Record<string, unknown>[]),
        );
        measureListQuery(report, lists.flat());
      }
      firstPages.set(vendorsPerKind, await measureBrowser(report, product.url, vendorsPerKind));
      if (vendorsPerKind === LARGEST) {
        await measureEndpoint(report, product.url, cookie);
        const rss = processGroupRss(product.process.pid);
        report.add({ name: `server memory after the ${perKind(LARGEST)} bench (RSS)`, value: rss / 1e6, unit: 'MB', budget: { max: BUDGETS.rssMB }, note: 'the largest process of the product (the server)' });
      }
    } finally {
      await product.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  addGrowth(report, firstPages);
}

await runBench('largeLists', async (report) => {
  await ensureProductionBuild('admin', (line) => console.info(`[${report.bench}] ${line}`));
  if (ENGINES.includes('sqlite')) await measureSqlite(report);
  if (ENGINES.includes('postgres')) await measurePostgres(report);
});
