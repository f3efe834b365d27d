/**
 * The admin's screens of each resource of the registry (src/domain/resources/), by its declared name: the <Resource>
 * props (list, show, edit, create, icon...) its folder exports, each screen loaded when opened. Typed over the
 * registry's names, so a declaration without its entry here, or an entry without a declaration, fails the typecheck.
 * A simple master needs no entry: its screens derive from its declaration (src/master/simpleMasterResource.tsx).
 */
import type { ResourceProps } from 'react-admin';
import { RESOURCE_DECLARATIONS, type ResourceRegistry, type SimpleMasterSpec } from './domain/resources';
import { simpleMasterOf } from './dataProvider/legacy/simpleMaster';
import { simpleMasterResource } from './master/simpleMasterResource';
import { admins } from './admins';
import { audit } from './audit';
import { breaches } from './breaches';
import { callDesk } from './callDesk';
import { callRequests } from './callRequests';
import { documentsQueue, expiringDocuments } from './compliance';
import { customers } from './customers';
import { grievances } from './grievances';
import { jobs } from './jobs';
import { outbox } from './outbox';
import { privacyRequests } from './privacyRequests';
import { professionalCategories } from './professionalCategories';
import { professionalSubcategories } from './professionalSubcategories';
import { reasonTemplates } from './reasonTemplates';
import { reviews } from './reviews';
import { stories } from './stories';
import { vegetableCategories } from './vegetableCategories';
import { vegetableSubcategories } from './vegetableSubcategories';

type Declared = (typeof RESOURCE_DECLARATIONS)[number];
/** The registry's resources whose screens are written by hand (every one but the simple masters). */
export type ScreenedResource = Exclude<Declared, { simpleMaster: SimpleMasterSpec }>['name'];

/** A resource's screens, or null for one that has none of its own (it is shown inside another's screens). */
export type ResourceScreens = Readonly<Record<string, ResourceProps | null>>;

export const RESOURCE_SCREENS: Readonly<Record<ScreenedResource, ResourceProps | null>> = {
  vegetableCategories,
  vegetableSubcategories,
  professionalCategories,
  professionalSubcategories,
  // The review states' tiles are routes of their own (src/queues/queueRoutes.tsx).
  vendors: null,
  customers,
  reviews,
  audit,
  admins,
  'reason-templates': reasonTemplates,
  // The documents panel of the vendor page (src/compliance/DocumentsPanel.tsx).
  vendorDocuments: null,
  documentsQueue,
  expiringDocuments,
  stories,
  callRequests,
  calldesk: callDesk,
  grievances,
  breaches,
  privacyRequests,
  jobs,
  outbox,
};

/** The <Resource> props of every resource of the registry that has screens, in registry order. */
export function registeredResources(registry: ResourceRegistry = RESOURCE_DECLARATIONS, screens: ResourceScreens = RESOURCE_SCREENS): ResourceProps[] {
  return registry.flatMap((declaration) => {
    if (declaration.simpleMaster) return [simpleMasterResource(simpleMasterOf(declaration))];
    const own = screens[declaration.name];
    if (own === undefined) throw new Error(`Resource "${declaration.name}" is declared without its screens (src/resourceScreens.ts)`);
    return own ? [own] : [];
  });
}
