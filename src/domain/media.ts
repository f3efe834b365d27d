/**
 * Static media folders and the URL paths they are served at (SPEC section 7, "Static media").
 * The server stores files under DATA_DIR/media/<folder>; clients build URLs with mediaUrl().
 */
import type { VendorKind } from './constants';

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

/** Where each vendor kind's gallery images, posters and stories live. */
export const VENDOR_MEDIA: Record<VendorKind, { images: MediaFolder; stories: MediaFolder }> = {
  vegetable: { images: MEDIA_FOLDERS.vegetableStoreImages, stories: MEDIA_FOLDERS.vegetableStories },
  professional: { images: MEDIA_FOLDERS.professionalServiceImages, stories: MEDIA_FOLDERS.professionalStories },
  transport: { images: MEDIA_FOLDERS.transportServiceImages, stories: MEDIA_FOLDERS.transportStories },
  hotel: { images: MEDIA_FOLDERS.hotelStoreImages, stories: MEDIA_FOLDERS.hotelStories },
};

/** URL of a media file; `origin` is '' for same origin. Returns null for an empty name. */
export function mediaUrl(origin: string, folder: MediaFolder, name: string | null | undefined): string | null {
  if (!name) return null;
  return `${origin}/${folder}/${encodeURIComponent(name)}`;
}

/** The maps link the legacy client builds from a vendor's direction value: {host}/maps?q=... */
export function mapsUrl(direction: string | null | undefined): string | null {
  if (!direction) return null;
  if (/^https?:\/\//i.test(direction)) return direction;
  return `https://www.google.com/maps?q=${encodeURIComponent(direction)}`;
}

export function isVideoStory(todaystory: string): boolean {
  return todaystory.toLowerCase().endsWith('.mp4');
}
