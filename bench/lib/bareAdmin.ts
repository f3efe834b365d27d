/**
 * Builds bench/bareAdmin (a one-resource react-admin app) with Vite in a temporary folder whose node_modules
 * is a symlink to ours, so it uses exactly our versions, and precompresses it as our admin build is
 * (server/site/precompress.ts); then serves it on 127.0.0.1 as our server serves the admin (brotli or gzip per
 * Accept-Encoding, Vary, the same Cache-Control) with the one API call its list makes (GET /api/posts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { pickEncoding } from '../../server/site/landing.ts';
import { precompressDir } from '../../server/site/precompress.ts';
import type { Report } from './report.ts';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_DIR = path.resolve(BENCH_DIR, '..');

const POSTS = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `Post ${i + 1}`, published: i % 2 === 0, views: i * 7 }));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export async function buildBareAdmin(report: Report): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-admin-'));
  report.onCleanup(() => fs.rmSync(folder, { recursive: true, force: true }));
  for (const file of ['index.html', 'main.tsx']) fs.copyFileSync(path.join(BENCH_DIR, 'bareAdmin', file), path.join(folder, file));
  fs.symlinkSync(path.join(REPO_DIR, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  const outDir = path.join(folder, 'dist');
  await build({
    root: folder,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  precompressDir(outDir);
  return outDir;
}

/** Serves the built bare app; returns its origin. */
export async function serveBareAdmin(report: Report, distDir: string): Promise<string> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/api/posts') {
      response.writeHead(200, { 'content-type': 'application/json', 'content-range': `posts 0-${POSTS.length - 1}/${POSTS.length}` });
      response.end(JSON.stringify(POSTS));
      return;
    }
    const file = path.join(distDir, path.normalize(pathname === '/' ? '/index.html' : pathname));
    const inside = file.startsWith(distDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    const served = inside ? file : path.join(distDir, 'index.html');
    const twin = (suffix: string) => (fs.existsSync(served + suffix) ? fs.readFileSync(served + suffix) : undefined);
    const [br, gzip] = [twin('.br'), twin('.gz')];
    const encoding = pickEncoding(request.headers['accept-encoding'], { br, gzip });
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream',
      'cache-control': served.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    response.end(encoding === 'br' ? br : encoding === 'gzip' ? gzip : fs.readFileSync(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  report.onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
