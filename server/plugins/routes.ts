/**
 * The route groups (server/routes/index.ts): the media folders, the public routes, the routes that speak to
 * people (answered in the caller's language), and the admin's behind the session, each checked against the
 * permission it declares and run as the admin so the audit triggers know who wrote (server/db/actor.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireAdmin } from '../auth/requireAdmin.ts';
import { runAs } from '../db/actor.ts';
import { answerInCallersLanguage, speaksToPeople } from '../i18n/language.ts';
import { mediaRoutes } from '../media/routes.ts';
import { markAdminRoutes } from '../openapi.ts';
import { enforceRole } from '../review/permissions.ts';
import { adminRoutes, peopleRoutes, publicRoutes } from '../routes/index.ts';
import { operationsRoutes } from '../routes/operations.ts';
import { simpleMasterRoutes } from '../routes/simpleMasters.ts';
import type { ResourceRegistry } from '../../src/domain/resources/index.ts';

export interface RouteGroupOptions {
  /** The resource registry: the routes of the simple masters the server derives come from it. */
  resources: ResourceRegistry;
}

async function routeGroups(app: FastifyInstance, { resources }: RouteGroupOptions): Promise<void> {
  // Messages written as catalogue keys become sentences on the way out (English unless the route speaks to people).
  app.addHook('preSerialization', answerInCallersLanguage);
  await app.register(mediaRoutes);
  // Health, readiness and metrics: public, no session, no rate limit (routes/operations.ts).
  await app.register(operationsRoutes);
  for (const routes of publicRoutes) await app.register(routes);
  await app.register(async (people) => {
    people.addHook('onRequest', speaksToPeople);
    for (const routes of peopleRoutes) await people.register(routes);
  });
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    admin.addHook('onRequest', enforceRole);
    admin.addHook('preHandler', (request, _reply, done) => runAs({ adminId: request.admin?.id ?? null, kind: 'admin' }, done));
    markAdminRoutes(admin);
    for (const routes of [...adminRoutes, ...simpleMasterRoutes(resources)]) await admin.register(routes);
  });
}

export const routesPlugin = fp(routeGroups, { name: 'routes', fastify: '5.x', dependencies: ['database', 'media', 'security', 'auth', 'metrics'] });
