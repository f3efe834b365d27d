/**
 * Every SPEC section 7 vendor call, generated for each kind of the app's registry (kinds.ts derives the paths
 * from the declarations), plus the deletion of a vendor of any kind. Admin-only (guard added by app.ts).
 */
import type { ApiInstance } from '../../openapi.ts';
import { registerDeleteVendorRoute, registerVerifyByPhoneRoute, registerVerifyRoute } from './approval.ts';
import { registerEditRoute } from './edits.ts';
import { registerImageRoutes } from './images.ts';
import { vendorKindConfigs } from './kinds.ts';
import { VendorListCache } from './listCache.ts';
import { registerListRoutes } from './lists.ts';
import { registerPosterRoutes } from './posters.ts';
import { registerStoryRoutes } from './stories.ts';

export async function vendorRoutes(app: ApiInstance) {
  const cache = new VendorListCache(app.db);
  for (const config of vendorKindConfigs(app.vendorKinds).values()) {
    registerListRoutes(app, config, cache);
    registerImageRoutes(app, config);
    registerPosterRoutes(app, config);
    registerEditRoute(app, config);
    registerVerifyRoute(app, config);
    registerStoryRoutes(app, config);
    registerVerifyByPhoneRoute(app, config);
  }
  registerDeleteVendorRoute(app);
}
