/**
 * The registry of legacy adapters: resource name → adapter. Vendor kinds come from a vendor-kind registry
 * (the product's by default); the other resources are listed here.
 */
import { VENDOR_KIND_DECLARATIONS, type VendorKindRegistry } from '../../domain/vendorKinds';
import type { ResourceAdapter } from '../resourceAdapter';
import type { ImageResource } from '../records';
import { vegetableCategories, vegetableCategoryActions } from './vegetableCategories';
import { professionalCategories, professionalCategoryActions } from './professionalCategories';
import { professionalSubcategories, professionalSubcategoryActions, vegetableSubcategories, vegetableSubcategoryActions } from './subcategories';
import { simpleMasterAdapters } from './simpleMaster';
import { callRequests } from './callRequests';
import { vendorAdaptersOf } from './vendorKind';
import type { ImageResourceActions } from './imageActions';

const otherAdapters = {
  vegetableCategories,
  professionalCategories,
  vegetableSubcategories,
  professionalSubcategories,
  ...simpleMasterAdapters,
  callRequests,
} as const satisfies Record<string, ResourceAdapter>;

export function legacyAdaptersOf(vendorKinds: VendorKindRegistry): Record<string, ResourceAdapter> {
  return { ...vendorAdaptersOf(vendorKinds), ...otherAdapters };
}

export const legacyAdapters = legacyAdaptersOf(VENDOR_KIND_DECLARATIONS);

export const imageResourceActions: Record<ImageResource, ImageResourceActions> = {
  vegetableCategories: vegetableCategoryActions,
  professionalCategories: professionalCategoryActions,
  vegetableSubcategories: vegetableSubcategoryActions,
  professionalSubcategories: professionalSubcategoryActions,
};
