/** A vendor's gallery images, poster and stories (file names inside the kind's media folders). */
import type { Story } from '../../src/domain/types.ts';
import { publicSince } from '../../src/domain/stories.ts';
import { inTransaction, hasRow, type Db } from '../db/database.ts';
import { engineOf } from '../db/engines/index.ts';

export async function listImages(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('vendor_images').select('file_name').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => row.file_name);
}

export async function hasImage(db: Db, userId: number, fileName: string): Promise<boolean> {
  return hasRow(db.selectFrom('vendor_images').select('id').where('user_id', '=', userId).where('file_name', '=', fileName));
}

/** Deletes one gallery row (clearing the poster if it was this image); false when it is not this vendor's. */
export async function deleteImage(db: Db, userId: number, fileName: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const { numDeletedRows } = await trx
      .deleteFrom('vendor_images')
      .where('user_id', '=', userId)
      .where('file_name', '=', fileName)
      .executeTakeFirst();
    if (numDeletedRows === 0n) return false;
    await trx.updateTable('vendor_users').set({ poster: null }).where('id', '=', userId).where('poster', '=', fileName).execute();
    return true;
  });
}

/**
 * Makes `fileName` the vendor's poster. Returns the previous poster's file when nothing refers to it any more
 * (an uploaded poster that is not a gallery image), so the caller can remove that file.
 */
export async function setPoster(db: Db, userId: number, fileName: string): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    // Locked on PostgreSQL: two uploads at once must each replace what the other wrote, or one file is never removed.
    const previous = (await engineOf(trx).forUpdate(trx.selectFrom('vendor_users').select('poster').where('id', '=', userId)).executeTakeFirst())?.poster;
    const { numUpdatedRows } = await trx.updateTable('vendor_users').set({ poster: fileName }).where('id', '=', userId).executeTakeFirst();
    // Rolls back, so the caller's new file is removed again: the vendor was deleted meanwhile.
    if (numUpdatedRows === 0n) throw new Error(`vendor ${userId} no longer exists`);
    if (!previous || previous === fileName || (await hasImage(trx, userId, previous))) return null;
    return previous;
  });
}

/** The vendor's stories the public player shows: posted within the last day and not hidden by an admin. */
export async function listStories(db: Db, userId: number, now = new Date()): Promise<Story[]> {
  return db
    .selectFrom('vendor_stories')
    .select(['id', 'todaystory'])
    .where('user_id', '=', userId)
    .where('created_at', '>=', publicSince(now))
    .where('hidden_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** A story the vendor just posted (its file already saved under `fileName`). */
export async function addStory(db: Db, userId: number, fileName: string): Promise<{ id: number; todaystory: string; created_at: string }> {
  return db.insertInto('vendor_stories').values({ user_id: userId, todaystory: fileName, created_at: new Date().toISOString() }).returning(['id', 'todaystory', 'created_at']).executeTakeFirstOrThrow();
}

/** Deletes a story of a vendor of `kind`; returns its file name, or null when there is no such story. */
export async function deleteStory(db: Db, kind: string, storyId: number): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('vendor_stories as s')
      .innerJoin('vendor_users as u', 'u.id', 's.user_id')
      .select('s.todaystory')
      .where('s.id', '=', storyId)
      .where('u.kind', '=', kind)
      .executeTakeFirst();
    if (row === undefined) return null;
    await trx.deleteFrom('vendor_stories').where('id', '=', storyId).execute();
    return row.todaystory;
  });
}
