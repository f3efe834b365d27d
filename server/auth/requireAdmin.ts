import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminUser } from '../../src/domain/types.ts';
import { sessionTokenOf } from './sessions.ts';
import { findSessionAdmin } from '../repositories/adminSessions.ts';
import { FreshReads } from '../db/freshReads.ts';
import type { Db } from '../db/database.ts';

/** Per database: an admin screen fires several requests at once, which share one session lookup (FreshReads). */
const sessionReads = new WeakMap<Db, FreshReads<AdminUser | null>>();

function lookUpSession(db: Db, token: string | undefined): Promise<AdminUser | null> {
  if (!token) return Promise.resolve(null);
  let reads = sessionReads.get(db);
  if (!reads) sessionReads.set(db, (reads = new FreshReads()));
  return reads.read(token, () => findSessionAdmin(db, token));
}

/** The admin of a request behind requireAdmin (a route outside it has none: a programming error). */
export function sessionAdmin(request: FastifyRequest): AdminUser {
  if (!request.admin) throw new Error('sessionAdmin() used on a route without requireAdmin');
  return request.admin;
}

/** onRequest hook of every protected route: 401 without a valid admin session. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const admin = await lookUpSession(request.server.db, sessionTokenOf(request));
  if (!admin) {
    await reply.status(401).send({ message: 'Admin session required' });
    return;
  }
  // A copy: the lookup's answer is shared by the requests that joined it.
  request.admin = { ...admin };
}
