/**
 * Permissions come from declarations: every admin route declares the one it needs (published as x-permission), a
 * route without one stops the start, and the roles table alone decides who may do what, so a role that decides
 * on vendors without editing them is a change of that table and nothing else.
 */
import Fastify from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isPermission, ROLE_PERMISSIONS, type Permission } from '../../src/domain/roles.ts';
import { endpointParts, VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { markAdminRoutes } from '../../server/openapi.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import { loadContract } from '../helpers/contract.ts';
import type { TestServer } from '../helpers/server.ts';
import { addImage, createVendor, validEdit, type SpecKind } from './vendorFixtures.ts';

let server: TestServer;
const asOwner = withAdminSession((s) => (server = s));
const KINDS = VENDOR_KIND_DECLARATIONS.map((declaration) => declaration.kind as SpecKind);

describe('declared permissions', () => {
  it('every operation behind the admin session names a permission; no public one does', async () => {
    const calls = await loadContract(server.app);
    const declared = (call: (typeof calls)[number]) => (call.operation as unknown as Record<string, unknown>)['x-permission'];
    const admin = calls.filter((call) => !call.public);
    expect(admin.length).toBeGreaterThan(0);
    for (const call of admin) expect(isPermission(declared(call)), `${call.method} ${call.path}: ${String(declared(call))}`).toBe(true);
    for (const call of calls.filter((c) => c.public)) expect(declared(call), `${call.method} ${call.path}`).toBeUndefined();
  });

  it('an admin route registered without a permission stops the server from starting, naming the route', async () => {
    const app = Fastify();
    void app.register(async (scope) => {
      markAdminRoutes(scope);
      scope.get('/api/undeclared', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('Admin route GET /api/undeclared declares no permission');
    await app.close().catch(() => {});
  });
});

describe('the roles table alone decides', () => {
  const viewerRow = ROLE_PERMISSIONS.viewer;
  let viewer = '';

  beforeAll(async () => {
    const account = { email: 'decider@roles.test', name: 'Dev Decider', role: 'viewer', password: 'a-long-password' };
    expect((await asOwner('POST', '/api/admins', account)).statusCode).toBe(201);
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: account.email, password: account.password } });
    viewer = String(login.headers['set-cookie']).split(';')[0] ?? '';
  });
  afterEach(() => {
    (ROLE_PERMISSIONS as Record<string, readonly Permission[]>).viewer = viewerRow;
  });

  const asViewer = (method: string, url: string, payload?: object) =>
    server.app.inject({ method: method as 'PUT', url, headers: { cookie: viewer }, ...(payload ? { payload } : {}) });

  it.each(KINDS)('%s: with only vendors.decide added to its row, a role approves but cannot edit', async (kind) => {
    const declaration = VENDOR_KIND_DECLARATIONS.find((d) => d.kind === kind);
    if (!declaration) throw new Error(`${kind} is not in the registry`);
    const { userId, phoneNumber } = await createVendor(server, kind);
    const image = await addImage(server, kind, userId);
    expect((await asOwner('PUT', endpointParts(declaration.endpoints.posterFromImage).path, { user_id: userId, poster: image })).statusCode).toBe(200);
    const approve = endpointParts(declaration.endpoints.approve);
    const approvePath = approve.path.replace(/\{\w+\}/, String(userId));
    const edit = endpointParts(declaration.endpoints.edit);

    // As the table stands, the viewer may do neither.
    expect((await asViewer(approve.method, approvePath)).statusCode).toBe(403);
    (ROLE_PERMISSIONS as Record<string, readonly Permission[]>).viewer = [...viewerRow, 'vendors.decide'];
    expect((await asViewer(edit.method, edit.path, validEdit(kind, userId, phoneNumber))).statusCode).toBe(403);
    const approved = await asViewer(approve.method, approvePath);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ user_id: userId, verification: 1 });
  });
});
