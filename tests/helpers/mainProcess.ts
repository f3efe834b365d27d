/**
 * `server/main.ts` (what `npm start` runs, without building the sites) in a child process, for tests that kill,
 * restart or multiply the server: the test admin, no seed, an ephemeral port, and whatever `env` adds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { TEST_ADMIN } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface MainProcess {
  child: ChildProcess;
  url: string;
}

/** `script`: another entry than server/main.ts, relative to the repository (a test's own server, e.g. tests/helpers/jobProcess.ts). */
export function spawnMain(env: Record<string, string>, script = 'server/main.ts'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      BUILD_SITES: 'false',
      LOG: 'false',
      SEED: 'none',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      HOST: '127.0.0.1',
      PORT: '0',
      // Overload shedding off unless a test asks for it (server/plugins/overload.ts).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_HEAP_MB: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the server and resolves with its URL once it says where it runs; rejects with its output if it exits. */
export async function startMain(env: Record<string, string>, script?: string): Promise<MainProcess> {
  const child = spawnMain(env, script);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/ /.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, url };
}

/** Resolves once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends `signal` and resolves once the process has exited. */
export async function stopMain(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const done = exited(child);
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await done;
}
