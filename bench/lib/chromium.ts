/**
 * Chromium for the benches: playwright-core over Debian's /usr/bin/chromium (CHROME_PATH overrides) with the
 * tests' CHROME_ARGS, and a bare Chromium with a DevTools port for Lighthouse.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { CHROME_ARGS, launchChromium } from '../../tests/helpers/browser.ts';
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

/** Starts Chromium listening on a free DevTools port (for Lighthouse), with its own temporary profile. */
export async function launchDebuggableChromium(report: Report): Promise<DebuggableChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(CHROME_PATH, [...CHROME_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  report.onCleanup(stop);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools port in 30 s:\n${output}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not start ${CHROME_PATH}: ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${output}`));
    });
  });
  return { port, stop };
}
