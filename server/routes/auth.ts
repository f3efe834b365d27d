/** POST /api/admin/login (public, failed attempts throttled) and POST /api/admin/logout (extension). */
import { z } from 'zod';
import { adminLoginSchema } from '../../src/domain/schemas.ts';
import { ADMIN_SECURITY, permissionDocumented, type ApiInstance } from '../openapi.ts';
import { adminUserRecord, errorAnswer, successAnswer } from './responses.ts';
import { findAdminByEmail, type AdminRow } from '../repositories/admins.ts';
import { UNUSABLE_HASH, verifyPassword } from '../auth/passwords.ts';
import { requireAdmin } from '../auth/requireAdmin.ts';
import { reservePasswordAttempt } from '../auth/passwordAttempts.ts';
import { sessionCookieName, sessionCookieOptions, sessionTokenOf } from '../auth/sessions.ts';
import { createSession, deleteSession } from '../repositories/adminSessions.ts';

const tags = ['auth'];
const loginSchema = {
  tags,
  body: adminLoginSchema,
  response: {
    200: z.object({ message: z.string(), user: adminUserRecord }),
    401: errorAnswer('Invalid credentials'),
    429: errorAnswer('Too many failed logins from this address or for this account; try again after Retry-After seconds'),
  },
};
// Outside the admin scope (a session of any role may end), so its permission is documented here.
const logoutSchema = { tags, security: ADMIN_SECURITY, ...permissionDocumented('self.write'), response: { 200: successAnswer } };

export async function authRoutes(app: ApiInstance) {
  app.post('/api/admin/login', { schema: loginSchema }, async (request, reply) => {
    const { email, password } = request.body;
    const reservation = await reservePasswordAttempt(app, request, reply, email, (seconds) => `Too many failed logins; try again in ${seconds} s`);
    if (!reservation) return reply;
    let admin: AdminRow | undefined;
    let ok: boolean;
    try {
      admin = await findAdminByEmail(app.db, email);
      ok = await verifyPassword(password, admin?.password_hash ?? UNUSABLE_HASH, request.ip);
    } catch (error) {
      // Not checked (e.g. the server is busy): the attempt does not count.
      await reservation.refund();
      throw error;
    }
    if (!admin || !ok) {
      await reservation.fail();
      return reply.status(401).send({ message: 'Invalid credentials' });
    }
    await reservation.refund();
    const adminId = admin.id;
    const { token, expires } = await app.diskReserve.withReserve(() => createSession(app.db, adminId));
    reply.setCookie(sessionCookieName(app.config), token, { ...sessionCookieOptions(app.config), expires });
    return { message: 'Login Successful', user: { id: admin.id, email: admin.email, name: admin.name, role: admin.role } };
  });

  app.post('/api/admin/logout', { onRequest: requireAdmin, schema: logoutSchema }, async (request, reply) => {
    const token = sessionTokenOf(request);
    await app.diskReserve.withReserve(() => deleteSession(app.db, token));
    reply.clearCookie(sessionCookieName(app.config), sessionCookieOptions(app.config));
    return { success: true as const };
  });
}
