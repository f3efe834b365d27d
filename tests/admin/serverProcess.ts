/**
 * The real server (tests/helpers/server.ts startServer) in a child Node process, for jsdom component tests:
 * under jsdom's globals the server's cached list bodies (Buffers) are serialized as JSON objects instead of
 * sent as bytes, so the server must run in a plain Node environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN } from '../helpers/server';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serverMain.ts');

export interface ServerProcess {
  url: string;
  /** Logs in over HTTP as the test admin; returns the Cookie header value. */
  login(): Promise<string>;
  stop(): Promise<void>;
}

/** `entry` may start the server differently, e.g. with another vendor-kind registry. */
export async function startServerProcess(seedVendors: number, entryFile = entry): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entryFile, String(seedVendors)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}: ${output}`)));
  });
  return {
    url,
    async login() {
      const res = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (res.status !== 200) throw new Error(`test login failed: ${res.status}`);
      return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
