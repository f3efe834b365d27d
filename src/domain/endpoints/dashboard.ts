/**
 * The dashboard's counts (SPEC section 3 and 7): customers by verified flag, vendors of every kind by verification.
 * Not a resource's (they count across resources): the server registers its routes at them (server/routes/dashboard.ts)
 * and the admin calls them (src/dataProvider/customMethods.ts `dashboardCounts`).
 */
import type { EndpointSpec } from '../vendorKinds/types';

export const DASHBOARD_COUNT_ENDPOINTS = {
  userCount: 'GET /api/admin/user/count',
  vendorCount: 'GET /api/admin/vendor/count',
} as const satisfies Readonly<Record<string, EndpointSpec>>;
