/** GET /api/{kind}/unverified/list and /api/{kind}/verified/list: arrays of whole vendor records. */
import type { FastifyInstance } from 'fastify';
import type { VendorKindConfig } from './kinds.ts';
import type { VendorListCache } from './listCache.ts';

export function registerListRoutes(app: FastifyInstance, config: VendorKindConfig, cache: VendorListCache): void {
  for (const [url, verified] of [
    [config.paths.unverifiedList, false],
    [config.paths.verifiedList, true],
  ] as const) {
    app.get(url, async (_request, reply) => reply.type('application/json; charset=utf-8').send(cache.body(config, verified)));
  }
}
