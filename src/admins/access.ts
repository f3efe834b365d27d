/**
 * What the logged-in admin's role may do in the admin, from the same table the server enforces
 * (`canWrite` of src/domain/review.ts): reading is open to every role, writing only in the role's areas.
 * An admin without a role (the legacy backend's single admin) may do everything.
 */
import { ROLES, canWrite, type Area, type Role } from '../domain/review';

const READ_ACTIONS = new Set(['list', 'show', 'export']);

/** The area a resource's writes belong to, as server/review/permissions.ts files their routes. */
export function areaOfResource(resource: string): Area {
  if (resource === 'admins' || resource === 'reason-templates') return 'admins';
  if (resource === 'callRequests') return 'calls';
  if (/categor/i.test(resource)) return 'catalog';
  if (resource === 'password') return 'self';
  return 'vendors';
}

export function roleOf(admin: Record<string, unknown> | null): Role {
  const role = admin?.role;
  return typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : 'owner';
}

export function roleCanAccess(role: Role, { action, resource }: { action: string; resource: string }): boolean {
  if (resource === 'audit') return READ_ACTIONS.has(action);
  return READ_ACTIONS.has(action) || canWrite(role, areaOfResource(resource));
}
