/**
 * Every SPEC section 7 vendor call, generated for each kind from its declaration in kinds.ts, plus the calls
 * that are not per kind (vegetable approval by phone, vendor deletion). Admin-only (guard added by app.ts).
 */
import { VENDOR_KINDS } from '../../../src/domain/constants.ts';
import type { ApiInstance } from '../../openapi.ts';
import { registerDeleteVendorRoute, registerVerifyByPhoneRoute, registerVerifyRoute } from './approval.ts';
import { registerEditRoute } from './edits.ts';
import { registerImageRoutes } from './images.ts';
import { VENDOR_KIND_CONFIGS, vegetable } from './kinds.ts';
import { VendorListCache } from './listCache.ts';
import { registerListRoutes } from './lists.ts';
import { registerPosterRoutes } from './posters.ts';
import { registerStoryRoutes } from './stories.ts';

export async function vendorRoutes(app: ApiInstance) {
  const cache = new VendorListCache(app.db);
  for (const kind of VENDOR_KINDS) {
    const config = VENDOR_KIND_CONFIGS[kind];
    registerListRoutes(app, config, cache);
    registerImageRoutes(app, config);
    registerPosterRoutes(app, config);
    registerEditRoute(app, config);
    registerVerifyRoute(app, config);
    registerStoryRoutes(app, config);
  }
  registerVerifyByPhoneRoute(app, vegetable);
  registerDeleteVendorRoute(app);
}
