/** Dashboard counts (SPEC section 3): customers by verified flag and vendors of all kinds by verification. */
import type { FastifyInstance } from 'fastify';
import { userCounts, vendorCounts } from '../repositories/counts.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/admin/user/count', async () => userCounts(app.db));
  app.get('/api/admin/vendor/count', async () => vendorCounts(app.db));
}
