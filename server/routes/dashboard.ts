/** Dashboard counts (SPEC section 3): customers by verified flag and vendors of all kinds by verification. */
import { z } from 'zod';
import { DASHBOARD_COUNT_ENDPOINTS } from '../../src/domain/endpoints/index.ts';
import type { ApiInstance } from '../openapi.ts';
import { endpointRoute } from './endpointRoute.ts';
import { userCounts, vendorCounts } from '../repositories/counts.ts';

const tags = ['dashboard'];
const userCountsAnswer = z.object({ totalUsers: z.number(), totalUnverifiedUsers: z.number(), totalVerifiedUsers: z.number() });
const vendorCountsAnswer = z.object({
  totalVendors: z.number(),
  totalUnauthorizedVendors: z.number(),
  totalAuthorizedVendors: z.number(),
});

export async function dashboardRoutes(app: ApiInstance) {
  const read = { access: 'vendors.read' } as const;
  app.route({ ...endpointRoute(DASHBOARD_COUNT_ENDPOINTS.userCount), config: read, schema: { tags, response: { 200: userCountsAnswer } }, handler: async () => userCounts(app.db) });
  app.route({ ...endpointRoute(DASHBOARD_COUNT_ENDPOINTS.vendorCount), config: read, schema: { tags, response: { 200: vendorCountsAnswer } }, handler: async () => vendorCounts(app.db) });
}
