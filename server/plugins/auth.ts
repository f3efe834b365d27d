/**
 * What logins need beyond their routes: `request.admin` (set by the admin scope's guard), the throttle of failed
 * password checks, and the disk space held back so that logins and logouts still work on a full disk.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LoginThrottle } from '../auth/loginThrottle.ts';
import { DiskReserve } from '../diskReserve.ts';
import type { AdminUser } from '../../src/domain/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed password checks (logins, password changes) per client address and account. */
    loginThrottle: LoginThrottle;
    /** Space freed for session writes when the disk is full (logins keep working). */
    diskReserve: DiskReserve;
  }
  interface FastifyRequest {
    admin: AdminUser | null;
  }
}

async function auth(app: FastifyInstance): Promise<void> {
  app.decorate('loginThrottle', new LoginThrottle());
  app.decorateRequest('admin', null);
  const { dataDir } = app.config;
  const diskReserve = new DiskReserve(dataDir, () =>
    app.log.warn(`The disk holding ${dataDir} is full: freed its reserve so that admins and vendors can still log in; free some space`),
  );
  diskReserve.ensure();
  app.decorate('diskReserve', diskReserve);
}

export const authPlugin = fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['database'] });
