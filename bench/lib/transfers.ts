/**
 * What a page load fetched, per request: the bytes that crossed the wire as Chromium reports them (CDP
 * `Network.loadingFinished` `encodedDataLength`: response headers plus the body as sent, compressed or not),
 * the decoded body bytes, and the body's gzip size (text) or plain size (binary) for figures that must not
 * depend on how a server compresses.
 */
import zlib from 'node:zlib';
import type { CDPSession, Page, Request } from 'playwright-core';

export type ResourceKind = 'html' | 'css' | 'js' | 'image' | 'font' | 'data' | 'other';

export interface Transfer {
  url: string;
  kind: ResourceKind;
  status: number;
  contentEncoding: string;
  /** Bytes on the wire (CDP encodedDataLength): response headers plus the body as sent. */
  wireBytes: number;
  bodyBytes: number;
  /** gzip size of text bodies, plain size of binary ones. */
  gzipBytes: number;
  /** When the request started, ms since the epoch (compare with performance.timeOrigin + a mark's startTime). */
  startedAt: number;
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

/** Chromium's own count of received bytes per URL (in request order), from the DevTools protocol. */
async function recordWireBytes(page: Page): Promise<{ take(url: string): number | undefined; count(url: string): number; detach(): Promise<void> }> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const bytes = new Map<string, number[]>();
  const fromCache = new Set<string>();
  const add = (requestId: string, length: number) => {
    const url = urls.get(requestId);
    if (url) bytes.set(url, [...(bytes.get(url) ?? []), length]);
  };
  session.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  // A module preloaded again after a lazy chunk loads (Vite's preload of its dependencies) comes from Chromium's
  // memory cache: no loadingFinished, and nothing crossed the wire.
  session.on('Network.requestServedFromCache', (event) => {
    fromCache.add(event.requestId);
    add(event.requestId, 0);
  });
  session.on('Network.loadingFinished', (event) => {
    if (!fromCache.has(event.requestId)) add(event.requestId, event.encodedDataLength);
  });
  await session.send('Network.enable');
  return {
    take: (url) => bytes.get(url)?.shift(),
    count: (url) => bytes.get(url)?.length ?? 0,
    detach: () => session.detach().catch(() => undefined),
  };
}

/** Starts recording every finished request of `page`; `stop()` returns them once their bodies are read. */
export async function recordTransfers(page: Page): Promise<{ stop(): Promise<Transfer[]> }> {
  const wire = await recordWireBytes(page);
  type Seen = Omit<Transfer, 'wireBytes'> & { playwrightWireBytes: number };
  const pending: Promise<Seen | null>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.status() >= 300 && response.status() < 400) return null;
        const headers = await response.allHeaders();
        const contentType = headers['content-type'] ?? '';
        const kind = kindOf(request, contentType);
        const body = await response.body();
        // Playwright's own count of the same bytes, for a request CDP did not see start (begun before this recording).
        const sizes = await request.sizes();
        return {
          playwrightWireBytes: sizes.responseHeadersSize + sizes.responseBodySize,
          url: request.url(),
          kind,
          status: response.status(),
          contentEncoding: headers['content-encoding'] ?? 'identity',
          bodyBytes: body.length,
          gzipBytes: isText(kind, contentType) ? gzipSize(body) : body.length,
          startedAt: request.timing().startTime,
        };
      })().catch(() => null),
    );
  };
  page.on('requestfinished', onFinished);
  return {
    async stop() {
      page.off('requestfinished', onFinished);
      const all = (await Promise.all(pending)).filter((t): t is Seen => t !== null);
      // Playwright's requestfinished can come before the DevTools protocol's loadingFinished on a loaded machine.
      const needed = new Map<string, number>();
      for (const t of all) needed.set(t.url, (needed.get(t.url) ?? 0) + 1);
      const missing = () => [...needed].some(([url, n]) => wire.count(url) < n);
      for (const deadline = Date.now() + 5000; missing() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
      const transfers = all.map(({ playwrightWireBytes, ...t }) => {
        // A request begun before this recording's DevTools session (between two recordings of one page) has no
        // count there: Playwright's (headers + encoded body) stands in for it.
        const wireBytes = wire.take(t.url) ?? playwrightWireBytes;
        return { ...t, wireBytes };
      });
      await wire.detach();
      return transfers;
    },
  };
}

/** Sum of bytes on the wire of the given kinds (all kinds when none are given). */
export function wireTotal(transfers: readonly Transfer[], ...kinds: ResourceKind[]): number {
  return transfers.filter((t) => kinds.length === 0 || kinds.includes(t.kind)).reduce((sum, t) => sum + t.wireBytes, 0);
}

/** Sum of decoded body bytes of the given kinds. */
export function bodyTotal(transfers: readonly Transfer[], ...kinds: ResourceKind[]): number {
  return transfers.filter((t) => kinds.length === 0 || kinds.includes(t.kind)).reduce((sum, t) => sum + t.bodyBytes, 0);
}

/** Sum of gzip bytes of the given kinds (all kinds when none are given). */
export function gzipTotal(transfers: readonly Transfer[], ...kinds: ResourceKind[]): number {
  return transfers.filter((t) => kinds.length === 0 || kinds.includes(t.kind)).reduce((sum, t) => sum + t.gzipBytes, 0);
}

export const kB = (bytes: number): number => bytes / 1000;
