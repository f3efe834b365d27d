/**
 * Real Chromium for browser tests (Debian's package; CHROME_PATH overrides) and an axe-core check.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { createRequire } from 'node:module';
import fs from 'node:fs';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export function launchChromium(options: { javaScriptEnabled?: boolean } = {}): Promise<Browser> {
  void options;
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_ARGS });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns the violations at or above `minImpact`. */
export async function axeViolations(page: Page, minImpact: 'minor' | 'moderate' | 'serious' | 'critical' = 'serious'): Promise<AxeViolation[]> {
  // Once per document: a client-side navigation keeps it, and parsing axe again costs more than a run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  // Colours are measured once entering transitions (a dialog's fade) have finished; looping ones never do.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const violations = (await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  const order = ['minor', 'moderate', 'serious', 'critical'];
  return violations.filter((v) => order.indexOf(v.impact ?? 'minor') >= order.indexOf(minImpact));
}

/** Readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

/** An init script: notes in the page's clock (window.__loginFormAt) when the login form's password field first appears. */
export const LOGIN_FORM_PROBE = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('input[name="password"]')) return;
    window.__loginFormAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
