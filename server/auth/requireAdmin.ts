import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, findSessionAdmin } from './sessions.ts';

/** onRequest hook of every protected route: 401 without a valid admin session. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const admin = findSessionAdmin(request.server.db, request.cookies[SESSION_COOKIE]);
  if (!admin) {
    await reply.status(401).send({ message: 'Admin session required' });
    return;
  }
  request.admin = admin;
}
