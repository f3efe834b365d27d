/**
 * Static media folders and the URL paths they are served at (SPEC section 7, "Static media").
 * The server stores files under DATA_DIR/media/<folder>; clients build URLs with mediaUrl().
 */
import type { VendorKind } from './constants';
import { VENDOR_KIND_DECLARATIONS } from './vendorKinds';

/** Folders of the master data's pictures; a vendor kind's own folders come from its declaration. */
const MASTER_MEDIA_FOLDERS = {
  vegetableCategoryImages: 'vegetable/category/images',
  vegetableSubcategoryImages: 'vegetable/subcategory/images',
  professionalCategoryImages: 'professional/category/images',
  professionalSubcategoryImages: 'professional/subcategory/images',
} as const;

/** A folder under DATA_DIR/media, served at /<folder>/<name>. */
export type MediaFolder = string;

export interface VendorMediaFolders {
  images: MediaFolder;
  stories: MediaFolder;
}

/** Where each of the product's vendor kinds keeps gallery images, posters and stories (from its declaration). */
export const VENDOR_MEDIA = Object.fromEntries(
  VENDOR_KIND_DECLARATIONS.map((declaration) => [declaration.kind, declaration.media]),
) as Readonly<Record<VendorKind, VendorMediaFolders>>;

/** The media folders of a kind of the product's registry; throws on a kind it does not declare. */
export function mediaOfKind(kind: VendorKind): VendorMediaFolders {
  const folders = VENDOR_MEDIA[kind];
  if (!folders) throw new Error(`Unknown vendor kind "${kind}"`);
  return folders;
}

/**
 * Every static media folder: the master data's, then `<kind>Images` and `<kind>Stories` of each declared kind
 * (vegetableImages, hotelStories...).
 */
export const MEDIA_FOLDERS: typeof MASTER_MEDIA_FOLDERS & Readonly<Record<`${VendorKind}Images` | `${VendorKind}Stories`, MediaFolder>> = {
  ...MASTER_MEDIA_FOLDERS,
  ...Object.fromEntries(
    VENDOR_KIND_DECLARATIONS.flatMap((declaration) => [
      [`${declaration.kind}Images`, declaration.media.images],
      [`${declaration.kind}Stories`, declaration.media.stories],
    ]),
  ) as Record<`${VendorKind}Images` | `${VendorKind}Stories`, MediaFolder>,
};

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
