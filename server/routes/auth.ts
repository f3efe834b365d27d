/** POST /api/admin/login (public, failed attempts throttled) and POST /api/admin/logout (extension). */
import { z } from 'zod';
import { adminLoginSchema } from '../../src/domain/schemas.ts';
import { ADMIN_SECURITY, type ApiInstance } from '../openapi.ts';
import { adminUserRecord, successAnswer } from './responses.ts';
import { findAdminByEmail } from '../auth/admins.ts';
import { UNUSABLE_HASH, verifyPassword } from '../auth/passwords.ts';
import { requireAdmin } from '../auth/requireAdmin.ts';
import { LoginThrottle } from '../auth/loginThrottle.ts';
import { SESSION_COOKIE, createSession, deleteSession } from '../auth/sessions.ts';

const tags = ['auth'];
const refusal = z.object({ message: z.string() });
const loginSchema = {
  tags,
  body: adminLoginSchema,
  response: { 200: z.object({ message: z.string(), user: adminUserRecord }), 401: refusal, 429: refusal },
};
const logoutSchema = { tags, security: ADMIN_SECURITY, response: { 200: successAnswer } };

export async function authRoutes(app: ApiInstance) {
  // Only failed attempts count, so an admin who types the password right is never locked out by others' tries.
  const throttle = new LoginThrottle(app.config.loginRateLimit);

  app.post('/api/admin/login', { schema: loginSchema }, async (request, reply) => {
      const wait = throttle.retryAfter(request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return reply.status(429).send({ message: `Too many failed logins; try again in ${wait} s` });
      }
      const { email, password } = request.body;
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

  app.post('/api/admin/logout', { onRequest: requireAdmin, schema: logoutSchema }, async (request, reply) => {
    deleteSession(app.db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true as const };
  });
}
