/**
 * The admin bench figures must be those of a production build. `npm start` rebuilds dist/admin only when it
 * is stale, and a build started from a test run inherits NODE_ENV=test, which makes Vite bundle React's
 * development code (about 50 kB gz more, and slower). So before the admin benches start the product, this
 * checks the built JS for a message only React's development build contains and, if found, rebuilds with
 * NODE_ENV=production under the same lock file as server/site/build.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ASSETS = path.join(ROOT, 'dist/admin/assets');
const LOCK = path.join(ROOT, 'dist/.admin.build-lock');
const DEVELOPMENT_ONLY = 'current testing environment is not configured to support act';

export function isDevelopmentBuild(): boolean {
  if (!fs.existsSync(ASSETS)) return false;
  return fs
    .readdirSync(ASSETS)
    .filter((file) => file.endsWith('.js'))
    .some((file) => fs.readFileSync(path.join(ASSETS, file), 'utf8').includes(DEVELOPMENT_ONLY));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits while another process builds (its lock file exists), so the check sees a finished build. */
async function waitForOtherBuild(): Promise<void> {
  for (let waited = 0; fs.existsSync(LOCK); waited += 250) {
    if (waited > 10 * 60_000) throw new Error(`${LOCK} held for 10 minutes`);
    await sleep(250);
  }
}

export async function ensureProductionAdminBuild(say: (line: string) => void): Promise<void> {
  await waitForOtherBuild();
  if (!isDevelopmentBuild()) return;
  say('dist/admin holds a development build of React (built with NODE_ENV≠production): rebuilding for production');
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  for (let waited = 0; ; waited += 250) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      if (waited > 10 * 60_000) throw new Error(`${LOCK} held for 10 minutes`);
      await sleep(250);
    }
  }
  try {
    const result = spawnSync('npm', ['run', '--silent', 'build:admin'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error(`NODE_ENV=production npm run build:admin exited ${result.status}`);
  } finally {
    fs.rmSync(LOCK, { force: true });
  }
  if (isDevelopmentBuild()) throw new Error('dist/admin still holds React development code after a production build');
}
