/**
 * What the logged-in admin's role may do in the admin, from the same table the server enforces
 * (`ROLE_PERMISSIONS` of src/domain/roles.ts): reading is open to every role, writing only in the role's areas.
 * An admin without a role (the legacy backend's single admin) may do everything.
 */
import { ROLES, can, canWrite, type Area, type Permission, type Role } from '../domain/roles';

const READ_ACTIONS = new Set(['list', 'show', 'export']);

/** Resources whose writes are not vendor work; the audit log (null) is never written from the admin. */
const RESOURCE_AREAS: Readonly<Record<string, Area | null>> = {
  admins: 'admins',
  'reason-templates': 'admins',
  callRequests: 'calls',
  calldesk: 'calls',
  grievances: 'grievances',
  password: 'self',
  audit: null,
  vendorDocuments: 'vendors',
};

/**
 * Resources whose reading needs more than `read`: a vendor's document files open only for roles that decide on
 * vendors, the permission the server's file route declares (server/routes/compliance/admin.ts).
 */
const READ_PERMISSIONS: Readonly<Record<string, Permission>> = { vendorDocuments: 'vendors.decide' };

/** The area a resource's writes belong to, as server/review/permissions.ts files their routes. */
export function areaOfResource(resource: string): Area | null {
  if (resource in RESOURCE_AREAS) return RESOURCE_AREAS[resource] ?? null;
  // Every category, subcategory and vehicle-category resource names a category; no vendor resource does.
  return /categor/i.test(resource) ? 'catalog' : 'vendors';
}

export function roleOf(admin: Record<string, unknown> | null): Role {
  const role = admin?.role;
  return typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : 'owner';
}

/**
 * Areas whose screens exist to change things (master data; admin accounts and reason templates): a role that
 * cannot write there is not shown them at all (no menu entry; by URL, the access-denied screen). Their data is
 * still read where other screens need it (a vendor's category, the reasons of a decision).
 */
const MANAGEMENT_AREAS: ReadonlySet<Area> = new Set(['catalog', 'admins']);

export function roleCanAccess(role: Role, { action, resource }: { action: string; resource: string }): boolean {
  const area = areaOfResource(resource);
  if (area === null) return READ_ACTIONS.has(action);
  const readPermission = READ_PERMISSIONS[resource];
  if (READ_ACTIONS.has(action) && readPermission) return can(role, readPermission);
  if (READ_ACTIONS.has(action) && !MANAGEMENT_AREAS.has(area)) return true;
  return canWrite(role, area);
}
