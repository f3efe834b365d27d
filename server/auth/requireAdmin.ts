import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminUser } from '../../src/domain/types.ts';
import { sessionTokenOf } from './sessions.ts';
import { findSessionAdmin } from '../repositories/adminSessions.ts';

/** The admin of a request behind requireAdmin (a route outside it has none: a programming error). */
export function sessionAdmin(request: FastifyRequest): AdminUser {
  if (!request.admin) throw new Error('sessionAdmin() used on a route without requireAdmin');
  return request.admin;
}

/** onRequest hook of every protected route: 401 without a valid admin session. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const admin = await findSessionAdmin(request.server.db, sessionTokenOf(request));
  if (!admin) {
    await reply.status(401).send({ message: 'Admin session required' });
    return;
  }
  request.admin = admin;
}
