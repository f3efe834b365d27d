/**
 * What the logged-in admin's role may do in the admin, from declarations: each resource declares its area and the
 * permission each use needs (src/domain/resources/, vendor kinds: `VENDOR_KIND_PERMISSIONS`), and the role's row
 * of `ROLE_PERMISSIONS` (src/domain/roles.ts), the table the server enforces, says whether it has that permission.
 * An admin without a role (the legacy backend's single admin) may do everything; one whose role the table lacks, nothing.
 */
import { VENDOR_KIND_DECLARATIONS, type VendorKindRegistry } from '../domain/vendorKinds';
import { ROLES, ROLE_PERMISSIONS, type Permission, type Role } from '../domain/roles';
import {
  ACTION_USES,
  permissionOf,
  RESOURCE_DECLARATIONS,
  resourceDeclaration,
  VENDOR_KIND_PERMISSIONS,
  type ResourceDeclaration,
  type ResourceRegistry,
  type ResourceUse,
} from '../domain/resources';

export interface AccessDeclarations {
  resources: ResourceRegistry;
  vendorKinds: VendorKindRegistry;
}

const PRODUCT: AccessDeclarations = { resources: RESOURCE_DECLARATIONS, vendorKinds: VENDOR_KIND_DECLARATIONS };

/** The area and permissions a resource declares; undefined for a name no declaration has. */
export function accessDeclarationOf(
  resource: string,
  declarations: AccessDeclarations = PRODUCT,
): Pick<ResourceDeclaration, 'area' | 'permissions'> | undefined {
  if (declarations.vendorKinds.some((kind) => kind.resource === resource)) return VENDOR_KIND_PERMISSIONS;
  return resourceDeclaration(declarations.resources, resource);
}

const actionUse = (action: string): ResourceUse | undefined =>
  (Object.keys(ACTION_USES) as (keyof typeof ACTION_USES)[]).find((use) => (ACTION_USES[use] as readonly string[]).includes(action));

/** The permission react-admin's `action` on `resource` needs; null when no role may (an undeclared resource or use). */
export function permissionFor({ action, resource }: { action: string; resource: string }, declarations: AccessDeclarations = PRODUCT): Permission | null {
  const declaration = accessDeclarationOf(resource, declarations);
  const use = actionUse(action);
  return declaration && use ? permissionOf(declaration, use) : null;
}

/** The answer for a row of permissions: a role's, or one a test builds. */
export function permissionsCanAccess(
  granted: readonly Permission[],
  params: { action: string; resource: string },
  declarations: AccessDeclarations = PRODUCT,
): boolean {
  const needed = permissionFor(params, declarations);
  return needed !== null && granted.includes(needed);
}

/**
 * The admin's role: 'owner' when the login names none (the legacy backend's single admin), null for a role the
 * roles table does not have (an account stored under a role since removed), which may do nothing, as on the server.
 */
export function roleOf(admin: Record<string, unknown> | null): Role | null {
  const role = admin?.role;
  if (role === undefined || role === null) return 'owner';
  return typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

export function roleCanAccess(role: Role | null, params: { action: string; resource: string }, declarations: AccessDeclarations = PRODUCT): boolean {
  return role !== null && permissionsCanAccess(ROLE_PERMISSIONS[role], params, declarations);
}
