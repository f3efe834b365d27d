/**
 * Static media folders and the URL paths they are served at (SPEC section 7, "Static media").
 * The server stores files under DATA_DIR/media/<folder>; clients build URLs with mediaUrl().
 */
import type { VendorKind } from './constants';
import { VENDOR_KIND_DECLARATIONS } from './vendorKinds';

export const MEDIA_FOLDERS = {
  vegetableStoreImages: 'vegetablestoreimages',
  vegetableCategoryImages: 'vegetable/category/images',
  vegetableSubcategoryImages: 'vegetable/subcategory/images',
  vegetableStories: 'vegetablestories',
  professionalServiceImages: 'professionalserviceimages',
  professionalCategoryImages: 'professional/category/images',
  professionalSubcategoryImages: 'professional/subcategory/images',
  professionalStories: 'professionalstories',
  transportServiceImages: 'transportserviceimages',
  transportStories: 'transportstories',
  hotelStoreImages: 'hotelstoreimages',
  hotelStories: 'hotelstories',
} as const;

export type MediaFolder = (typeof MEDIA_FOLDERS)[keyof typeof MEDIA_FOLDERS];

/** Where each of the product's vendor kinds keeps gallery images, posters and stories (from its declaration). */
export const VENDOR_MEDIA = Object.fromEntries(VENDOR_KIND_DECLARATIONS.map((declaration) => [declaration.kind, declaration.media])) as Record<
  VendorKind,
  { images: MediaFolder; stories: MediaFolder }
>;

/** URL of a media file; `origin` is '' for same origin. Returns null for an empty name. */
export function mediaUrl(origin: string, folder: MediaFolder, name: string | null | undefined): string | null {
  if (!name) return null;
  return `${origin}/${folder}/${encodeURIComponent(name)}`;
}

/** A vendor's map link: the direction value itself when it is a URL, else a Google Maps search for it. */
export function mapsUrl(direction: string | null | undefined): string | null {
  if (!direction) return null;
  if (/^https?:\/\//i.test(direction)) return direction;
  return `https://www.google.com/maps?q=${encodeURIComponent(direction)}`;
}

export function isVideoStory(todaystory: string): boolean {
  return todaystory.toLowerCase().endsWith('.mp4');
}
