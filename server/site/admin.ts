/**
 * Serves the built admin (dist/admin) under /admin/. Every other GET under /admin/ answers index.html so deep
 * links such as /admin/vegetableVendors/12/show survive a reload; API routes keep precedence because the
 * router prefers their exact and parametric paths over this wildcard.
 * Text files go out as the build precompressed them (`.br`, `.gz`: vite.config.ts) per Accept-Encoding, with
 * `Vary: Accept-Encoding`; hashed assets are immutable for a year, index.html is revalidated (`no-cache`), and its
 * Content-Security-Policy allows its one inline script by hash.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes, pickEncoding } from './landing.ts';

const ADMIN_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/admin');
/** Vite names files in assets/ by content hash, so they never change under one name. */
const IMMUTABLE_ASSET = /^\/admin\/assets\//;

/**
 * The page's Content-Security-Policy (helmet's, server/app.ts) with index.html's own inline script allowed by hash:
 * it names the tab in the remembered language before any other script loads. Only this page gets that source.
 */
function allowingInlineScripts(policy: unknown, html: string): string | undefined {
  const hashes = inlineScriptHashes(html);
  if (typeof policy !== 'string' || hashes.length === 0) return undefined;
  return policy.replace(/(^|;)(\s*script-src\b[^;]*)/, (_directive, start: string, sources: string) => `${start}${sources} ${hashes.join(' ')}`);
}

export async function adminSite(app: FastifyInstance, distDir: string = ADMIN_DIST): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (IMMUTABLE_ASSET.test(request.url)) return reply.callNotFound();
    const html = await fs.promises.readFile(indexFile).catch(() => null);
    if (html === null) {
      return reply.status(503).type('text/plain').send('The admin is not built yet: run `npm run build:admin` (npm start does it when stale).');
    }
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const policy = allowingInlineScripts(reply.getHeader('content-security-policy'), html.toString('utf8'));
    if (policy) reply.header('Content-Security-Policy', policy);
    const read = (suffix: string) => fs.promises.readFile(indexFile + suffix).catch(() => undefined);
    const [br, gzip] = await Promise.all([read('.br'), read('.gz')]);
    const encoding = pickEncoding(request.headers['accept-encoding'], { br, gzip });
    if (encoding === 'identity') return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? br : gzip);
  };
  app.get('/admin', sendIndex);
  app.get('/admin/*', sendIndex);
}
