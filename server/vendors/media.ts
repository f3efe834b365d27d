/**
 * A vendor's media changes that remove files: the rows change in one transaction and the files they no longer
 * name are removed through the media journal once it commits (server/media/store.ts changeThenRemove). Routes
 * call these; each throws 404 when there is nothing to change.
 */
import type { MediaFolder } from '../../src/domain/media.ts';
import { notFound } from '../errors.ts';
import type { MediaStorage } from '../media/store.ts';
import { DOCUMENT_FOLDER } from '../repositories/vendorDocuments.ts';
import { removePhoto } from '../repositories/vendorPortal.ts';
import { deleteVendor } from '../repositories/vendors.ts';
import { deleteImage, deleteStory, setPoster } from '../repositories/vendorsMedia.ts';

/** Where a kind keeps its vendors' files. */
export type KindFolders = (kind: string) => { images: MediaFolder; stories: MediaFolder };

/** A vendor account of any kind, verified or not: its rows (cascade), then every file of it. */
export async function deleteVendorAccount(media: MediaStorage, userId: number, foldersOf: KindFolders): Promise<void> {
  await media.changeThenRemove(async (drop, trx) => {
    const deleted = await deleteVendor(trx, userId);
    if (!deleted) throw notFound('Vendor');
    const { images, stories } = foldersOf(deleted.kind);
    for (const name of [...deleted.images, deleted.poster]) drop(images, name);
    for (const name of deleted.stories) drop(stories, name);
    for (const name of deleted.documents) drop(DOCUMENT_FOLDER, name);
  });
}

/** One gallery image (a poster that was that image is cleared). */
export async function deleteGalleryImage(media: MediaStorage, userId: number, imageName: string, folder: MediaFolder): Promise<void> {
  await media.changeThenRemove(async (drop, trx) => {
    if (!(await deleteImage(trx, userId, imageName))) throw notFound('Image');
    drop(folder, imageName);
  });
}

/** One of the vendor's photos from the portal, with its thumbnail. */
export async function deletePortalPhoto(media: MediaStorage, vendorId: number, name: string, folder: MediaFolder): Promise<void> {
  await media.changeThenRemove(async (drop, trx) => {
    const removed = await removePhoto(trx, vendorId, name);
    if (!removed) throw notFound('Photo');
    drop(folder, name);
    drop(folder, removed.thumb);
  });
}

/** The poster becomes one of the gallery images; the replaced poster file goes unless it is a gallery image too. */
export async function choosePosterFromImages(media: MediaStorage, userId: number, poster: string, folder: MediaFolder): Promise<void> {
  await media.changeThenRemove(async (drop, trx) => drop(folder, await setPoster(trx, userId, poster)));
}

/** One story of a vendor of `kind` (404 for another kind's). */
export async function deleteVendorStory(media: MediaStorage, kind: string, storyId: number, folder: MediaFolder): Promise<void> {
  await media.changeThenRemove(async (drop, trx) => {
    const fileName = await deleteStory(trx, kind, storyId);
    if (fileName === null) throw notFound('Story');
    drop(folder, fileName);
  });
}
