/** Extension `compliance` (requirements, documents, waivers, approval rule, expiry queue): its route modules. */
export { complianceVendorRoutes } from './vendor.ts';
export { complianceAdminRoutes } from './admin.ts';
export { complianceExpiryRoutes } from './expiring.ts';
export { documentsQueueRoutes } from './queue.ts';
