/**
 * The admin as a real cross-origin deployment serves it: built once with `VITE_API_ORIGIN` pointing at an API
 * on another origin, and served as static files under /admin/ (any unknown path is the app's index.html).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

export interface AdminSite {
  url: string;
  stop(): Promise<void>;
}

/** `vite build` into a temporary folder with the given build-time settings; returns the folder. */
export async function buildAdmin(env: Record<string, string>): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-build-'));
  const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`admin build failed (${code}):\n${output}`);
  return outDir;
}

export async function serveAdmin(dir: string): Promise<AdminSite> {
  const index = path.join(dir, 'index.html');
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://admin.local');
    const relative = decodeURIComponent(pathname).replace(/^\/admin\/?/, '');
    const file = path.join(dir, relative);
    const inside = file.startsWith(dir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    const chosen = inside ? file : index;
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(chosen)] ?? 'application/octet-stream' });
    fs.createReadStream(chosen).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
