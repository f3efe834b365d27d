/**
 * Large lists (`npx tsx bench/largeLists.ts`), with SEED_VENDORS=10000 (10,000 vegetable vendors, half of
 * them unverified). In Chromium, logged in, each run in a fresh context (cold HTTP cache):
 *   - navigation to the unverified vegetable list → its first page painted (budget 1.5 s),
 *   - click on "next page" → the next page painted (budget 100 ms),
 *   - a search typed (a vendor's phone number, one input event) → the filtered page painted (budget 150 ms).
 * In Node, the data provider's own listQuery over the 10,000 vendors the server returns (verified and
 * unverified): search + sort + page, and sort + page alone (budget 20 ms each).
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { listQuery, type ListQuery } from '../src/dataProvider/listQuery.ts';
import { vendorKindConfig } from '../src/dataProvider/legacy/vendorKind.ts';
import { vegetable } from '../src/domain/vendorKinds/index.ts';
import { submitAdminLogin } from './lib/adminSession.ts';
import { launchBenchBrowser } from './lib/chromium.ts';
import { ensureProductionBuild } from './lib/productionBuild.ts';
import { installListProbe, probe } from './lib/listProbe.ts';
import { fetchOk, loginCookie, startBenchProduct } from './lib/product.ts';
import { runBench, type Report } from './lib/report.ts';
import { RUNS } from './lib/settings.ts';
import { median } from './lib/stats.ts';

const VENDORS = 10_000;
const UNVERIFIED_LIST = '/admin/vegetableVendors/unverified';
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

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

interface ListTimings {
  firstPageMs: number;
  nextPageMs: number;
  searchMs: number;
}

async function timeList(browser: Browser, origin: string, session: StorageState): Promise<ListTimings> {
  const context = await browser.newContext({ storageState: session, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await installListProbe(page);
    await page.goto(`${origin}${UNVERIFIED_LIST}`);
    const firstPageMs = await probe.firstRows(page);
    await page.waitForLoadState('networkidle');
    const nextPageMs = await probe.nextPage(page);
    await page.waitForLoadState('networkidle');
    const phone = (await page.locator('tbody tr td.column-phoneNumber').last().innerText()).trim();
    if (!/^\d{10}$/.test(phone)) throw new Error(`expected a phone number in the list's phoneNumber column, got "${phone}"`);
    const searchMs = await probe.search(page, phone);
    return { firstPageMs, nextPageMs, searchMs };
  } finally {
    await context.close();
  }
}

function addTimings(report: Report, name: string, samples: number[], max: number, note?: string): void {
  report.add({ name, value: median(samples), unit: 'ms', samples, budget: { max }, ...(note ? { note } : {}) });
}

async function measureBrowser(report: Report, origin: string): Promise<void> {
  const browser = await launchBenchBrowser(report);
  const session = await adminSession(browser, origin);
  const runs: ListTimings[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await timeList(browser, origin, session));
  addTimings(report, 'navigation → first page of the unverified list', runs.map((r) => r.firstPageMs), 1500, 'fresh context: cold HTTP cache');
  addTimings(report, 'next page click → next page shown', runs.map((r) => r.nextPageMs), 100);
  addTimings(report, 'search typed → filtered page shown', runs.map((r) => r.searchMs), 150, 'includes the filter form debounce (50 ms, src/layout/theme.ts)');
}

/** listQuery timed in this process over the real 10,000 records, warmed up first. */
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
    report.add({ name: `listQuery over ${records.length.toLocaleString('en-US')} vendors: ${name}`, value: median(samples), unit: 'ms', samples, budget: { max: 20 }, note: `${total} matched` });
  }
}

await runBench('largeLists', async (report) => {
  await ensureProductionBuild('admin', (line) => console.info(`[${report.bench}] ${line}`));
  const product = await startBenchProduct(report, { SEED_VENDORS: String(VENDORS) });
  const cookie = await loginCookie(product.url);
  const lists = await Promise.all(
    ['/api/vegetable/unverified/list', '/api/vegetable/verified/list'].map(async (route) => JSON.parse(await fetchOk(`${product.url}${route}`, cookie)) as Record<string, unknown>[]),
  );
  const [unverified = [], verified = []] = lists;
  report.add({ name: 'unverified vegetable vendors listed', value: unverified.length, unit: 'count' });
  measureListQuery(report, [...unverified, ...verified]);
  await measureBrowser(report, product.url);
});
