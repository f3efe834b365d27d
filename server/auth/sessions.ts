/** Server-side admin sessions: the cookie carries a random token, the database only its SHA-256. */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SqliteHandle } from '../db/open.ts';
import type { AdminUser } from '../../src/domain/types.ts';
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
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSession(db: SqliteHandle, adminId: number): { token: string; expires: Date } {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_TTL_MS);
  db.prepare('DELETE FROM admin_sessions WHERE expires_at < ?').run(new Date().toISOString());
  db.prepare('INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES (?, ?, ?)').run(
    hashToken(token),
    adminId,
    expires.toISOString(),
  );
  return { token, expires };
}

export function findSessionAdmin(db: SqliteHandle, token: string | undefined): AdminUser | null {
  if (!token) return null;
  const row = db
    .prepare(
      `SELECT a.id, a.email, a.name, a.role FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
       WHERE s.token_hash = ? AND s.expires_at > ? AND a.active = 1`,
    )
    .get(hashToken(token), new Date().toISOString()) as AdminUser | undefined;
  return row ?? null;
}

export function deleteSession(db: SqliteHandle, token: string | undefined): void {
  if (token) db.prepare('DELETE FROM admin_sessions WHERE token_hash = ?').run(hashToken(token));
}

/** Ends every session of the admin but the one holding `keepToken` (after a password change). */
export function endOtherSessions(db: SqliteHandle, adminId: number, keepToken: string | undefined): void {
  db.prepare('DELETE FROM admin_sessions WHERE admin_id = ? AND token_hash != ?').run(adminId, keepToken ? hashToken(keepToken) : '');
}

/**
 * The session cookie: HttpOnly always; SameSite from SESSION_SAMESITE (Lax by default; None, which needs Secure,
 * only for an admin served from another site); Secure with SECURE_COOKIES=true; Path=/ and no Domain always (what
 * the `__Host-` prefix requires).
 */
export function sessionCookieOptions(config: Pick<Config, 'secureCookies' | 'sessionSameSite'>) {
  return { path: '/', httpOnly: true, sameSite: config.sessionSameSite, secure: config.secureCookies } as const;
}
