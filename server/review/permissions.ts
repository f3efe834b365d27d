/**
 * Every admin route declares the permission it needs in its config (`config: { access: 'vendors.decide' }`); one
 * hook refuses a request whose admin's role lacks it (403), and a route registered without one stops the server
 * from starting. Nothing is inferred from a URL or a method.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { can, isPermission, type Permission, type Role } from '../../src/domain/roles.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an admin route needs (src/domain/roles.ts). */
    access?: Permission;
  }
}

const READS = new Set(['GET', 'HEAD']);

export const roleDenied = (role: Role, method = 'POST') =>
  READS.has(method) ? `Your role (${role}) cannot see this` : `Your role (${role}) cannot make this change`;

/** onRoute hook of the admin scope: the route's declared permission, checked once at registration. */
export function declaredAccess(route: RouteOptions): Permission {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  if (!isPermission(access)) {
    const methods = [route.method].flat().join(',');
    throw new Error(`Admin route ${methods} ${route.url} declares no permission: add config: { access: '<area>.<action>' } (src/domain/roles.ts)`);
  }
  return access;
}

/** onRequest hook after requireAdmin: 403 when the admin's role lacks the route's permission. */
export async function enforceRole(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const admin = request.admin;
  const access = request.routeOptions.config.access;
  if (!admin || !access) return;
  if (!can(admin.role, access)) await reply.status(403).send({ message: roleDenied(admin.role, request.method) });
}
