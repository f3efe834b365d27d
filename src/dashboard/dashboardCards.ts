import type { DashboardCounts } from '../dataProvider/types';
import { adminPaths } from '../layout/adminPaths';

export interface DashboardCardData {
  label: string;
  value: number;
  to: string;
}

/**
 * The six count cards of SPEC section 2, each linking to the list it counts. Not derived from the registry: they are
 * the fields of SPEC 7's one counts answer, and the vendor cards count across the kinds (no declaration owns them).
 */
export function dashboardCards({ users, vendors }: DashboardCounts): DashboardCardData[] {
  return [
    { label: 'app.dashboard.totalUsers', value: users.totalUsers, to: adminPaths.customers },
    { label: 'app.dashboard.authorizedUsers', value: users.totalVerifiedUsers, to: adminPaths.verifiedCustomers },
    { label: 'app.dashboard.unauthorizedUsers', value: users.totalUnverifiedUsers, to: adminPaths.unverifiedCustomers },
    { label: 'app.dashboard.totalVendors', value: vendors.totalVendors, to: adminPaths.allVendors },
    { label: 'app.dashboard.authorizedVendors', value: vendors.totalAuthorizedVendors, to: adminPaths.authorizedVendors },
    { label: 'app.dashboard.unauthorizedVendors', value: vendors.totalUnauthorizedVendors, to: adminPaths.unauthorizedVendors },
  ];
}
