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

/** The host[:port] of an Origin header value, or null when it is not an http(s) origin ("null", garbage). */
function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

export function isAllowedOrigin(request: FastifyRequest, adminOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (adminOrigins.includes(origin)) return true;
    // Our own pages: the Origin's host is the Host the request was sent to. The scheme is not compared, so a
    // TLS-terminating proxy that forwards plain HTTP still matches.
    const host = hostOf(origin);
    return host !== null && host.toLowerCase() === request.host.toLowerCase();
  }
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
