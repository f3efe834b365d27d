/**
 * The contract between the data layer and the screens: resource names, record shapes and the named
 * custom methods of AppDataProvider. Screens call them with useDataProvider<AppDataProvider>().
 */
import type { DataProvider } from 'react-admin';
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
import type { Capabilities } from '../domain/capabilities';
import type { AuditEntry, ReviewAction, ReviewRecord, ReviewState } from '../domain/review';
import type { ComplianceMethods } from './compliance';

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

export interface AppCustomMethods {
  /** Approves a vendor (per kind endpoint). */
  approveVendor(resource: VendorResource, vendor: { user_id: number }): Promise<void>;
  /** Vegetables' "Verify Vendor" (the kind that declares `verifyByPhone`): PUT /api/admin/verifyvendor/{phoneNumber}. */
  verifyVegetableVendorByPhone(phoneNumber: string): Promise<void>;
  vendorImages(resource: VendorResource, userId: number): Promise<VendorImage[]>;
  deleteVendorImage(resource: VendorResource, userId: number, imageName: string): Promise<void>;
  uploadPoster(resource: VendorResource, userId: number, file: File): Promise<void>;
  setPosterFromImage(resource: VendorResource, userId: number, imageName: string): Promise<void>;
  vendorStories(resource: VendorResource, userId: number): Promise<StoryItem[]>;
  deleteStory(resource: VendorResource, storyId: number): Promise<void>;
  /** Active flag of a category or subcategory (1 on, 0 off). */
  setActive(resource: ImageResource, id: number, active: boolean): Promise<void>;
  /** Replaces a category or subcategory image with a new file. */
  replaceImage(resource: ImageResource, id: number, file: File, currentImage: string | null): Promise<void>;
  /** Renames through the separate rename call; throws when the server answers without success. */
  rename(resource: ImageResource, id: number, newName: string): Promise<void>;
  dashboardCounts(): Promise<DashboardCounts>;
  /** What the backend offers beyond SPEC section 7 (probed once; the legacy core when it offers nothing). */
  capabilities(): Promise<Capabilities>;
  /** The short professional category list (GET /admin/professional/category), for pickers. */
  professionalCategoryOptions(): Promise<ProfessionalCategoryOption[]>;
  /** Review desk (capability reviewDesk): how many vendors wait in each state. */
  reviewCounts(): Promise<ReviewCounts>;
  /** One decision with its reason; answers the review after it (409 impossible, 400 reason or poster). */
  decideReview(id: number, action: ReviewAction, reason?: string): Promise<ReviewRecord>;
  /** The same decision for several vendors, each under the same rules. */
  decideReviews(ids: number[], action: ReviewAction, reason?: string): Promise<BulkDecisionResult[]>;
  claimReview(id: number): Promise<ReviewRecord>;
  releaseReview(id: number): Promise<ReviewRecord>;
  /** One vendor's timeline, oldest first. */
  reviewHistory(id: number): Promise<AuditEntry[]>;
  /** The logged-in admin's own password. */
  changeOwnPassword(currentPassword: string, newPassword: string): Promise<void>;
  /** How many vendors wait in, and were approved from, each queue; a queue the backend cannot list is absent. */
  vendorCounts(): Promise<VendorQueueCounts>;
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

export type AppDataProvider = DataProvider & AppCustomMethods & ComplianceMethods;

