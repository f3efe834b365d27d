/**
 * The admin resources that are not vendor kinds, one declaration each. The admin's permissions
 * (src/admins/access.ts), resource names in every language (src/i18n/resourceTexts.ts), the menu's resource entries
 * (src/layout/ResourceMenuItems.tsx, in this order), the simple masters (src/dataProvider/legacy/simpleMaster.ts) and
 * the server's route groups read it. Adding a resource: its file here and one word below (docs/extending.md).
 */
import { admins } from './admins';
import { audit } from './audit';
import { breaches } from './breaches';
import { callDesk } from './callDesk';
import { callRequests } from './callRequests';
import { customers } from './customers';
import { documentsQueue } from './documentsQueue';
import { expiringDocuments } from './expiringDocuments';
import { grievances } from './grievances';
import { privacyRequests } from './privacyRequests';
import { jobs } from './jobs';
import { outbox } from './outbox';
import { professionalCategories } from './professionalCategories';
import { professionalSubcategories } from './professionalSubcategories';
import { reasonTemplates } from './reasonTemplates';
import { reviews } from './reviews';
import { stories } from './stories';
import { transportCategories } from './transportCategories';
import type { ResourceDeclaration, ResourcePermissions } from './types';
import { vegetableCategories } from './vegetableCategories';
import { vegetableSubcategories } from './vegetableSubcategories';
import { vendorDocuments } from './vendorDocuments';
import { vendors } from './vendors';

export type ResourceRegistry = readonly ResourceDeclaration[];

export const RESOURCE_DECLARATIONS = [
  vegetableCategories,
  vegetableSubcategories,
  professionalCategories,
  professionalSubcategories,
  transportCategories,
  customers,
  vendors,
  reviews,
  audit,
  admins,
  reasonTemplates,
  vendorDocuments,
  documentsQueue,
  expiringDocuments,
  stories,
  callRequests,
  callDesk,
  grievances,
  breaches,
  privacyRequests,
  jobs,
  outbox,
] as const satisfies ResourceRegistry;

/** Every vendor kind's resource (src/domain/vendorKinds/) is vendor work: read by all, edited and decided on by vendor roles. */
export const VENDOR_KIND_PERMISSIONS = { area: 'vendors', permissions: { read: 'read', write: 'write', decide: 'decide' } } as const satisfies Pick<
  ResourceDeclaration,
  'area' | 'permissions'
> & { permissions: ResourcePermissions };

/** Throws on a registry whose names collide (react-admin knows a resource by its name alone). */
export function checkResources(registry: ResourceRegistry, vendorResources: readonly string[] = []): ResourceRegistry {
  const seen = new Set<string>(vendorResources);
  for (const { name } of registry) {
    if (seen.has(name)) throw new Error(`Two resources share the name "${name}"`);
    seen.add(name);
  }
  return registry;
}

export function resourceDeclaration(registry: ResourceRegistry, name: string): ResourceDeclaration | undefined {
  return registry.find((declaration) => declaration.name === name);
}

export {
  admins,
  audit,
  breaches,
  callDesk,
  callRequests,
  customers,
  documentsQueue,
  expiringDocuments,
  grievances,
  privacyRequests,
  jobs,
  outbox,
  professionalCategories,
  professionalSubcategories,
  reasonTemplates,
  reviews,
  stories,
  transportCategories,
  vegetableCategories,
  vegetableSubcategories,
  vendorDocuments,
  vendors,
};
export * from './types';
