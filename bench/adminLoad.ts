/**
 * Admin load weight (`npx tsx bench/adminLoad.ts`): gzip bytes of JS and CSS fetched by the first load of
 * /admin/login, by the dashboard after logging in, and by a cold load of the dashboard with a session;
 * compared in the same run with a bare react-admin app (one ListGuesser resource, same versions) that the
 * bench builds in a temporary folder. Budget: our login page loads no more JS + CSS than the bare app.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { submitAdminLogin } from './lib/adminSession.ts';
import { buildBareAdmin, serveBareAdmin } from './lib/bareAdmin.ts';
import { launchBenchBrowser } from './lib/chromium.ts';
import { ensureProductionBuild } from './lib/productionBuild.ts';
import { startBenchProduct } from './lib/product.ts';
import { runBench, type Report } from './lib/report.ts';
import { RUNS } from './lib/settings.ts';
import { median, repeat } from './lib/stats.ts';
import { gzipTotal, kB, recordTransfers, type Transfer } from './lib/transfers.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface Weight {
  js: number;
  css: number;
  jsFiles: number;
  /** The three largest JS files, e.g. "index-abc.js 169.4 kB", to show where the bytes are. */
  largest: string[];
}

function weightOf(transfers: Transfer[]): Weight {
  const scripts = transfers.filter((t) => t.kind === 'js').sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
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
    const recorder = recordTransfers(page);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response || response.status() !== 200) throw new Error(`GET ${url} answered ${response?.status() ?? 'nothing'}`);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    return weightOf(await recorder.stop());
  } finally {
    await context.close();
  }
}

/** Login page cold, then the bytes the dashboard adds after submitting the form; keeps the session. */
async function loginThenDashboard(browser: Browser, origin: string): Promise<{ login: Weight; added: Weight; session: StorageState }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let recorder = recordTransfers(page);
    await page.goto(`${origin}/admin/login`, { waitUntil: 'networkidle' });
    const login = weightOf(await recorder.stop());
    recorder = recordTransfers(page);
    await submitAdminLogin(page);
    const added = weightOf(await recorder.stop());
    return { login, added, session: await context.storageState() };
  } finally {
    await context.close();
  }
}

function addWeights(report: Report, label: string, weights: Weight[], budgetMax?: number): number {
  const total = median(weights.map((w) => kB(w.js + w.css)));
  report.add({ name: `${label} JS gz`, value: median(weights.map((w) => kB(w.js))), unit: 'kB' });
  report.add({ name: `${label} CSS gz`, value: median(weights.map((w) => kB(w.css))), unit: 'kB' });
  report.add({
    name: `${label} JS + CSS gz`,
    value: total,
    unit: 'kB',
    samples: weights.map((w) => kB(w.js + w.css)),
    ...(budgetMax === undefined ? {} : { budget: { max: budgetMax }, note: 'budget: the bare app' }),
  });
  const largest = weights[0]?.largest.join(', ');
  report.add({ name: `${label} JS files`, value: median(weights.map((w) => w.jsFiles)), unit: 'count', ...(largest ? { note: `largest: ${largest}` } : {}) });
  return total;
}

function builtJsChunks(): number {
  const assets = path.resolve(import.meta.dirname, '../dist/admin/assets');
  return fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.js')).length : 0;
}

await runBench('adminLoad', async (report) => {
  const bareDist = await buildBareAdmin(report);
  const bareOrigin = await serveBareAdmin(report, bareDist);
  await ensureProductionBuild('admin', (line) => console.info(`[${report.bench}] ${line}`));
  const product = await startBenchProduct(report, { SEED_VENDORS: '24' });
  const browser = await launchBenchBrowser(report);

  // Figures are added as soon as they are measured, so a failure later still leaves the earlier ones.
  const bareTotal = addWeights(report, 'bare react-admin (ListGuesser)', await repeat(RUNS, () => coldLoad(browser, `${bareOrigin}/`, 'text=Post 10')));
  const ours = await repeat(RUNS, () => loginThenDashboard(browser, product.url));
  const loginTotal = addWeights(report, '/admin/login', ours.map((o) => o.login), bareTotal);
  addWeights(report, 'dashboard, added after login', ours.map((o) => o.added));
  const session = ours[0]?.session;
  const dashboard = await repeat(RUNS, () => coldLoad(browser, `${product.url}/admin/`, 'main', session));
  const dashboardTotal = addWeights(report, 'dashboard, cold load with a session', dashboard);
  report.add({ name: '/admin/login ÷ bare app (JS + CSS)', value: loginTotal / bareTotal, unit: '×', budget: { max: 1 } });
  report.add({ name: 'dashboard cold ÷ bare app (JS + CSS)', value: dashboardTotal / bareTotal, unit: '×' });
  report.add({ name: 'admin build JS chunks (dist/admin/assets)', value: builtJsChunks(), unit: 'count', note: 'screens load lazily when this exceeds the files the login loads' });
});
