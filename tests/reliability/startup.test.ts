/**
 * Start-up failures, from the real entry point (`server/main.ts` in a child process): each prints one line naming
 * the path or port and what to do, no stack trace, and exits 1. A damaged page in a table that start-up never
 * reads is found by the integrity check at start.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { makeDataDir, startServer, testEngine } from '../helpers/server.ts';
import { insertCallRequest } from '../../server/repositories/callRequests.ts';
import { spawnMain, startMain, stopMain, type MainProcess } from '../helpers/mainProcess.ts';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { RESERVE_FILE } from '../../server/diskReserve.ts';


interface Exit {
  code: number | null;
  stderr: string;
}

function runMain(env: Record<string, string>): Promise<Exit> {
  const child = spawnMain(env);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.replace(/^npm warn.*\n/gm, '') });
    }),
  );
}

function expectOneLine(exit: Exit, pattern: RegExp) {
  expect(exit.code).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(exit.stderr).not.toMatch(/\n\s+at /);
}

describe('start-up failures', { timeout: 60_000 }, () => {
  it('a port in use names the port and what to do', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = makeDataDir();
    try {
      const exit = await runMain({ PORT: String(port), DATA_DIR: dataDir });
      expectOneLine(exit, new RegExp(`^Port ${port} on 127\\.0\\.0\\.1 is already in use: .*PORT`));
    } finally {
      blocker.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a DATA_DIR that is a file names the path', async () => {
    const dir = makeDataDir();
    const file = path.join(dir, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    try {
      expectOneLine(await runMain({ DATA_DIR: file }), new RegExp(`^DATA_DIR ${file} is a file, not a folder`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a DATA_DIR that does not exist and cannot be created names the path and what to do', async () => {
    // Node's recursive mkdir answers ENOENT both on a read-only file system (where it stats the path after EROFS)
    // and through a dangling link on the way; the link works as root too.
    const dir = makeDataDir();
    fs.symlinkSync(path.join(dir, 'gone', 'deeper'), path.join(dir, 'dangling'));
    const dataDir = path.join(dir, 'dangling', 'data');
    try {
      expectOneLine(await runMain({ DATA_DIR: dataDir }), new RegExp(`^DATA_DIR ${dataDir} does not exist and cannot be created \\(ENOENT\\): .*writable`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL, a missing DATA_DIR (media elsewhere) is created, as on SQLite', async () => {
    const dir = makeDataDir();
    const dataDir = path.join(dir, 'not', 'yet');
    const url = await freshDatabaseUrl();
    let main: MainProcess | undefined;
    try {
      main = await startMain({ DATABASE_URL: url, DATA_DIR: dataDir, MEDIA_DIR: path.join(dir, 'media') });
      expect((await fetch(`${main.url}/api/capabilities`)).status).toBe(200);
      expect(fs.statSync(path.join(dataDir, RESERVE_FILE)).isFile()).toBe(true);
    } finally {
      if (main) await stopMain(main.child);
      await dropDatabase(url);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL, a DATA_DIR that cannot be created names the path in one line', async () => {
    const dir = makeDataDir();
    fs.symlinkSync(path.join(dir, 'gone', 'deeper'), path.join(dir, 'dangling'));
    const dataDir = path.join(dir, 'dangling', 'data');
    const url = await freshDatabaseUrl();
    try {
      const exit = await runMain({ DATABASE_URL: url, DATA_DIR: dataDir, MEDIA_DIR: path.join(dir, 'media') });
      expectOneLine(exit, new RegExp(`^DATA_DIR ${dataDir} does not exist and cannot be created \\(ENOENT\\): .*writable`));
    } finally {
      await dropDatabase(url);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(process.getuid?.() === 0)('a read-only DATA_DIR names the path and what to do', async () => {
    const dir = makeDataDir();
    fs.chmodSync(dir, 0o555);
    try {
      expectOneLine(await runMain({ DATA_DIR: dir }), new RegExp(`^DATA_DIR ${dir} is not writable .*write access`));
    } finally {
      fs.chmodSync(dir, 0o755);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a file that is not a database names it and says to restore or move it aside', async () => {
    const dir = makeDataDir();
    fs.writeFileSync(path.join(dir, 'marketplace.db'), 'this is not an SQLite file, just text '.repeat(200));
    try {
      expectOneLine(await runMain({ DATA_DIR: dir }), new RegExp(`^The database ${path.join(dir, 'marketplace.db')} is damaged .*restore it from a backup`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(testEngine !== 'sqlite')('a damaged page in a table start-up never reads fails the start (quick_check), naming the database', async () => {
    const first = await startServer();
    const dataDir = first.dataDir;
    for (let i = 0; i < 300; i++) await insertCallRequest(first.app.db, { phone_number: '9876543210', notes: `note ${i} ${'x'.repeat(100)}` });
    await first.close({ keepData: true });
    const file = path.join(dataDir, 'marketplace.db');
    const db = new Database(file, { readonly: true });
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const rootPage = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'call_requests'").pluck().get() as number;
    db.close();
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (rootPage - 1) * pageSize);
    fs.closeSync(fd);
    try {
      expectOneLine(await runMain({ DATA_DIR: dataDir }), /^The database .*marketplace\.db is damaged \(.+\): restore it from a backup, or move it aside/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
