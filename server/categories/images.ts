/**
 * A master record's image upload (categories and subcategories): the file is saved, then `record(name, trx)` runs
 * its repository writes in the media store's transaction, which lists the file in the journal. A write that fails
 * removes the file again, and the file `replaced` names is removed once the write has committed, also across a
 * crash (server/media/storage.ts).
 */
import type { MediaFolder } from '../../src/domain/media.ts';
import type { Db } from '../db/database.ts';
import type { MediaStorage } from '../media/store.ts';

export function saveImageThen<T>(
  media: MediaStorage,
  folder: MediaFolder,
  bytes: Buffer,
  field: string,
  record: (name: string, trx: Db) => Promise<T>,
  replaced?: (result: T) => string | null | undefined,
): Promise<T> {
  return media.saveThen(folder, bytes, field, record, { replaced });
}
