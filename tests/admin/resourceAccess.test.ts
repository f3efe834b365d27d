/**
 * The admin's `canAccess` (src/admins/access.ts) answers from declarations: each resource's declared area and
 * permission per use, and the role's row of ROLE_PERMISSIONS. A simple master declared in one file is master
 * data for the catalog role and hidden from the reviewer; a role that only decides is a row of the table.
 */
import { describe, expect, it } from 'vitest';
import { permissionsCanAccess, roleCanAccess, type AccessDeclarations } from '../../src/admins/access';
import { ACTION_USES, checkResources, permissionOf, RESOURCE_DECLARATIONS, VENDOR_KIND_PERMISSIONS, type ResourceUse } from '../../src/domain/resources';
import { AREAS, ROLE_PERMISSIONS, ROLES, type Permission } from '../../src/domain/roles';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { unitsOfMeasure } from '../resourceFixture/unitsOfMeasure';
import { productWithoutUnits, withUnitsOfMeasure } from '../resourceFixture/registry';

const USES = Object.entries(ACTION_USES) as [ResourceUse, readonly string[]][];
const withUnits: AccessDeclarations = { resources: withUnitsOfMeasure, vendorKinds: VENDOR_KIND_DECLARATIONS };

describe('roleCanAccess', () => {
  it('answers every role, resource and action from the declaration and the role’s row', () => {
    const declared = [
      ...RESOURCE_DECLARATIONS,
      ...VENDOR_KIND_DECLARATIONS.map((kind) => ({ name: kind.resource, ...VENDOR_KIND_PERMISSIONS })),
    ];
    for (const role of ROLES) {
      for (const declaration of declared) {
        for (const [use, actions] of USES) {
          const needed = permissionOf(declaration, use);
          for (const action of actions) {
            const expected = needed !== null && ROLE_PERMISSIONS[role].includes(needed);
            expect(roleCanAccess(role, { action, resource: declaration.name }), `${role} ${action} ${declaration.name}`).toBe(expected);
          }
        }
      }
    }
  });

  it('knows each resource by one name, vendor kinds included', () => {
    expect(() => checkResources(RESOURCE_DECLARATIONS, VENDOR_KIND_DECLARATIONS.map((kind) => kind.resource))).not.toThrow();
    expect(() => checkResources([...RESOURCE_DECLARATIONS, unitsOfMeasure, unitsOfMeasure])).toThrow('Two resources share the name "unitsOfMeasure"');
  });

  it('refuses what no declaration names: an unknown resource, an undeclared action', () => {
    expect(roleCanAccess('owner', { action: 'list', resource: 'nothingDeclared' })).toBe(false);
    expect(roleCanAccess('owner', { action: 'fly', resource: 'reviews' })).toBe(false);
    expect(roleCanAccess('owner', { action: 'delete', resource: 'audit' })).toBe(false);
  });

  it('keeps master screens for the roles that change master data and admin screens for the owner', () => {
    expect(roleCanAccess('catalog', { action: 'list', resource: 'vegetableCategories' })).toBe(true);
    expect(roleCanAccess('viewer', { action: 'list', resource: 'transportCategories' })).toBe(false);
    expect(roleCanAccess('reviewer', { action: 'list', resource: 'admins' })).toBe(false);
    expect(roleCanAccess('owner', { action: 'edit', resource: 'reason-templates' })).toBe(true);
    expect(roleCanAccess('viewer', { action: 'list', resource: 'audit' })).toBe(true);
    expect(roleCanAccess('viewer', { action: 'show', resource: 'vendorDocuments' })).toBe(false);
    expect(roleCanAccess('reviewer', { action: 'show', resource: 'vendorDocuments' })).toBe(true);
  });
});

describe('a simple master declared in one file (tests/resourceFixture/unitsOfMeasure.ts)', () => {
  const can = (role: 'catalog' | 'reviewer', action: string) => roleCanAccess(role, { action, resource: unitsOfMeasure.name }, withUnits);

  it('is catalog master data: the catalog role opens and changes it', () => {
    expect(unitsOfMeasure.area).toBe('catalog');
    for (const action of ['list', 'show', 'create', 'edit', 'delete']) expect(can('catalog', action), action).toBe(true);
  });

  it('is hidden from the reviewer: no list (so no menu entry or tile), no change', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete']) expect(can('reviewer', action), action).toBe(false);
  });

  it('is nothing before it is registered', () => {
    expect(roleCanAccess('owner', { action: 'list', resource: unitsOfMeasure.name }, { resources: productWithoutUnits, vendorKinds: VENDOR_KIND_DECLARATIONS })).toBe(false);
  });
});

describe('a role that only decides on vendors', () => {
  // Built as a new row of ROLE_PERMISSIONS would be written; nothing else is told about it.
  const decider: readonly Permission[] = [...AREAS.map((area) => `${area}.read` as const), 'self.write', 'vendors.decide'];
  const can = (action: string, resource: string) => permissionsCanAccess(decider, { action, resource });
  const kind = VENDOR_KIND_DECLARATIONS[0].resource;

  it('decides and claims on the review desk and opens vendor documents', () => {
    expect(can('decide', 'reviews')).toBe(true);
    expect(can('claim', 'reviews')).toBe(true);
    expect(can('show', 'vendorDocuments')).toBe(true);
    expect(can('list', 'stories')).toBe(true);
  });

  it('reads vendors but does not edit or delete them, and changes nothing outside its area', () => {
    expect(can('list', kind)).toBe(true);
    expect(can('edit', kind)).toBe(false);
    expect(can('delete', kind)).toBe(false);
    expect(can('list', 'vegetableCategories')).toBe(false);
    expect(can('edit', 'calldesk')).toBe(false);
    expect(can('list', 'admins')).toBe(false);
  });

  it('is the reviewer less its writes: they differ exactly where a declaration needs a write the reviewer has', () => {
    const reviewerWrites = ROLE_PERMISSIONS.reviewer.filter((permission) => permission.endsWith('.write') && permission !== 'self.write');
    const declared = RESOURCE_DECLARATIONS.map((d): string => d.name).concat(VENDOR_KIND_DECLARATIONS.map((k) => k.resource));
    for (const resource of declared) {
      for (const [, actions] of USES) {
        for (const action of actions) {
          const needsWrite = permissionsCanAccess(reviewerWrites, { action, resource });
          expect(can(action, resource), `${action} ${resource}`).toBe(roleCanAccess('reviewer', { action, resource }) && !needsWrite);
        }
      }
    }
  });
});
