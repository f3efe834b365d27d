/**
 * Every route module, in two groups: public ones, and those behind the admin session (app.ts adds the guard,
 * and the OpenAPI document marks those routes with `security: adminSession`).
 *
 * Convention for a route module (server/openapi.ts has the helpers):
 * - export `async function xRoutes(app: ApiInstance)` and list it below;
 * - every route declares `schema: { tags, params?, querystring?, body?, response: { 200: ... } }` with zod
 *   schemas (the shared ones of src/domain/schemas.ts for input); handlers read the parsed `request.params`,
 *   `request.query` and `request.body`, never parse by hand. Bad input becomes the uniform 400 by itself;
 * - response objects are `z.looseObject` with every field the legacy client reads (nothing is stripped);
 * - a multipart form: `consumes: ['multipart/form-data']` and `body: documented(z.object({ ..., file: formFile(...) }))`;
 *   the handler reads the parts and checks the bytes; a pre-serialized body: `response: { 200: documented(...) }`;
 * - a public route that needs the vendor's token: `security: VENDOR_SECURITY`.
 * tests/server/openapi.test.ts fails when a registered route is missing from GET /api/openapi.json.
 */
import type { ApiInstance } from '../openapi.ts';
import { authRoutes } from './auth.ts';
import { dashboardRoutes } from './dashboard.ts';
import { vendorRoutes } from './vendors/index.ts';
import { vegetableCategoryRoutes } from './vegetableCategories.ts';
import { professionalCategoryRoutes } from './professionalCategories.ts';
import { transportCategoryRoutes } from './transportCategories.ts';
import { callRequestRoutes } from './callRequests.ts';
import { callDeskRoutes } from './callDesk.ts';
import { customerRoutes } from './customers.ts';
import { vendorPortalRoutes } from './vendorPortal.ts';
import { capabilityRoutes } from './capabilities.ts';
import { reviewRoutes } from './reviews.ts';
import { adminAccountRoutes } from './adminAccounts.ts';
import { vendorReviewRoutes } from './vendorReview.ts';
import { enquiryRoutes } from './enquiries.ts';
import { vendorMessagePreferenceRoutes } from './vendorMessagePreferences.ts';
import { grievanceRoutes } from './grievances.ts';
import { breachRoutes } from './breaches.ts';
import { grievanceDeskRoutes } from './grievanceDesk.ts';
import { privacyRequestRoutes } from './privacyRequests.ts';
import { privacyPublicRequestRoutes } from './privacyPublicRequests.ts';
import { pagedListRoutes } from './pagedLists.ts';
import { dashboardWorkPlanRoutes } from './dashboardWorkPlan.ts';
import { messageRoutes } from './messages.ts';
import { whatsappWebhookRoutes } from './whatsappWebhook.ts';
import { adminStoryRoutes } from './adminStories.ts';
import { adminJobRoutes } from './adminJobs.ts';
import { adminOutboxRoutes } from './adminOutbox.ts';
import { vendorStoryRoutes } from './vendorStories.ts';
import { portalInvitationAdminRoutes, portalInvitationRoutes } from './portalInvitations.ts';
import { complianceAdminRoutes, complianceExpiryRoutes, complianceVendorRoutes, documentsQueueRoutes } from './compliance/index.ts';

export type RoutePlugin = (app: ApiInstance) => Promise<void>;

export const publicRoutes: RoutePlugin[] = [authRoutes, capabilityRoutes, whatsappWebhookRoutes];

/** The public routes that speak to vendors and visitors (the portal, the enquiry form): app.ts answers their field errors in the caller's language. */
export const peopleRoutes: RoutePlugin[] = [vendorPortalRoutes, vendorReviewRoutes, enquiryRoutes, complianceVendorRoutes, vendorStoryRoutes, portalInvitationRoutes, grievanceRoutes, vendorMessagePreferenceRoutes, privacyPublicRequestRoutes];

export const adminRoutes: RoutePlugin[] = [
  dashboardRoutes,
  vendorRoutes,
  vegetableCategoryRoutes,
  professionalCategoryRoutes,
  transportCategoryRoutes,
  callRequestRoutes,
  callDeskRoutes,
  customerRoutes,
  reviewRoutes,
  adminAccountRoutes,
  pagedListRoutes,
  complianceAdminRoutes,
  complianceExpiryRoutes,
  documentsQueueRoutes,
  dashboardWorkPlanRoutes,
  messageRoutes,
  adminStoryRoutes,
  portalInvitationAdminRoutes,
  adminJobRoutes,
  adminOutboxRoutes,
  grievanceDeskRoutes,
  breachRoutes,
  privacyRequestRoutes,
];
