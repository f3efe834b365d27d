/**
 * A resource's routes are guarded by the permissions its declaration gives (src/domain/resources/): a simple master
 * declared in one file (the fixture's units of measure, whose table and routes the server derives) and the product's
 * transport categories are changed by the catalog role and refused to the reviewer. Expectations come from the
 * declarations and ROLE_PERMISSIONS, never from a list in this file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accessOf, transportCategories, type ResourceDeclaration } from '../../src/domain/resources/index.ts';
import { ROLE_PERMISSIONS, type Role } from '../../src/domain/roles.ts';
import { endpointParts } from '../../src/domain/vendorKinds/index.ts';
import { fillPath } from '../../src/dataProvider/endpoint.ts';
import { vendorDocuments } from '../../src/domain/resources/vendorDocuments.ts';
import { requirementsOfKind } from '../../server/repositories/vendorDocuments.ts';
import { createVendor } from './vendorFixtures.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import type { TestServer } from '../helpers/server.ts';
import { unitsOfMeasure } from '../resourceFixture/unitsOfMeasure.ts';
import { withUnitsOfMeasure } from '../resourceFixture/registry.ts';

let server: TestServer;
const asOwner = withAdminSession((s) => (server = s), { build: { resources: withUnitsOfMeasure } });

const ROLES_TRIED: Role[] = ['catalog', 'reviewer'];
const cookies = new Map<Role, string>();

beforeAll(async () => {
  for (const role of ROLES_TRIED) {
    const account = { email: `${role}@resources.test`, name: `Test ${role}`, role, password: 'a-long-password' };
    expect((await asOwner('POST', '/api/admins', account)).statusCode).toBe(201);
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: account.email, password: account.password } });
    cookies.set(role, String(login.headers['set-cookie']).split(';')[0] ?? '');
  }
});

const call = (role: Role, spec: string, payload?: object) => {
  const { method, path } = endpointParts(spec as `GET /${string}`);
  return server.app.inject({ method: method as 'POST', url: path, headers: { cookie: cookies.get(role) ?? '' }, ...(payload ? { payload } : {}) });
};

const mayWrite = (role: Role, declaration: ResourceDeclaration) => ROLE_PERMISSIONS[role].includes(accessOf(declaration, 'write'));

describe.each([
  { declaration: unitsOfMeasure, body: (n: string) => ({ unitName: n }) },
  { declaration: transportCategories, body: (n: string) => ({ vehicleCategory: n }) },
])('$declaration.name', ({ declaration, body }) => {
  const { endpoints } = declaration.simpleMaster;

  it('is master data: area catalog, changed by the catalog role and not by the reviewer', () => {
    expect(declaration.area).toBe('catalog');
    expect(mayWrite('catalog', declaration)).toBe(true);
    expect(mayWrite('reviewer', declaration)).toBe(false);
  });

  it.each(ROLES_TRIED)('%s: creates only where its role has the declared write permission; reads either way', async (role) => {
    const created = await call(role, endpoints.create, body(`${role} ${declaration.name}`));
    expect(created.statusCode, created.body).toBe(mayWrite(role, declaration) ? 200 : 403);
    const listed = await call(role, endpoints.list);
    expect(listed.statusCode).toBe(ROLE_PERMISSIONS[role].includes(accessOf(declaration, 'read')) ? 200 : 403);
    const names = (listed.json() as Record<string, unknown>[]).map((row) => row[declaration.simpleMaster.nameSource]);
    expect(names.includes(`${role} ${declaration.name}`)).toBe(mayWrite(role, declaration));
  });
});

/** A vendor's requirement is waived only by a role with vendor documents' declared `manage`. */
describe('vendorDocuments: waiving a requirement', () => {
  beforeAll(async () => {
    cookies.set('owner', await server.login());
  });
  const mayWaive = (role: Role) => ROLE_PERMISSIONS[role].includes(accessOf(vendorDocuments, 'manage'));

  it('is the declaration\'s manage use: the owner has it, the reviewer (who decides on documents) has not', () => {
    expect(mayWaive('owner')).toBe(true);
    expect(mayWaive('reviewer')).toBe(false);
    expect(ROLE_PERMISSIONS.reviewer.includes(accessOf(vendorDocuments, 'decide'))).toBe(true);
  });

  it.each<Role>(['reviewer', 'owner'])('%s: waives only where its role has the declared manage permission', async (role) => {
    const vendor = await createVendor(server, 'vegetable', { documents: false });
    const requirement = requirementsOfKind(server.app.db, 'vegetable').find((r) => r.requiredForApproval);
    if (!requirement) throw new Error('vegetable vendors should have a required document');
    const res = await call(role, fillPath(vendorDocuments.endpoints.waiver, { user_id: vendor.userId, requirement: requirement.id }), { reason: `${role} waiver` });
    expect(res.statusCode, res.body).toBe(mayWaive(role) ? 200 : 403);
  });
});
