/**
 * The benches must measure production builds. `npm start` rebuilds a site only when it is stale, and a build
 * started from a test run inherits NODE_ENV=test, which makes Vite bundle React's development code (seen
 * here: the landing's JS went from about 68 to 126 kB gz). So before a bench starts the product, this checks
 * the site's built JS for a message only React's development build contains and, if found, rebuilds that
 * site with NODE_ENV=production under the same lock file as server/site/build.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEVELOPMENT_ONLY = 'current testing environment is not configured to support act';

export type Site = 'admin' | 'landing';

const SITES: Record<Site, { assets: string; lock: string; script: string }> = {
  admin: { assets: 'dist/admin/assets', lock: 'dist/.admin.build-lock', script: 'build:admin' },
  landing: { assets: 'dist/landing/assets', lock: 'dist/.landing.build-lock', script: 'build:landing' },
};

export function isDevelopmentBuild(site: Site): boolean {
  const assets = path.join(ROOT, SITES[site].assets);
  if (!fs.existsSync(assets)) return false;
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes(DEVELOPMENT_ONLY));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function takeLock(lock: string): Promise<void> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 250) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return;
    } catch {
      if (waited > 10 * 60_000) throw new Error(`${lock} held for 10 minutes`);
      await sleep(250);
    }
  }
}

export async function ensureProductionBuild(site: Site, say: (line: string) => void): Promise<void> {
  const { lock, script } = SITES[site];
  const lockPath = path.join(ROOT, lock);
  // Holding the lock while checking means no other process is halfway through writing the build.
  await takeLock(lockPath);
  try {
    if (!isDevelopmentBuild(site)) return;
    say(`dist/${site} holds React's development build (built with NODE_ENV≠production): rebuilding for production`);
    const result = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error(`NODE_ENV=production npm run ${script} exited ${result.status}`);
    if (isDevelopmentBuild(site)) throw new Error(`dist/${site} still holds React development code after a production build`);
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}
