/** The machine a bench ran on, printed above its table and stored with its figures. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { CHROME_PATH } from './settings.ts';

export interface Environment {
  node: string;
  chromium: string;
  platform: string;
  cpus: string;
  loadAverage: number[];
}

function chromiumVersion(): string {
  try {
    // Debian's wrapper script prints a harmless shell warning on stderr; the version is on stdout.
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `not found at ${CHROME_PATH}`;
  }
}

export function describeEnvironment(): Environment {
  const cpus = os.cpus();
  return {
    node: process.version,
    chromium: chromiumVersion(),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}
