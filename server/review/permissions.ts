/**
 * Which area each state-changing route belongs to, and the hook that refuses a write outside the admin's role
 * (403). One place for the whole route table: route modules need not know about roles, and a route added later
 * falls into `vendors` (the strictest common area) until it is named here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canWrite, type Area, type Role } from '../../src/domain/roles.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const WAIVER_ROUTE = /^\/api\/admin\/vendors\/[^/]+\/requirements\/[^/]+\/waiver$/;

const SELF_ROUTES = new Set(['/api/admin/logout', '/api/admin/password']);

export function areaOfRoute(method: string, url: string): Area | null {
  if (READ_METHODS.has(method)) return null;
  if (SELF_ROUTES.has(url)) return 'self';
  if (url.startsWith('/api/admins') || url.startsWith('/api/reason-templates')) return 'admins';
  // Waiving a vendor's requirement is the owners' call, like managing admins.
  if (WAIVER_ROUTE.test(url)) return 'admins';
  if (url.startsWith('/updateNotes/') || url.startsWith('/callrequest/') || url.startsWith('/api/calldesk')) return 'calls';
  // Every category, subcategory and vehicle-category route of SPEC 7 names a category; no vendor route does.
  if (/categor/i.test(url)) return 'catalog';
  return 'vendors';
}

export const roleDenied = (role: Role) => `Your role (${role}) cannot make this change`;

/** onRequest hook after requireAdmin: 403 for a write outside the admin's areas. */
export async function enforceRole(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const admin = request.admin;
  if (!admin) return;
  const area = areaOfRoute(request.method, request.routeOptions.url ?? request.url);
  if (area && !canWrite(admin.role, area)) await reply.status(403).send({ message: roleDenied(admin.role) });
}
