import { startCluster, stopCluster, makeRunDir, asSuperuser, clusterUrl } from '../tests/helpers/postgres.ts';
import { TEST_ADMIN } from '../tests/helpers/server.ts';
import { loginCookie } from './lib/product.ts';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const runDir = makeRunDir();
const engine = process.env.PROF_ENGINE ?? 'postgres';
let cluster;
let DATABASE_URL;
if (engine === 'postgres') {
  cluster = await startCluster(path.join(runDir, 'cluster'));
  await asSuperuser((c) => c.query('CREATE DATABASE prof'), cluster);
  DATABASE_URL = clusterUrl(cluster, 'prof');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const child = spawn('node', ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', SEED_VENDORS: '24', ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, LOG: 'false', LOGIN_RATE_LIMIT: '100000', BUILD_SITES: 'false', ...(DATABASE_URL ? { DATABASE_URL } : {}) },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
const base = await new Promise<string>((resolve) => {
  const on = (c: Buffer) => { out += c; const m = /running at (http:\/\/[^\s/]+)/.exec(out); if (m) resolve(m[1]!); };
  child.stdout.on('data', on); child.stderr.on('data', on);
});
const cookie = await loginCookie(base);
const url = base + (process.env.PROF_PATH ?? '/api/admin/dashboard/workplan');
await autocannon({ url, connections: 50, duration: 3, headers: { cookie } });
const r = await autocannon({ url, connections: 200, duration: 10, headers: { cookie } });
console.log('req/s', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'timeouts', r.timeouts);
child.kill('SIGINT');
await new Promise((res) => child.once('exit', res));
if (cluster) stopCluster(cluster);
