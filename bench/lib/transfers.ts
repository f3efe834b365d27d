/**
 * What a page load fetched, per request: wire bytes as Chromium counted them, decoded body bytes and the
 * body's gzip size. Budgets use the gzip size of text (HTML, CSS, JS, JSON, SVG) and the plain size of
 * binary files (images and fonts are never gzipped by servers), so figures do not depend on whether or
 * how the server compresses, and our app and a reference app are measured alike.
 */
import zlib from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export type ResourceKind = 'html' | 'css' | 'js' | 'image' | 'font' | 'data' | 'other';

export interface Transfer {
  url: string;
  kind: ResourceKind;
  status: number;
  contentEncoding: string;
  /** Bytes on the wire: response headers plus the (maybe compressed) body. */
  wireBytes: number;
  bodyBytes: number;
  /** gzip size of text bodies, plain size of binary ones. */
  gzipBytes: number;
}

function kindOf(request: Request, contentType: string): ResourceKind {
  const type = request.resourceType();
  if (type === 'document' || contentType.includes('text/html')) return 'html';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'image' || contentType.startsWith('image/')) return 'image';
  if (type === 'font' || contentType.startsWith('font/')) return 'font';
  if (type === 'fetch' || type === 'xhr' || contentType.includes('json')) return 'data';
  return 'other';
}

function isText(kind: ResourceKind, contentType: string): boolean {
  return kind === 'html' || kind === 'css' || kind === 'js' || kind === 'data' || contentType.includes('svg') || contentType.startsWith('text/');
}

export function gzipSize(body: Buffer): number {
  return zlib.gzipSync(body).length;
}

/** Starts recording every finished request of `page`; `stop()` returns them once their bodies are read. */
export function recordTransfers(page: Page): { stop(): Promise<Transfer[]> } {
  const pending: Promise<Transfer | null>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.status() >= 300 && response.status() < 400) return null;
        const headers = await response.allHeaders();
        const contentType = headers['content-type'] ?? '';
        const kind = kindOf(request, contentType);
        const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
        return {
          url: request.url(),
          kind,
          status: response.status(),
          contentEncoding: headers['content-encoding'] ?? 'identity',
          wireBytes: sizes.responseHeadersSize + sizes.responseBodySize,
          bodyBytes: body.length,
          gzipBytes: isText(kind, contentType) ? gzipSize(body) : body.length,
        };
      })().catch(() => null),
    );
  };
  page.on('requestfinished', onFinished);
  return {
    async stop() {
      page.off('requestfinished', onFinished);
      const all = await Promise.all(pending);
      return all.filter((t): t is Transfer => t !== null);
    },
  };
}

/** Sum of gzip bytes of the given kinds (all kinds when none are given). */
export function gzipTotal(transfers: readonly Transfer[], ...kinds: ResourceKind[]): number {
  return transfers.filter((t) => kinds.length === 0 || kinds.includes(t.kind)).reduce((sum, t) => sum + t.gzipBytes, 0);
}

export function wireTotal(transfers: readonly Transfer[]): number {
  return transfers.reduce((sum, t) => sum + t.wireBytes, 0);
}

export const kB = (bytes: number): number => bytes / 1000;
