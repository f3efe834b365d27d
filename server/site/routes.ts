/** The built sites: the admin under /admin/ and the landing at /, with the origin's not-found page, and the forms' received pages. */
import type { FastifyInstance } from 'fastify';
import { adminSite } from './admin.ts';
import { landingSite } from './landing.ts';
import { receivedPages } from './receivedPages.ts';

export async function registerSites(app: FastifyInstance): Promise<void> {
  await adminSite(app);
  await landingSite(app);
  await receivedPages(app);
}
