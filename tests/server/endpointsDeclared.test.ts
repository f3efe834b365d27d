/**
 * Endpoints in one syntax (issue 38 item 1): every admin route (one with a declared `access`) comes from a declaration's
 * endpoints, `'POST /api/reviews/{id}/claim'`, or from a table of the same syntax for calls that are no one
 * resource's, which the admin's data provider calls too. No route file but the site's public ones (named below)
 * writes a literal Fastify path (`app.get('/api/x/:id'`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_DECLARATIONS, restBaseOf, type ResourceDeclaration } from '../../src/domain/resources/index.ts';
import { VENDOR_KIND_DECLARATIONS, type EndpointSpec } from '../../src/domain/vendorKinds/index.ts';
import { DASHBOARD_COUNT_ENDPOINTS, PAGED_LIST_ENDPOINTS, PROFESSIONAL_CATEGORY_ENDPOINTS, PROFESSIONAL_CATEGORY_OPTIONS, VEGETABLE_CATEGORY_ENDPOINTS } from '../../src/domain/endpoints/index.ts';
import { MESSAGE_ENDPOINTS } from '../../src/domain/decisionMessages.ts';
import { WORK_PLAN_ENDPOINT } from '../../src/domain/workPlan.ts';
import { INVITATION_ENDPOINTS } from '../../src/domain/portalInvitationLinks.ts';
import { endpointRoute } from '../../server/routes/endpointRoute.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** Calls declared in the one syntax outside the resource registry: the vendor kinds, the category masters, and tables of the same syntax. */
const OTHER_DECLARED: readonly EndpointSpec[] = [
  ...VENDOR_KIND_DECLARATIONS.flatMap((kind) => Object.values(kind.endpoints).filter((spec): spec is EndpointSpec => spec !== undefined)),
  ...Object.values(VEGETABLE_CATEGORY_ENDPOINTS),
  ...Object.values(PROFESSIONAL_CATEGORY_ENDPOINTS),
  PROFESSIONAL_CATEGORY_OPTIONS,
  ...Object.values(MESSAGE_ENDPOINTS),
  WORK_PLAN_ENDPOINT,
  ...Object.values(DASHBOARD_COUNT_ENDPOINTS),
  ...Object.values(PAGED_LIST_ENDPOINTS),
  ...Object.values(INVITATION_ENDPOINTS),
];

const RESOURCE_DECLARED: readonly EndpointSpec[] = (RESOURCE_DECLARATIONS as readonly ResourceDeclaration[]).flatMap((declaration) => [
  ...Object.values<EndpointSpec>(declaration.endpoints ?? {}),
  ...Object.values(declaration.simpleMaster?.endpoints ?? {}).filter((spec): spec is EndpointSpec => spec !== undefined),
]);

/** Route files that are not a resource's: auth, the vendor portal and the public forms (their paths are the site's, not the admin's). */
const LITERAL_PATHS_ALLOWED = new Set([
  'auth.ts',
  'vendorPortal.ts',
  'vendorPortalApplication.ts',
  'vendorReview.ts',
  'vendorPrivacy.ts',
  'vendorMessagePreferences.ts',
  'enquiries.ts',
]);

const key = (method: string, url: string) => `${method} ${url}`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('endpoints in one syntax', () => {
  it('every admin route comes from a declaration', () => {
    const declared = new Set([...RESOURCE_DECLARED, ...OTHER_DECLARED].map((spec) => {
      const { method, url } = endpointRoute(spec);
      return key(method, url);
    }));
    const admin = server.app.registeredRoutes.filter((route) => route.access && route.method !== 'HEAD');
    expect(admin.length).toBeGreaterThan(RESOURCE_DECLARED.length);
    const strays = admin.filter(({ method, url }) => !declared.has(key(method, url))).map(({ method, url }) => key(method, url));
    expect(strays, 'admin routes no declaration names').toEqual([]);
  });

  it('every call a resource declares is a route of the server', () => {
    const routes = new Set(server.app.registeredRoutes.map(({ method, url }) => key(method, url)));
    const missing = RESOURCE_DECLARED.map((spec) => endpointRoute(spec)).filter(({ method, url }) => !routes.has(key(method, url)));
    expect(missing).toEqual([]);
  });

  it("a resource's CRUD endpoints are the ones ra-data-simple-rest calls on its base path", () => {
    for (const declaration of RESOURCE_DECLARATIONS) expect(() => restBaseOf(declaration), declaration.name).not.toThrow();
  });

  it('no route file but the site\'s public ones registers a literal Fastify path', () => {
    const root = path.resolve('server/routes');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const literal = /app\.(get|post|put|patch|delete)\(\s*['`]/;
    const offenders = files.filter((file) => !LITERAL_PATHS_ALLOWED.has(file.split(path.sep).join('/')) && literal.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
