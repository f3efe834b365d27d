/**
 * A vendor's media changes. Uploads: the file is saved, then its row written in the media store's transaction
 * (saveThen), so a write that fails removes the file again. Removals: the rows change in one transaction and the
 * files they no longer name are removed through the media journal once it commits (changeThenRemove). Routes call
 * these; a removal throws 404 when there is nothing to change.
 */
import type { MediaFolder } from '../../src/domain/media.ts';
import { notFound } from '../errors.ts';
import type { MediaStorage } from '../media/store.ts';
import { DOCUMENT_FOLDER, insertDocument, type NewDocument } from '../repositories/vendorDocuments.ts';
import { addPhoto, removePhoto } from '../repositories/vendorPortal.ts';
import { deleteVendor } from '../repositories/vendors.ts';
import { addStory, deleteImage, deleteStory, setPoster } from '../repositories/vendorsMedia.ts';
import { DOCUMENT_TYPES, STORY_TYPES } from '../media/sniff.ts';
import type { Db } from '../db/database.ts';

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

/** A new poster file; the replaced poster file goes once the change commits (unless it is a gallery image too). */
export async function uploadPoster(media: MediaStorage, userId: number, bytes: Buffer, folder: MediaFolder): Promise<void> {
  await media.saveThen(folder, bytes, 'poster', (name, trx) => setPoster(trx, userId, name), { replaced: (previous) => previous });
}

/** A story the vendor posts (image or video), waiting for moderation. */
export function postVendorStory(media: MediaStorage, vendorId: number, bytes: Buffer, folder: MediaFolder) {
  return media.saveThen(folder, bytes, 'file', (name, trx) => addStory(trx, vendorId, name), { accepted: STORY_TYPES });
}

/** A portal photo with its thumbnail: the thumbnail first, then the photo in the thumbnail's transaction, so both or neither. */
export async function addPortalPhoto(media: MediaStorage, vendorId: number, folder: MediaFolder, files: { photo: Buffer; thumbnail: Buffer }, most: number): Promise<void> {
  await media.saveThen(folder, files.thumbnail, 'file', (thumb, trx) =>
    media.saveThen(folder, files.photo, 'file', (name, inner) => addPhoto(inner, vendorId, folder, name, thumb, most), { within: trx }),
  );
}

/** A compliance document's row, with its file in the private folder when one was uploaded; its id. */
export function recordVendorDocument(media: MediaStorage, db: Db, document: Omit<NewDocument, 'file' | 'fileType'>, upload: { bytes: Buffer; type: string } | null): Promise<number> {
  if (!upload) return insertDocument(db, { ...document, file: null, fileType: null });
  return media.saveThen(DOCUMENT_FOLDER, upload.bytes, 'file', (file, trx) => insertDocument(trx, { ...document, file, fileType: upload.type }), { accepted: DOCUMENT_TYPES });
}
