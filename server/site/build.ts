/**
 * `npm start` builds the admin and the landing when their output is missing or older than any of their
 * sources, so a fresh clone needs only `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface SiteTarget {
  name: string;
  /** A file that exists once the site is part of the repository. */
  entry: string;
  script: string;
  output: string;
  sources: string[];
}

export const SITE_TARGETS: SiteTarget[] = [
  { name: 'admin', entry: 'index.html', script: 'build:admin', output: 'dist/admin/index.html', sources: ['src', 'index.html', 'vite.config.ts', 'package-lock.json'] },
  { name: 'landing', entry: 'landing/build.ts', script: 'build:landing', output: 'dist/landing/index.html', sources: ['landing', 'src/domain', 'server/i18n', 'package-lock.json'] },
];

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function isStale(target: SiteTarget): boolean {
  const out = path.join(root, target.output);
  if (!fs.existsSync(out)) return true;
  const built = fs.statSync(out).mtimeMs;
  return target.sources.some((s) => newestMtime(s) > built);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Several processes may start at once (tests, benches): one builds, the others wait for its lock. */
async function withBuildLock(name: string, work: () => void): Promise<void> {
  const lock = path.join(root, 'dist', `.${name}.build-lock`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) fs.rmSync(lock, { force: true });
      await sleep(250);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export async function ensureSitesBuilt(say: (line: string) => void): Promise<void> {
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  for (const target of SITE_TARGETS) {
    if (!scripts[target.script] || !fs.existsSync(path.join(root, target.entry)) || !isStale(target)) continue;
    await buildSite(target, say);
  }
}

/** Builds one site under its lock unless another process has just built it. */
export async function buildSite(target: SiteTarget, say: (line: string) => void = () => {}): Promise<void> {
  await withBuildLock(target.name, () => {
    if (!isStale(target)) return;
    say(`Building the ${target.name} (npm run ${target.script})...`);
    // Always a production build, even when started from a test runner that exported NODE_ENV=test.
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync('npm', ['run', '--silent', target.script], { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`Building the ${target.name} failed (npm run ${target.script} exited ${result.status})`);
  });
}
