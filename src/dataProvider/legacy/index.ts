/** The registry of legacy adapters: resource name → adapter. Adding a resource is one line here. */
import type { ResourceAdapter } from '../adapter';
import type { ImageResource, VendorResource } from '../types';
import { vegetableVendors, vegetableVendorsConfig } from './vegetableVendors';
import { professionals, professionalsConfig } from './professionals';
import { transports, transportsConfig } from './transports';
import { hotels, hotelsConfig } from './hotels';
import { vegetableCategories, vegetableCategoryActions } from './vegetableCategories';
import { professionalCategories, professionalCategoryActions } from './professionalCategories';
import { vegetableSubcategories, vegetableSubcategoryActions } from './vegetableSubcategories';
import { professionalSubcategories, professionalSubcategoryActions } from './professionalSubcategories';
import { transportCategories } from './transportCategories';
import { callRequests } from './callRequests';
import type { VendorKindConfig } from './vendorKind';
import type { ImageResourceActions } from './imageActions';

export const legacyAdapters = {
  vegetableVendors,
  professionals,
  transports,
  hotels,
  vegetableCategories,
  professionalCategories,
  vegetableSubcategories,
  professionalSubcategories,
  transportCategories,
  callRequests,
} as const satisfies Record<string, ResourceAdapter>;

export type LegacyResource = keyof typeof legacyAdapters;

export const vendorConfigs: Record<VendorResource, VendorKindConfig> = {
  vegetableVendors: vegetableVendorsConfig,
  professionals: professionalsConfig,
  transports: transportsConfig,
  hotels: hotelsConfig,
};

export const imageResourceActions: Record<ImageResource, ImageResourceActions> = {
  vegetableCategories: vegetableCategoryActions,
  professionalCategories: professionalCategoryActions,
  vegetableSubcategories: vegetableSubcategoryActions,
  professionalSubcategories: professionalSubcategoryActions,
};
