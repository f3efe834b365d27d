/**
 * Admin load weight and login speed (`npx tsx bench/adminLoad.ts`): the bytes that cross the wire (Chromium's
 * count, headers included) for the first load of /admin/login, for the dashboard after logging in, and for a
 * cold load of the dashboard with a session, next to their uncompressed size and the gzip size of their JS + CSS;
 * compared in the same run with a bare react-admin app (one ListGuesser resource, same versions) that the bench
 * builds, precompresses and serves the way our server serves the admin.
 * Budgets: /admin/login on the wire (up to the admin's warm-up) ≤ 120 kB; the login page plus everything fetched
 * until the dashboard is painted after the login (the warm-up and what the submit adds before that paint) ≤ 1.0 × the
 * bare app; login submitted → dashboard shown ≤ 1.0 s, typed and submitted at once (a password manager).
 * Also the time to the login form for a logged-out visitor at /admin/login, /admin/ and a deep link (no budget:
 * the deep links must match /admin/login; `BENCH_ADMIN_LOAD_CASE=login-form` runs that case alone).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { buildBareAdmin, serveBareAdmin } from './lib/bareAdmin.ts';
import { launchBenchBrowser } from './lib/chromium.ts';
import { ensureProductionBuild } from './lib/productionBuild.ts';
import { startBenchProduct } from './lib/product.ts';
import { runBench, type Report } from './lib/report.ts';
import { dashboardPaintedAt, installLoginProbe, submittedToDashboard } from './lib/loginProbe.ts';
import { RUNS } from './lib/settings.ts';
import { median, repeat } from './lib/stats.ts';
import { bodyTotal, gzipTotal, kB, recordTransfers, wireTotal, type Transfer } from './lib/transfers.ts';
import { TEST_ADMIN } from './lib/product.ts';
import { WARM_UP_MARK } from '../src/login/warmUp.ts';
import { LOGIN_FORM_PROBE } from '../tests/helpers/browser.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** /admin/login may cost at most this many kB on the wire (issue 41; it was 0.8 × the bare app before). */
const LOGIN_MAX_KB = 120;
/** The login page plus everything fetched until the dashboard is painted may cost at most this share of the bare app. */
const LOGIN_TO_DASHBOARD_RATIO = 1.0;

interface Weight {
  /** Every response of the load as it crossed the wire (CDP encodedDataLength). */
  wire: number;
  /** The same responses decoded. */
  decoded: number;
  js: number;
  css: number;
  jsFiles: number;
  /** The three largest JS files, e.g. "index-abc.js 169.4 kB", to show where the bytes are. */
  largest: string[];
}

function weightOf(transfers: Transfer[]): Weight {
  const scripts = transfers.filter((t) => t.kind === 'js').sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    wire: wireTotal(transfers),
    decoded: bodyTotal(transfers),
    js: gzipTotal(transfers, 'js'),
    css: gzipTotal(transfers, 'css'),
    jsFiles: scripts.length,
    largest: scripts.slice(0, 3).map((t) => `${new URL(t.url).pathname.split('/').pop() ?? ''} ${kB(t.gzipBytes).toFixed(1)} kB`),
  };
}

/** `ready`: a selector that proves the screen rendered (not an error page). */
async function coldLoad(browser: Browser, url: string, ready: string, storageState?: StorageState): Promise<Weight> {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const recorder = await recordTransfers(page);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response || response.status() !== 200) throw new Error(`GET ${url} answered ${response?.status() ?? 'nothing'}`);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    return weightOf(await recorder.stop());
  } finally {
    await context.close();
  }
}

/** When the login page started fetching the admin ahead (src/login/warmUp.ts), ms since the epoch; null before. */
function warmUpStart(page: Page): Promise<number | null> {
  return page.evaluate((mark) => {
    const [entry] = performance.getEntriesByName(mark, 'mark');
    return entry ? performance.timeOrigin + entry.startTime : null;
  }, WARM_UP_MARK);
}

/**
 * Login page cold, then the login form submitted: the time from the submit event to the paint showing the
 * dashboard's heading, and the bytes that added; keeps the session. The login page's weight is what it loads
 * before it starts fetching the admin ahead (once idle after its first paint); that warm-up is weighed apart.
 */
async function loginThenDashboard(
  browser: Browser,
  origin: string,
): Promise<{ login: Weight; warmUp: Weight; added: Weight; addedUntilPainted: Weight; loginMs: number; session: StorageState }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await installLoginProbe(page);
    let recorder = await recordTransfers(page);
    await page.goto(`${origin}/admin/login`, { waitUntil: 'networkidle' });
    const pageLoad = await recorder.stop();
    const warmUpAt = await warmUpStart(page);
    const beforeWarmUp = (t: Transfer) => warmUpAt === null || t.startedAt < warmUpAt;
    const login = weightOf(pageLoad.filter(beforeWarmUp));
    const warmUp = weightOf(pageLoad.filter((t) => !beforeWarmUp(t)));
    recorder = await recordTransfers(page);
    await page.locator('input[name="email"]').fill(TEST_ADMIN.email);
    await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
    await page.waitForLoadState('networkidle');
    await page.locator('button[type="submit"]').click();
    const loginMs = await submittedToDashboard(page);
    const paintedAt = await dashboardPaintedAt(page);
    await page.getByText('Login Successful').waitFor();
    await page.waitForLoadState('networkidle');
    const addedTransfers = await recorder.stop();
    const added = weightOf(addedTransfers);
    // What the dashboard's first paint waited for; what starts later (the work plan's weekly chart) is reported in `added`.
    const addedUntilPainted = weightOf(addedTransfers.filter((t) => t.startedAt < paintedAt));
    return { login, warmUp, added, addedUntilPainted, loginMs, session: await context.storageState() };
  } finally {
    await context.close();
  }
}

/**
 * A login submitted at once, as a password manager does: the form filled and submitted as soon as the page
 * has loaded (its load event, the form shown), without waiting for the network to settle; the time from the
 * submit event to the paint showing the dashboard's heading.
 */
async function loginAtOnce(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await installLoginProbe(page);
    await page.goto(`${origin}/admin/login`, { waitUntil: 'load' });
    const submitted = page.locator('button[type="submit"]');
    await submitted.waitFor();
    await page.locator('input[name="email"]').fill(TEST_ADMIN.email);
    await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
    await submitted.click();
    const loginMs = await submittedToDashboard(page);
    await page.getByText('Login Successful').waitFor();
    return loginMs;
  } finally {
    await context.close();
  }
}

/** Adds the load's figures; returns the median bytes on the wire. */
function addWeights(report: Report, label: string, weights: Weight[], wireBudget?: { max: number; note: string }): number {
  const median_kB = (pick: (w: Weight) => number) => median(weights.map((w) => kB(pick(w))));
  const wire = weights.map((w) => kB(w.wire));
  report.add({ name: `${label} on the wire`, value: median(wire), unit: 'kB', samples: wire, ...(wireBudget ? { budget: { max: wireBudget.max }, note: wireBudget.note } : {}) });
  report.add({ name: `${label} uncompressed`, value: median_kB((w) => w.decoded), unit: 'kB' });
  report.add({ name: `${label} JS + CSS gz`, value: median_kB((w) => w.js + w.css), unit: 'kB', note: `JS ${median_kB((w) => w.js).toFixed(1)}, CSS ${median_kB((w) => w.css).toFixed(1)}` });
  const largest = weights[0]?.largest.join(', ');
  report.add({ name: `${label} JS files`, value: median(weights.map((w) => w.jsFiles)), unit: 'count', ...(largest ? { note: `largest (gz): ${largest}` } : {}) });
  return median(wire);
}

function builtJsChunks(): number {
  const assets = path.resolve(import.meta.dirname, '../dist/admin/assets');
  return fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.js')).length : 0;
}


/** A logged-out visit: ms from the navigation's start to the login form in the page. */
async function timeToLoginForm(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(LOGIN_FORM_PROBE);
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('input[name="password"]').waitFor({ timeout: 60_000 });
    return (await page.evaluate('window.__loginFormAt')) as number;
  } finally {
    await context.close();
  }
}

const LOGGED_OUT_PATHS = ['/admin/login', '/admin/', '/admin/dashboard'];

async function addTimesToLoginForm(report: Report, browser: Browser, origin: string): Promise<void> {
  for (const path of LOGGED_OUT_PATHS) {
    const samples = await repeat(RUNS, () => timeToLoginForm(browser, `${origin}${path}`));
    report.add({ name: `logged out at ${path} → login form shown`, value: median(samples), unit: 'ms', samples, note: 'from the navigation start, cold' });
  }
}

/** `BENCH_ADMIN_LOAD_CASE=login-at-once` (or `login-form`) runs that case alone (no bare app, no weights): a quick check. */
const ONLY_CASE = process.env.BENCH_ADMIN_LOAD_CASE;

function addLoginAtOnce(report: Report, samples: number[]): void {
  report.add({ name: 'login submitted at once → dashboard shown', value: median(samples), unit: 'ms', samples, budget: { max: 1000 }, note: 'filled and submitted as soon as the page loaded (a password manager)' });
}

await runBench('adminLoad', async (report) => {
  if (ONLY_CASE === 'login-at-once') {
    await ensureProductionBuild('admin', (line) => console.info(`[${report.bench}] ${line}`));
    const product = await startBenchProduct(report, { SEED_VENDORS: '24' });
    const browser = await launchBenchBrowser(report);
    addLoginAtOnce(report, await repeat(RUNS, () => loginAtOnce(browser, product.url)));
    return;
  }
  if (ONLY_CASE === 'login-form') {
    await ensureProductionBuild('admin', (line) => console.info(`[${report.bench}] ${line}`));
    const product = await startBenchProduct(report, { SEED_VENDORS: '24' });
    await addTimesToLoginForm(report, await launchBenchBrowser(report), product.url);
    return;
  }
  const bareDist = await buildBareAdmin(report);
  const bareOrigin = await serveBareAdmin(report, bareDist);
  await ensureProductionBuild('admin', (line) => console.info(`[${report.bench}] ${line}`));
  const product = await startBenchProduct(report, { SEED_VENDORS: '24' });
  const browser = await launchBenchBrowser(report);

  // Figures are added as soon as they are measured, so a failure later still leaves the earlier ones.
  const bareWire = addWeights(report, 'bare react-admin (ListGuesser)', await repeat(RUNS, () => coldLoad(browser, `${bareOrigin}/`, 'text=Post 10')));
  const ours = await repeat(RUNS, () => loginThenDashboard(browser, product.url));
  const loginWire = addWeights(report, '/admin/login', ours.map((o) => o.login), { max: LOGIN_MAX_KB, note: `budget: ${LOGIN_MAX_KB} kB` });
  const loginMs = ours.map((o) => o.loginMs);
  report.add({ name: 'login submitted → dashboard shown', value: median(loginMs), unit: 'ms', samples: loginMs, budget: { max: 1000 }, note: '"Login Successful" announced over the dashboard' });
  addWeights(report, '/admin/login warm-up (the admin fetched ahead once the page is idle)', ours.map((o) => o.warmUp));
  addWeights(report, 'dashboard, added after login', ours.map((o) => o.added));
  addWeights(report, 'dashboard, added after login until painted', ours.map((o) => o.addedUntilPainted));
  const toDashboard = ours.map((o) => kB(o.login.wire + o.warmUp.wire + o.addedUntilPainted.wire));
  report.add({
    name: 'login page + everything until the dashboard is painted, on the wire',
    value: median(toDashboard),
    unit: 'kB',
    samples: toDashboard,
    budget: { max: LOGIN_TO_DASHBOARD_RATIO * bareWire },
    note: `budget: ${LOGIN_TO_DASHBOARD_RATIO} × the bare app; the page, its warm-up and what the submit adds before the paint`,
  });
  report.add({ name: 'login page + until the dashboard is painted ÷ bare app', value: median(toDashboard) / bareWire, unit: '×', budget: { max: LOGIN_TO_DASHBOARD_RATIO } });
  addLoginAtOnce(report, await repeat(RUNS, () => loginAtOnce(browser, product.url)));
  await addTimesToLoginForm(report, browser, product.url);
  const session = ours[0]?.session;
  const dashboard = await repeat(RUNS, () => coldLoad(browser, `${product.url}/admin/`, 'main', session));
  const dashboardWire = addWeights(report, 'dashboard, cold load with a session', dashboard);
  report.add({ name: '/admin/login ÷ bare app (on the wire)', value: loginWire / bareWire, unit: '×' });
  report.add({ name: 'dashboard cold ÷ bare app (on the wire)', value: dashboardWire / bareWire, unit: '×' });
  report.add({ name: 'admin build JS chunks (dist/admin/assets)', value: builtJsChunks(), unit: 'count', note: 'screens load lazily when this exceeds the files the login loads' });
});
