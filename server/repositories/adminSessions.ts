/** Server-side admin sessions: the cookie carries a random token, the database only its SHA-256. */
import { createHash, randomBytes } from 'node:crypto';
import { inTransaction, type Db } from '../db/database.ts';
import type { Role } from '../../src/domain/review.ts';
import type { AdminUser } from '../../src/domain/types.ts';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, adminId: number): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_TTL_MS);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('admin_sessions').where('expires_at', '<', new Date().toISOString()).execute();
    await trx.insertInto('admin_sessions').values({ token_hash: hashToken(token), admin_id: adminId, expires_at: expires.toISOString() }).execute();
  });
  return { token, expires };
}

export async function findSessionAdmin(db: Db, token: string | undefined): Promise<AdminUser | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['a.id', 'a.email', 'a.name', 'a.role'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.expires_at', '>', new Date().toISOString())
    .where('a.active', '=', 1)
    .executeTakeFirst();
  return row ? { ...row, role: row.role as Role } : null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('admin_sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of the admin but the one holding `keepToken` (after a password change). */
export async function endOtherSessions(db: Db, adminId: number, keepToken: string | undefined): Promise<void> {
  await db
    .deleteFrom('admin_sessions')
    .where('admin_id', '=', adminId)
    .where('token_hash', '!=', keepToken ? hashToken(keepToken) : '')
    .execute();
}

