/**
 * PostgreSQL for a bench: one cluster per bench process, started on first use by the tests' helper (Debian's
 * postgresql, initdb and pg_ctl in a temporary folder, 127.0.0.1 on a free port, durability off) and stopped with
 * the report's cleanups; a new database on it per use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asSuperuser, clusterUrl, makeRunDir, startCluster, stopCluster, type Cluster } from '../../tests/helpers/postgres.ts';
import type { Report } from './report.ts';

let started: Promise<Cluster> | undefined;

function benchCluster(report: Report): Promise<Cluster> {
  started ??= (async () => {
    const runDir = makeRunDir();
    const cluster = await startCluster(path.join(runDir, 'cluster'));
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      stopCluster(cluster);
      fs.rmSync(runDir, { recursive: true, force: true });
    };
    report.onCleanup(stop);
    // A bench that dies without its cleanups (an uncaught error after runBench) must not leave PostgreSQL running.
    process.once('exit', stop);
    console.info(`[${report.bench}] PostgreSQL up on 127.0.0.1:${cluster.port} (${cluster.bin})`);
    return cluster;
  })();
  return started;
}

/** The URL of a new, empty database named `name` on the bench's cluster. */
export async function benchDatabase(report: Report, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const cluster = await benchCluster(report);
  await asSuperuser((client) => client.query(`CREATE DATABASE ${name}`), cluster);
  return clusterUrl(cluster, name);
}
