/**
 * The canonical admin paths (relative to the /admin basename) of the screens that are not plain resource
 * views, so menu, dashboard, tiles and legacy redirects agree on one place.
 */
export const adminPaths = {
  dashboard: '/',
  master: '/master/category',
  vegetableCategories: '/vegetableCategories',
  professionalCategories: '/professionalCategories',
  transportCategories: '/transportCategories',
  /** A resource's list screen: `/transportCategories`. */
  resourceList: (resource: string) => `/${resource}`,
  /** A category's subcategories, a child route of the category resource: `/vegetableCategories/3/subcategories`. */
  subcategories: (categoryResource: string, categoryId: number | string) => `/${categoryResource}/${categoryId}/subcategories`,
  authorizedVendors: '/vendors/authorized',
  unauthorizedVendors: '/vendors/unauthorized',
  allVendors: '/vendors',
  callRequests: '/callRequests',
  callDesk: '/calldesk',
  /** The grievance queue (capability `grievances`, docs/grievances.md). */
  grievances: '/grievances',
  /** The breach register (capability `breachRegister`, docs/breaches.md). */
  breaches: '/breaches',
  /** The background jobs (capability `jobQueue`); the dashboard opens it filtered to the dead ones. */
  jobs: '/jobs',
  /** The outbox (capability `outbox`); the dashboard opens it filtered to the failed messages, a vendor's page to the vendor. */
  outbox: '/outbox',
  reviews: '/reviews',
  audit: '/audit',
  admins: '/admins',
  reasonTemplates: '/reason-templates',
  customers: '/customers',
  stories: '/stories',
  /** The documents waiting for a check across vendors (capability `documentsQueue`). */
  documentsQueue: '/documentsQueue',
  /** Documents that expire within the warning window or have expired (capability `compliance`). */
  expiringDocuments: '/expiringDocuments',
  verifiedCustomers: '/customers/verified',
  unverifiedCustomers: '/customers/unverified',
  /** A record's edit page: `/calldesk/12` (react-admin's edit route of the resource). */
  edit: (resource: string, id: number | string) => `/${resource}/${encodeURIComponent(String(id))}`,
  /** A record's page: `/hotels/12/show` (react-admin's show route of the resource). */
  show: (resource: string, id: number | string) => `/${resource}/${encodeURIComponent(String(id))}/show`,
  /** A vendor kind's queue: `/vegetableVendors/unverified`, `/hotels/verified`... */
  queue: (resource: string, verified: boolean) => `/${resource}/${verified ? 'verified' : 'unverified'}`,
  /** A list screen opened with exactly this filter (react-admin reads `filter` from the address before any stored one). */
  withFilter: (listPath: string, filter: Readonly<Record<string, unknown>>) => `${listPath}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  /** A queue inside a kind's queue, from the declaration's `behaviour.subQueues`: `/hotels/verified/restaurants`. */
  subQueue: (resource: string, subQueuePath: string, verified: boolean) => `/${resource}/${verified ? 'verified' : 'unverified'}/${subQueuePath}`,
} as const;
