/**
 * PostgreSQL for tests: one throwaway cluster per test run (Debian's postgresql: initdb and pg_ctl in a temporary
 * folder, on 127.0.0.1 and a free port, durability off), and a new empty database per test server.
 *
 * The cluster starts when a test first asks for a database, so a run that needs none pays nothing. Test files run
 * in several worker processes: the run folder (made by tests/helpers/postgresRun.ts, vitest's globalSetup, which
 * also stops the cluster when the run ends) holds a lock that lets one worker start the cluster while the others
 * wait for its address. Run without that setup, a process starts a cluster of its own and stops it on exit.
 * A test that stops and restarts PostgreSQL does so on a cluster of its own (startOwnCluster, haltCluster,
 * restartCluster), never on the shared one.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../server/config.ts';
import type { TestServer } from './server.ts';

/** Environment variable naming the run folder (set by postgresRun.ts). */
export const RUN_DIR_VARIABLE = 'MARKETPLACE_TEST_PG_RUN';

export interface Cluster {
  port: number;
  /** The cluster's data folder. */
  dataDir: string;
  /** The folder of initdb, pg_ctl and postgres. */
  bin: string;
  /** A commit is acknowledged once its WAL reached the operating system (see startCluster). */
  synchronousCommit?: boolean;
}

export class PostgresMissing extends Error {
  constructor() {
    super(
      'PostgreSQL is not installed: tests on PostgreSQL need initdb and pg_ctl (on PATH or in /usr/lib/postgresql/<version>/bin). ' +
        'Install it with: apt-get install -y postgresql',
    );
  }
}

/** The folder holding initdb and pg_ctl: the PATH's, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
export function postgresBin(): string {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    // Where the link leads: pg_ctl finds postgres beside itself.
    if (folder && fs.existsSync(path.join(folder, 'initdb')) && fs.existsSync(path.join(folder, 'pg_ctl'))) return path.dirname(fs.realpathSync(path.join(folder, 'initdb')));
  }
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(debian, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  throw new PostgresMissing();
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` account (or `nobody`). */
function clusterOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const accounts = fs.readFileSync('/etc/passwd', 'utf8').split('\n').map((line) => line.split(':'));
  const account = accounts.find((a) => a[0] === 'postgres') ?? accounts.find((a) => a[0] === 'nobody');
  if (!account) throw new Error('Running as root with neither a postgres nor a nobody account to own the test cluster');
  return { uid: Number(account[2]), gid: Number(account[3]) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(bin: string, command: string, args: string[], owner: { uid: number; gid: number } | undefined): void {
  // No pipes: the server pg_ctl leaves running would hold them open.
  const result = spawnSync(path.join(bin, command), args, { stdio: ['ignore', 'ignore', 'pipe'], ...owner, timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.error?.message ?? `exit ${result.status}`}): ${result.stderr?.toString().trim() ?? ''}`);
  }
}

/** The server's settings: a cluster restarted after a stop comes back on the same port with the same settings. */
function serverOptions(folder: string, port: number, synchronousCommit = false): string {
  return [
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder}`,
    `-c fsync=off -c synchronous_commit=${synchronousCommit ? 'on' : 'off'} -c full_page_writes=off -c max_connections=300`,
  ].join(' ');
}

const folderOf = (cluster: Cluster) => path.dirname(cluster.dataDir);

/**
 * initdb and start a cluster in `folder` (made, and given to the cluster's owner). Durability is off: nothing is
 * synced to disk, and commits are acknowledged before their WAL is written, so a killed server loses the last
 * ones. `synchronousCommit` writes each commit's WAL before acknowledging it (still without syncing: the machine
 * does not crash in tests), for a test that kills the server and counts what was acknowledged.
 */
export async function startCluster(folder: string, { synchronousCommit = false } = {}): Promise<Cluster> {
  const bin = postgresBin();
  const owner = clusterOwner();
  const dataDir = path.join(folder, 'data');
  fs.mkdirSync(folder, { recursive: true });
  if (owner) fs.chownSync(folder, owner.uid, owner.gid);
  run(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'], owner);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      run(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(folder, 'server.log'), '-w', '-t', '60', '-o', serverOptions(folder, port, synchronousCommit), 'start'], owner);
      return { port, dataDir, bin, synchronousCommit };
    } catch (error) {
      lastError = error;
    }
  }
  const log = fs.existsSync(path.join(folder, 'server.log')) ? fs.readFileSync(path.join(folder, 'server.log'), 'utf8').slice(-2000) : '';
  throw new Error(`Could not start the test PostgreSQL: ${String(lastError)}\n${log}`);
}

/** Stops a cluster at once (its data is thrown away). */
export function stopCluster(cluster: Cluster): void {
  spawnSync(path.join(cluster.bin, 'pg_ctl'), ['-D', cluster.dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore', ...clusterOwner() });
}

/**
 * pg_ctl without blocking the event loop: a test server in this process keeps answering while PostgreSQL stops
 * or starts, as it would beside a real PostgreSQL.
 */
function pgCtl(cluster: Cluster, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(path.join(cluster.bin, 'pg_ctl'), ['-D', cluster.dataDir, ...args], { ...clusterOwner(), timeout: 120_000 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`pg_ctl ${args.at(-1)} failed (${error.message}): ${String(stderr).trim()}`));
      else resolve();
    });
  });
}

/**
 * Stops a cluster's server and keeps its data, for a later restartCluster: 'fast' ends every session with
 * admin_shutdown and checkpoints, 'immediate' kills the server as a crash would (recovery runs at the restart).
 * Resolves once the server has exited. Not for the run's shared cluster: other test files use it meanwhile.
 */
export function haltCluster(cluster: Cluster, mode: 'fast' | 'immediate'): Promise<void> {
  return pgCtl(cluster, ['-m', mode, '-w', '-t', '60', 'stop']);
}

/** Starts a halted cluster again, on its port and data folder; resolves once it accepts connections. */
export function restartCluster(cluster: Cluster): Promise<void> {
  const folder = folderOf(cluster);
  return pgCtl(cluster, ['-l', path.join(folder, 'server.log'), '-w', '-t', '60', '-o', serverOptions(folder, cluster.port, cluster.synchronousCommit), 'start']);
}

/**
 * A cluster of the caller's own, for a test that stops and restarts PostgreSQL: what it acknowledged survives an
 * immediate stop. Its folder is inside the run folder when there is one, so the run's end (or its watchdog) stops
 * it even if the test could not.
 */
export async function startOwnCluster(): Promise<Cluster> {
  let runDir = process.env[RUN_DIR_VARIABLE];
  if (!runDir) {
    const own = makeRunDir();
    process.once('exit', () => endRun(own));
    runDir = own;
  }
  return startCluster(fs.mkdtempSync(path.join(runDir, 'own-')), { synchronousCommit: true });
}

/** Stops a cluster started by startOwnCluster and removes its folder. */
export function removeOwnCluster(cluster: Cluster): void {
  stopCluster(cluster);
  fs.rmSync(folderOf(cluster), { recursive: true, force: true });
}

/** A test server on a database of its own cluster (startOwnCluster), the test admin logged in. */
export interface ServerOnOwnCluster {
  cluster: Cluster;
  server: TestServer;
  /** The test admin's Cookie header. */
  cookie: string;
  /** Closes the server, then stops and removes the cluster. */
  close(): Promise<void>;
}

/**
 * For a test that stops, restarts or cuts off PostgreSQL under a running server: a cluster of its own, the
 * database `database` made on it, a test server on that database with `config`, logged in. `port` gives the port
 * the server connects to instead of the cluster's (a proxy in front of it, started once the cluster is up).
 */
export async function serverOnOwnCluster(
  database: string,
  { config, port }: { config?: Partial<Config>; port?: (cluster: Cluster) => Promise<number> } = {},
): Promise<ServerOnOwnCluster> {
  // Loaded here, not at the top: tests/helpers/server.ts imports this module, and vitest's globalSetup
  // (postgresRun.ts) imports it without wanting the server.
  const { startServer } = await import('./server.ts');
  const cluster = await startOwnCluster();
  let server: TestServer | undefined;
  try {
    await asSuperuser((client) => client.query(`CREATE DATABASE ${database}`), cluster);
    const url = clusterUrl({ ...cluster, port: port ? await port(cluster) : cluster.port }, database);
    server = await startServer({ config: { ...config, databaseUrl: url } });
    const cookie = await server.login();
    const started = server;
    return {
      cluster,
      server: started,
      cookie,
      async close() {
        try {
          await started.close();
        } finally {
          removeOwnCluster(cluster);
        }
      },
    };
  } catch (error) {
    await server?.close();
    removeOwnCluster(cluster);
    throw error;
  }
}

/** Stops the cluster of a run folder, if one was started, and removes the folder. */
export function endRun(runDir: string): void {
  const file = path.join(runDir, 'cluster.json');
  if (fs.existsSync(file)) stopCluster(JSON.parse(fs.readFileSync(file, 'utf8')) as Cluster);
  // Clusters of startOwnCluster that a failed or interrupted test left running.
  for (const entry of fs.existsSync(runDir) ? fs.readdirSync(runDir) : []) {
    const dataDir = path.join(runDir, entry, 'data');
    if (entry.startsWith('own-') && fs.existsSync(path.join(dataDir, 'postmaster.pid'))) stopCluster({ port: 0, dataDir, bin: postgresBin() });
  }
  fs.rmSync(runDir, { recursive: true, force: true });
}

export function makeRunDir(): string {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-pg-'));
  // The cluster's owner (not root) must reach its folder inside.
  fs.chmodSync(runDir, 0o755);
  return runDir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The run's cluster: started by the first worker to get the lock, awaited by the others. */
async function clusterOfRun(runDir: string): Promise<Cluster> {
  const ready = path.join(runDir, 'cluster.json');
  const failed = path.join(runDir, 'failed.txt');
  let starter = false;
  try {
    fs.mkdirSync(path.join(runDir, 'lock'));
    starter = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (starter) {
    try {
      const cluster = await startCluster(path.join(runDir, 'cluster'));
      fs.writeFileSync(`${ready}.tmp`, JSON.stringify(cluster));
      fs.renameSync(`${ready}.tmp`, ready);
      return cluster;
    } catch (error) {
      fs.writeFileSync(failed, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, 'utf8')) as Cluster;
    if (fs.existsSync(failed)) throw new Error(fs.readFileSync(failed, 'utf8'));
    await sleep(100);
  }
  throw new Error(`The test PostgreSQL of ${runDir} did not start within 120 s`);
}

let shared: Promise<Cluster> | undefined;

/** This run's cluster, started on first use. */
export function testCluster(): Promise<Cluster> {
  shared ??= (() => {
    const runDir = process.env[RUN_DIR_VARIABLE];
    if (runDir) return clusterOfRun(runDir);
    const own = makeRunDir();
    process.once('exit', () => endRun(own));
    return clusterOfRun(own);
  })();
  return shared;
}

export const clusterUrl = (cluster: Cluster, database: string) => `postgres://postgres@127.0.0.1:${cluster.port}/${database}`;

/** Runs `work` on a connection to the cluster's maintenance database. */
export async function asSuperuser<T>(work: (client: pg.Client) => Promise<T>, cluster?: Cluster): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl(cluster ?? (await testCluster()), 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let made = 0;

/** The URL of a new, empty database on the test cluster. */
export async function freshDatabaseUrl(): Promise<string> {
  const cluster = await testCluster();
  const name = `test_${process.pid}_${++made}_${Math.random().toString(36).slice(2, 8)}`;
  await asSuperuser((client) => client.query(`CREATE DATABASE ${name}`), cluster);
  return clusterUrl(cluster, name);
}

/** Drops a database made by freshDatabaseUrl, closing any connection still open to it. */
export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^test_\w+$/.test(name)) throw new Error(`Not a test database: ${name}`);
  await asSuperuser((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
