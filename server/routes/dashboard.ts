/** Dashboard counts (SPEC section 3): customers by verified flag and vendors of all kinds by verification. */
import { z } from 'zod';
import type { ApiInstance } from '../openapi.ts';
import { userCounts, vendorCounts } from '../repositories/counts.ts';

const tags = ['dashboard'];
const userCountsAnswer = z.object({ totalUsers: z.number(), totalUnverifiedUsers: z.number(), totalVerifiedUsers: z.number() });
const vendorCountsAnswer = z.object({
  totalVendors: z.number(),
  totalUnauthorizedVendors: z.number(),
  totalAuthorizedVendors: z.number(),
});

export async function dashboardRoutes(app: ApiInstance) {
  app.get('/api/admin/user/count', { config: { access: 'vendors.read' }, schema: { tags, response: { 200: userCountsAnswer } } }, async () => userCounts(app.db));
  app.get('/api/admin/vendor/count', { config: { access: 'vendors.read' }, schema: { tags, response: { 200: vendorCountsAnswer } } }, async () => vendorCounts(app.db));
}
