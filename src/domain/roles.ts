/**
 * Admin roles and what each may do, the one table the server enforces (every admin route declares the permission
 * it needs, server/review/permissions.ts) and the admin follows (src/admins/access.ts). A new role, or a role that
 * may decide on vendors but not edit them, is a row here (its permissions and its names) and nothing else. No zod here: the login page reads roles
 * before any schema loads.
 */
export const ROLES = ['owner', 'reviewer', 'catalog', 'calldesk', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Each role's name in every admin language (the admin's `app.review.roles.<role>`): a role without both fails the typecheck. */
export const ROLE_NAMES: { readonly [R in Role]: { readonly en: string; readonly ta: string } } = {
  owner: { en: 'Owner', ta: 'உரிமையாளர்' },
  reviewer: { en: 'Reviewer', ta: 'பரிசீலனையாளர்' },
  catalog: { en: 'Catalog', ta: 'அடிப்படைத் தரவு' },
  calldesk: { en: 'Call desk', ta: 'அழைப்பு மேசை' },
  viewer: { en: 'Viewer', ta: 'பார்வையாளர்' },
};

/** The roles' names in one language, keyed by role. */
export const roleNamesIn = (language: 'en' | 'ta'): Record<Role, string> =>
  Object.fromEntries(ROLES.map((role) => [role, ROLE_NAMES[role][language]])) as Record<Role, string>;

/**
 * What a route belongs to; every admin route of the server is in exactly one area. `operations`: the running of the
 * service itself (the job queue, GET /api/admin/jobs), managed by the owner, read by everyone. `grievances`: the grievance desk (docs/grievances.md). `privacy`: personal data duties (docs/breaches.md): the breach
 * register is `privacy.manage`, so only the owner records, reads and reports breaches.
 */
export const AREAS = ['vendors', 'catalog', 'calls', 'admins', 'self', 'operations', 'grievances', 'privacy'] as const;
export type Area = (typeof AREAS)[number];

/**
 * What a route does in its area: `read` sees, `write` changes records, `decide` rules on a vendor or a document
 * (and sees the private documents a decision needs), `manage` changes the rules themselves (waivers, admins).
 */
export const ACTIONS = ['read', 'write', 'decide', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

export type Permission = `${Area}.${Action}`;

const READ_ALL: readonly Permission[] = AREAS.map((area) => `${area}.read` as const);
const SELF: readonly Permission[] = ['self.write'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: AREAS.flatMap((area) => ACTIONS.map((action) => `${area}.${action}` as const)),
  // Grievances (docs/grievances.md): reviewers and the call desk work the queue (acknowledge, note, assign,
  // escalate, resolve, reopen); the owner also manages it; everyone else reads it and its monthly export.
  reviewer: [...READ_ALL, ...SELF, 'vendors.write', 'vendors.decide', 'grievances.write'],
  catalog: [...READ_ALL, ...SELF, 'catalog.write'],
  calldesk: [...READ_ALL, ...SELF, 'calls.write', 'grievances.write'],
  viewer: [...READ_ALL, ...SELF],
};

/** A role the table no longer has (an account stored under a role since removed) may do nothing. */
export const can = (role: Role, permission: Permission): boolean => (ROLE_PERMISSIONS[role] ?? []).includes(permission);

/** May change anything in `area` (write, decide or manage): the admin shows the area's forms and buttons. */
export const canWrite = (role: Role, area: Area): boolean => ACTIONS.some((action) => action !== 'read' && can(role, `${area}.${action}`));

/** The areas a role changes things in, for the role guide. */
export const ROLE_AREAS = Object.fromEntries(ROLES.map((role) => [role, AREAS.filter((area) => canWrite(role, area))])) as unknown as Record<Role, readonly Area[]>;

export function isPermission(value: unknown): value is Permission {
  if (typeof value !== 'string') return false;
  const [area, action, ...rest] = value.split('.');
  return rest.length === 0 && (AREAS as readonly string[]).includes(area ?? '') && (ACTIONS as readonly string[]).includes(action ?? '');
}
