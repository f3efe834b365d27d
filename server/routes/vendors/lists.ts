/** GET /api/{kind}/unverified/list and /api/{kind}/verified/list: arrays of whole vendor records. */
import type { ApiInstance } from '../../openapi.ts';
import type { ServedVendorKind } from './kinds.ts';
import type { VendorListCache } from './listCache.ts';
import { vendorListAnswer } from './params.ts';

export function registerListRoutes(app: ApiInstance, config: ServedVendorKind, cache: VendorListCache): void {
  const schema = { tags: ['vendors'], response: { 200: vendorListAnswer(config) } };
  for (const [url, verified] of [
    [config.paths.unverifiedList, false],
    [config.paths.verifiedList, true],
  ] as const) {
    app.get(url, { config: { access: 'vendors.read' }, schema }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(await cache.body(config, verified)));
  }
}
