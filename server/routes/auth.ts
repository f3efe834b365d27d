/** POST /api/admin/login (public, failed attempts throttled) and POST /api/admin/logout (extension). */
import type { FastifyInstance } from 'fastify';
import { adminLoginSchema } from '../../src/domain/schemas.ts';
import { parse } from '../errors.ts';
import { findAdminByEmail } from '../auth/admins.ts';
import { UNUSABLE_HASH, verifyPassword } from '../auth/passwords.ts';
import { requireAdmin } from '../auth/requireAdmin.ts';
import { LoginThrottle } from '../auth/loginThrottle.ts';
import { SESSION_COOKIE, createSession, deleteSession } from '../auth/sessions.ts';

export async function authRoutes(app: FastifyInstance) {
  // Only failed attempts count, so an admin who types the password right is never locked out by others' tries.
  const throttle = new LoginThrottle(app.config.loginRateLimit);

  app.post('/api/admin/login', async (request, reply) => {
      const wait = throttle.retryAfter(request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return reply.status(429).send({ message: `Too many failed logins; try again in ${wait} s` });
      }
      const { email, password } = parse(adminLoginSchema, request.body);
      const admin = findAdminByEmail(app.db, email);
      const ok = await verifyPassword(password, admin?.password_hash ?? UNUSABLE_HASH);
      if (!admin || !ok) {
        throttle.recordFailure(request.ip);
        return reply.status(401).send({ message: 'Invalid credentials' });
      }
      throttle.reset(request.ip);
      const { token, expires } = createSession(app.db, admin.id);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        expires,
      });
      return { message: 'Login Successful', user: { id: admin.id, email: admin.email, name: admin.name, role: admin.role } };
  });

  app.post('/api/admin/logout', { onRequest: requireAdmin }, async (request, reply) => {
    deleteSession(app.db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });
}
