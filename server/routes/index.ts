/** Every route module, in two groups: public ones, and those behind the admin session (app.ts adds the guard). */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.ts';
import { dashboardRoutes } from './dashboard.ts';
import { vendorRoutes } from './vendors/index.ts';
import { vegetableCategoryRoutes } from './vegetableCategories.ts';
import { professionalCategoryRoutes } from './professionalCategories.ts';
import { transportCategoryRoutes } from './transportCategories.ts';
import { callRequestRoutes } from './callRequests.ts';
import { customerRoutes } from './customers.ts';
import { vendorPortalRoutes } from './vendorPortal.ts';
import { capabilityRoutes } from './capabilities.ts';
import { reviewRoutes } from './reviews.ts';
import { adminAccountRoutes } from './adminAccounts.ts';
import { vendorReviewRoutes } from './vendorReview.ts';
import { enquiryRoutes } from './enquiries.ts';

type RoutePlugin = (app: FastifyInstance) => Promise<void>;

export const publicRoutes: RoutePlugin[] = [authRoutes, vendorPortalRoutes, vendorReviewRoutes, capabilityRoutes, enquiryRoutes];

export const adminRoutes: RoutePlugin[] = [
  dashboardRoutes,
  vendorRoutes,
  vegetableCategoryRoutes,
  professionalCategoryRoutes,
  transportCategoryRoutes,
  callRequestRoutes,
  customerRoutes,
  reviewRoutes,
  adminAccountRoutes,
];
