/**
 * Admin roles and the areas each may write in, the one table the server enforces (server/review/permissions.ts)
 * and the admin follows (src/admins/access.ts). No zod here: the login page reads roles before any schema loads.
 */
export const ROLES = ['owner', 'reviewer', 'catalog', 'calldesk', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** What a write belongs to; every state-changing route of the server is in exactly one area. */
export const AREAS = ['vendors', 'catalog', 'calls', 'admins', 'self'] as const;
export type Area = (typeof AREAS)[number];

/** Reading is open to every role; writing only in the role's areas. */
export const ROLE_AREAS: Record<Role, readonly Area[]> = {
  owner: ['vendors', 'catalog', 'calls', 'admins', 'self'],
  reviewer: ['vendors', 'self'],
  catalog: ['catalog', 'self'],
  calldesk: ['calls', 'self'],
  viewer: ['self'],
};

export const canWrite = (role: Role, area: Area): boolean => ROLE_AREAS[role].includes(area);
