/**
 * CSRF defence for every state-changing request (POST, PUT, PATCH, DELETE): a browser names the page that sent it
 * in `Origin` (or at least in `Sec-Fetch-Site`). Refused with 403 unless that page is this server itself or one of
 * ADMIN_ORIGINS. Requests with neither header (curl, server-to-server, the tests) are not from a browser page and
 * carry no ambient cookie risk, so they pass. SameSite cookies alone do not cover this: another port of the same
 * host is the same site.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAME_ORIGIN_FETCH = new Set(['same-origin', 'none']);

export const CROSS_ORIGIN_REFUSED = 'Refused: this request came from a page on another site';

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Whether an Origin header names the host (and port) the request was sent to. The scheme is not compared, so a
 * TLS-terminating proxy that forwards plain HTTP still matches; a Host without a port matches an Origin on its
 * scheme's default port.
 */
export function isOwnOrigin(origin: string, host: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const defaultPort = DEFAULT_PORT[url.protocol];
  const sent = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  if (!defaultPort || !sent?.[1]) return false;
  if (sent[1].toLowerCase() !== url.hostname.toLowerCase()) return false;
  return sent[2] === undefined ? url.port === '' : sent[2] === (url.port || defaultPort);
}

export function isAllowedOrigin(request: FastifyRequest, adminOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return adminOrigins.includes(origin) || isOwnOrigin(origin, request.host);
  const site = request.headers['sec-fetch-site'];
  return site === undefined || SAME_ORIGIN_FETCH.has(String(site));
}

/** onRequest hook: 403 for a state-changing request sent by a page of another origin. */
export function refuseCrossOrigin(adminOrigins: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING.has(request.method) || isAllowedOrigin(request, adminOrigins)) return;
    await reply.status(403).send({ message: CROSS_ORIGIN_REFUSED });
  };
}
