/**
 * Serves the prerendered landing (dist/landing, built by landing/build.ts) at "/":
 * - each public route answers its own prerendered HTML (/, /Standard, /vendor, /terms …); "/Standard/" redirects to "/Standard";
 * - hashed /assets/* are cached for a year (immutable), pages revalidate with an ETag;
 * - bodies come precompressed (br or gzip per Accept-Encoding) from the build, read once at start;
 * - the origin's 404: the prerendered HTML page for browsers, JSON `{ message }` for /api/* and non-HTML clients.
 * - every page also exists in Tamil under /ta/ (the Tamil home is "/ta/"); a visitor who chose Tamil (the landing's
 *   language cookie) is sent from an English page to the same page in Tamil, so a first visit never redirects;
 * Only exact file routes are registered, so the API, the media folders and /admin/ are never shadowed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/landing');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The landing's language cookie (landing/i18n LANGUAGE_COOKIE) and the languages that have their own prefix. */
const LANGUAGE_COOKIE = 'landing_lang';
const LANGUAGE_PREFIXES: Record<string, string> = { ta: '/ta' };

/** The prefix of the language a path is in ('' for English). */
const prefixOf = (pathname: string) =>
  Object.values(LANGUAGE_PREFIXES).find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ?? '';

const YEAR = 'public, max-age=31536000, immutable';

/** The vendor portal's pages (any language): they show a vendor's own data once logged in. */
const isPortalPage = (pathname: string) => /^\/vendor(\/|$)/.test(pathname.slice(prefixOf(pathname).length));

/**
 * Headers the public content pages go without. A page sent with `Cross-Origin-Opener-Policy` (or
 * `Origin-Agent-Cluster`) opens in a new browsing context group, so a visitor arriving from another site waits for
 * a fresh renderer process: on Lighthouse's mobile profile that cold start was 250-540 ms of blocking time on a
 * page that runs no script (docs/performance.md). These pages show nothing of anyone's, so the opener isolation
 * protects nothing there; the portal, the admin and the API keep both headers.
 */
const PORTAL_ONLY_HEADERS = ['cross-origin-opener-policy', 'origin-agent-cluster'];

interface StaticBody {
  type: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q > 0) among those we have. */
export function pickEncoding(acceptEncoding: string | undefined, body: Pick<StaticBody, 'gzip' | 'br'>): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (body.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (body.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return 'identity';
}

function loadBody(file: string, cacheControl: string): StaticBody {
  const identity = fs.readFileSync(file);
  const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  return {
    type: TYPES[path.extname(file)] ?? 'application/octet-stream',
    cacheControl,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    gzip: read('.gz'),
    br: read('.br'),
  };
}

function send(request: FastifyRequest, reply: FastifyReply, body: StaticBody, status = 200, vary = 'Accept-Encoding') {
  reply.header('content-type', body.type).header('cache-control', body.cacheControl).header('vary', vary);
  if (status === 200) {
    reply.header('etag', body.etag);
    if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  }
  const encoding = pickEncoding(request.headers['accept-encoding'], body);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(status).send(encoding === 'identity' ? body.identity : body[encoding]);
}

/** Every file of the build by URL path; a page's index.html also answers at its directory path. */
function collect(dir: string, prefix = ''): Map<string, StaticBody> {
  const out = new Map<string, StaticBody>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const url = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) {
      for (const [key, value] of collect(full, url)) out.set(key, value);
    } else if (!/\.(gz|br)$/.test(entry.name) && entry.name !== '404.html') {
      // The Tamil home answers at "/ta/" (its canonical URL), every other page without the trailing slash.
      const hashed = prefix === '/assets';
      const isPage = entry.name === 'index.html';
      const body = loadBody(full, hashed ? YEAR : isPage ? 'no-cache' : 'public, max-age=3600');
      const pageUrl = prefix === '' ? '/' : Object.values(LANGUAGE_PREFIXES).includes(prefix) ? `${prefix}/` : prefix;
      out.set(isPage ? pageUrl : url, body);
    }
  }
  return out;
}

const FALLBACK_404 = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Page not found</title></head><body><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>',
);

/** The prerendered HTML of a landing page (e.g. "/Footer"), or null when the landing is not built. */
export function readLandingPage(urlPath: string): string | null {
  const file = path.join(distDir, urlPath.replace(/^\/+|\/+$/g, ''), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/** CSP sources of the classic inline scripts a page runs (the entry loader of landing/entryLoader.ts), by hash. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
  return [...new Set(hashes)];
}

/** The landing's inline-script hashes for the Content-Security-Policy (none when the landing is not built). */
export function landingScriptHashes(): string[] {
  const page = readLandingPage('/');
  return page ? inlineScriptHashes(page) : [];
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export async function landingSite(app: FastifyInstance): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (!built) app.log.warn(`The landing is not built (${distDir}); run npm run build:landing`);
  const files = built ? collect(distDir) : new Map<string, StaticBody>();
  const notFoundOf = (prefix: string): StaticBody => {
    const file = path.join(distDir, prefix.slice(1), '404.html');
    return fs.existsSync(file) ? loadBody(file, 'no-cache') : { type: TYPES['.html'] ?? 'text/html', cacheControl: 'no-cache', etag: '""', identity: FALLBACK_404 };
  };
  const notFoundPages = new Map(['', ...Object.values(LANGUAGE_PREFIXES)].map((prefix) => [prefix, notFoundOf(prefix)]));
  const pages = new Set([...files.keys()].filter((url) => files.get(url)?.type === TYPES['.html']));

  for (const [url, body] of files) {
    const isPage = pages.has(url);
    const languageRoot = Object.values(LANGUAGE_PREFIXES).some((prefix) => url === `${prefix}/`);
    app.get(url, (request, reply) => {
      const [pathname = '', query] = request.url.split('?');
      const search = query ? `?${query}` : '';
      // One URL per page: "/Standard/" (matched because the router ignores trailing slashes) moves to "/Standard",
      // "/ta" to the Tamil home "/ta/".
      if (languageRoot && !pathname.endsWith('/')) return reply.redirect(`${pathname}/${search}`, 301);
      if (!languageRoot && pathname.length > 1 && pathname.endsWith('/')) return reply.redirect(pathname.replace(/\/+$/, '') + search, 301);
      if (!isPage) return send(request, reply, body);
      // A returning visitor who chose another language gets this page in it; the first visit is never redirected.
      const chosen = LANGUAGE_PREFIXES[request.cookies?.[LANGUAGE_COOKIE] ?? ''];
      if (chosen && prefixOf(pathname) === '') {
        const target = pathname === '/' ? `${chosen}/` : `${chosen}${pathname}`;
        if (pages.has(target)) {
          reply.header('vary', 'Cookie').header('cache-control', 'no-cache');
          return reply.redirect(target + search, 302);
        }
      }
      if (!isPortalPage(pathname)) for (const header of PORTAL_ONLY_HEADERS) reply.removeHeader(header);
      return send(request, reply, body, 200, 'Accept-Encoding, Cookie');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const notFoundPage = notFoundPages.get(prefixOf(request.url.split('?')[0] ?? '')) ?? notFoundPages.get('');
    if (wantsHtml(request) && notFoundPage) return send(request, reply, notFoundPage, 404);
    return reply.status(404).send({ message: `Route ${request.method}:${request.url.split('?')[0]} not found` });
  });
}
