/**
 * The record shapes and resource names the data layer hands the screens (./types.ts adds AppDataProvider). The
 * provider's own modules import these from here, so the provider's type can be taken from them without a circle.
 */
import type {
  CallRequest,
  Customer,
  HotelVendor,
  Professional,
  ProfessionalCategory,
  Subcategory,
  TransportCategory,
  TransportProvider,
  UserCounts,
  VegetableCategory,
  VegetableVendor,
  VendorCounts,
} from '../domain/types';
import { VENDOR_KIND_DECLARATIONS } from '../domain/vendorKinds';
import type { ReviewState } from '../domain/review';

/** A vendor kind's admin resource name (its declaration's `resource`). */
export type VendorResource = string;
/** The resources of the product's vendor kinds. */
export const VENDOR_RESOURCES: readonly VendorResource[] = VENDOR_KIND_DECLARATIONS.map((declaration) => declaration.resource);
export type CategoryResource = 'vegetableCategories' | 'professionalCategories';
export type SubcategoryResource = 'vegetableSubcategories' | 'professionalSubcategories';
export type ImageResource = CategoryResource | SubcategoryResource;

/** What every vendor record carries besides its legacy fields (same from getList, getOne and getMany). */
interface VendorExtras {
  kind: string;
  /** Absolute or same-origin URL of the poster image, or null. */
  posterUrl: string | null;
}
export type VegetableVendorRecord = VegetableVendor & VendorExtras;
export type ProfessionalRecord = Professional & VendorExtras;
export type TransportRecord = TransportProvider & VendorExtras;
export type HotelRecord = HotelVendor & VendorExtras;
export type VendorRecord = VegetableVendorRecord | ProfessionalRecord | TransportRecord | HotelRecord;

/** Category and subcategory records carry the URL of their image. */
export type VegetableCategoryRecord = VegetableCategory & { imageUrl: string | null };
export type ProfessionalCategoryRecord = ProfessionalCategory & { imageUrl: string | null };
export type SubcategoryRecord = Subcategory & { imageUrl: string | null };
export type TransportCategoryRecord = TransportCategory;
export type CallRequestRecord = CallRequest;
export type CustomerRecord = Customer;

export interface VendorImage {
  name: string;
  url: string;
}

export interface StoryItem {
  id: number;
  todaystory: string;
  url: string;
  isVideo: boolean;
}

export interface DashboardCounts {
  users: UserCounts;
  vendors: VendorCounts;
}


export type ReviewCounts = Record<ReviewState, number>;

export type BulkDecisionResult = { id: number; ok: true; state: ReviewState } | { id: number; ok: false; error: string };

export interface QueueCount {
  unverified: number;
  verified: number;
}

/** Per vendor resource, plus `restaurants` (hotels of the Restaurant and Cafe business types). */
/** By queue: a kind's resource, or `<resource>/<sub-queue path>` (hotels/restaurants). */
export type VendorQueueCounts = Partial<Record<string, QueueCount>>;

export interface ProfessionalCategoryOption {
  id: number;
  professionalCategory: string;
}


