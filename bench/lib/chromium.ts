/**
 * Chromium for the benches: playwright-core over Debian's /usr/bin/chromium (CHROME_PATH overrides) with the
 * tests' CHROME_ARGS, and a Chromium with a DevTools port for Lighthouse.
 */
import { launch } from 'chrome-launcher';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../tests/helpers/browser.ts';
import { CHROME_PATH } from './settings.ts';
import type { Report } from './report.ts';

export async function launchBenchBrowser(report: Report): Promise<Browser> {
  const browser = await launchChromium();
  report.onCleanup(() => browser.close());
  return browser;
}

export interface DebuggableChromium {
  port: number;
  stop(): Promise<void>;
}

/**
 * Chromium for Lighthouse, started the way Lighthouse itself starts it: chrome-launcher with its default flags (no
 * extensions, no background work, its own temporary profile), headless, over Debian's Chromium. The tests' flags
 * alone leave Chromium's component extensions on, and their script worlds were set up in every measured page.
 */
export async function launchDebuggableChromium(report: Report): Promise<DebuggableChromium> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const stop = async () => {
    chrome.kill();
    await new Promise((resolve) => (chrome.process.exitCode === null ? chrome.process.once('exit', resolve) : resolve(undefined)));
  };
  report.onCleanup(stop);
  return { port: chrome.port, stop };
}
