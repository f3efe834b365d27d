/**
 * Landing weight and Lighthouse (`npx tsx bench/landing.ts`).
 * First load of / and each section route, in English and in Tamil (/ta/…), in a fresh mobile-sized Chromium
 * context: gzip bytes of HTML, CSS, JS, images and fonts, render-blocking bytes, bytes on the wire as Chromium
 * counted them next to the uncompressed size, requests; then Lighthouse mobile and desktop on / and on /ta/.
 * Budgets (landing issue, the same for both homes): render-blocking <= 20 kB gz, JS <= 75 kB gz, everything with
 * the first view's images and fonts <= 200 kB; Lighthouse mobile 100 in all four categories and LCP <= 1.0 s.
 */
import type { Browser } from 'playwright-core';
import { launchBenchBrowser, launchDebuggableChromium } from './lib/chromium.ts';
import { ensureProductionBuild } from './lib/productionBuild.ts';
import { CATEGORIES, runLighthouse, type FormFactor, type LighthouseRun } from './lib/lighthouse.ts';
import { startBenchProduct } from './lib/product.ts';
import { renderBlockingUrls } from './lib/renderBlocking.ts';
import { runBench, type Report } from './lib/report.ts';
import { RUNS } from './lib/settings.ts';
import { median, repeat } from './lib/stats.ts';
import { bodyTotal, gzipTotal, kB, recordTransfers, wireTotal, type ResourceKind } from './lib/transfers.ts';

const SECTIONS = ['/', '/Herosection', '/Standard', '/Product', '/Footer'] as const;
/** The Tamil home is /ta/, its sections /ta/<section>. */
const ROUTES = [...SECTIONS, ...SECTIONS.map((route) => (route === '/' ? '/ta/' : `/ta${route}`))];
/** The pages the budgets hold for: each language's home. */
const HOMES = ['/', '/ta/'];
/** Lighthouse's figures keep their names for /; the Tamil home's say so. */
const lighthouseName = (home: string) => (home === '/' ? 'Lighthouse' : `Lighthouse ${home}`);

/** Lighthouse's mobile preset (Moto G Power), so bytes are those of the page Lighthouse scores. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface RouteLoad {
  bytes: Record<ResourceKind | 'total' | 'renderBlocking' | 'wire' | 'decoded', number>;
  requests: number;
  /** Content-Encoding of the text responses, e.g. "br". */
  encodings: string[];
}

async function loadRoute(browser: Browser, url: string): Promise<RouteLoad> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const recorder = await recordTransfers(page);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response || response.status() !== 200) throw new Error(`GET ${url} answered ${response?.status() ?? 'nothing'}`);
    const blocking = new Set(await renderBlockingUrls(page, await response.text()));
    const transfers = await recorder.stop();
    const kinds: ResourceKind[] = ['html', 'css', 'js', 'image', 'font', 'data', 'other'];
    const byKind = Object.fromEntries(kinds.map((k) => [k, gzipTotal(transfers, k)])) as Record<ResourceKind, number>;
    return {
      bytes: {
        ...byKind,
        total: gzipTotal(transfers),
        renderBlocking: gzipTotal(transfers.filter((t) => blocking.has(t.url))),
        wire: wireTotal(transfers),
        decoded: bodyTotal(transfers),
      },
      requests: transfers.length,
      encodings: [...new Set(transfers.filter((t) => ['html', 'css', 'js'].includes(t.kind)).map((t) => t.contentEncoding))],
    };
  } finally {
    await context.close();
  }
}

async function measureRoutes(report: Report, browser: Browser, origin: string): Promise<void> {
  for (const route of ROUTES) {
    const loads = await repeat(RUNS, () => loadRoute(browser, `${origin}${route}`));
    const figure = (label: string, key: keyof RouteLoad['bytes'], max?: number) => {
      const samples = loads.map((l) => kB(l.bytes[key]));
      report.add({ name: `${route} ${label}`, value: median(samples), unit: 'kB', samples, ...(max === undefined ? {} : { budget: { max } }) });
    };
    const onHome = HOMES.includes(route);
    figure('HTML gz', 'html');
    figure('CSS gz', 'css');
    figure('JS gz', 'js', onHome ? 75 : undefined);
    figure('images', 'image');
    figure('fonts', 'font');
    figure('render-blocking gz', 'renderBlocking', onHome ? 20 : undefined);
    figure('total gz (with first-view images)', 'total', onHome ? 200 : undefined);
    const wire = loads.map((l) => kB(l.bytes.wire));
    const encodings = [...new Set(loads.flatMap((l) => l.encodings))].join(', ');
    report.add({ name: `${route} on the wire (CDP encodedDataLength: headers + bodies as served)`, value: median(wire), unit: 'kB', samples: wire, note: `text served as: ${encodings}` });
    report.add({ name: `${route} uncompressed (decoded bodies)`, value: median(loads.map((l) => kB(l.bytes.decoded))), unit: 'kB' });
    report.add({ name: `${route} requests`, value: median(loads.map((l) => l.requests)), unit: 'count' });
  }
}

async function measureLighthouse(report: Report, origin: string): Promise<void> {
  const chromium = await launchDebuggableChromium(report);
  for (const home of HOMES) {
    for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
      await lighthouseOf(report, `${origin}${home}`, lighthouseName(home), chromium.port, formFactor);
    }
  }
}

/** How loaded the host was during each run: Lighthouse's benchmarkIndex (lower = slower host) and the load average. */
const hostLoad = (runs: LighthouseRun[]) =>
  `benchmarkIndex ${runs.map((r) => r.benchmarkIndex).join(' / ')}, load ${runs.map((r) => r.loadAverage.toFixed(1)).join(' / ')}`;

const noteOf = (parts: string[]) => (parts.length ? { note: parts.join('; ') } : {});

async function lighthouseOf(report: Report, url: string, prefix: string, port: number, formFactor: FormFactor): Promise<void> {
  const runs: LighthouseRun[] = await repeat(RUNS, () => runLighthouse(url, port, formFactor));
  const mobile = formFactor === 'mobile';
  for (const category of CATEGORIES) {
    const samples = runs.map((r) => r.scores[category]);
    const failed = [...new Set(runs.flatMap((r) => r.failedAudits.filter((a) => a.startsWith(`${category}:`))))];
    report.add({
      name: `${prefix} ${formFactor} ${category}`,
      value: median(samples),
      unit: 'score',
      samples,
      ...(mobile ? { budget: { min: 100 } } : {}),
      ...noteOf([...failed.map((a) => a.slice(category.length + 2)), ...(category === 'performance' ? [hostLoad(runs)] : [])]),
    });
  }
  const metric = (name: string, pick: (r: LighthouseRun) => number, unit: 'ms' | 'fraction', max?: number, note?: string) => {
    const samples = runs.map(pick);
    report.add({ name: `${prefix} ${formFactor} ${name}`, value: median(samples), unit, samples, ...(max === undefined ? {} : { budget: { max } }), ...(note ? { note } : {}) });
  };
  const medianRun = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
  metric('FCP', (r) => r.fcpMs, 'ms');
  metric('LCP', (r) => r.lcpMs, 'ms', mobile ? 1000 : undefined, medianRun?.lcpElement);
  metric('TBT', (r) => r.tbtMs, 'ms');
  metric('CLS', (r) => r.cls, 'fraction');
}

await runBench('landing', async (report) => {
  await ensureProductionBuild('landing', (line) => console.info(`[${report.bench}] ${line}`));
  const product = await startBenchProduct(report, { SEED_VENDORS: '6' });
  const browser = await launchBenchBrowser(report);
  await measureRoutes(report, browser, product.url);
  await browser.close(); // one Chromium at a time while Lighthouse measures
  await measureLighthouse(report, product.url);
});
