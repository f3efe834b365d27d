/** The admin session cookie: its name and options (the sessions themselves: repositories/adminSessions.ts). */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The session cookie's name: `__Host-sid` with SECURE_COOKIES=true (browsers then accept it only with Secure,
 * Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page cannot set or shadow it), `sid` otherwise.
 * Everything that reads or writes the cookie takes its name from here.
 */
export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-sid' : 'sid';
}

/** The session token a request carries, if any. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config)];
}
/**
 * The session cookie: HttpOnly always; SameSite from SESSION_SAMESITE (Lax by default; None, which needs Secure,
 * only for an admin served from another site); Secure with SECURE_COOKIES=true; Path=/ and no Domain always (what
 * the `__Host-` prefix requires).
 */
export function sessionCookieOptions(config: Pick<Config, 'secureCookies' | 'sessionSameSite'>) {
  return { path: '/', httpOnly: true, sameSite: config.sessionSameSite, secure: config.secureCookies } as const;
}
