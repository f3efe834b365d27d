/** A vendor's gallery images, poster and stories (file names inside the kind's media folders). */
import type { Story } from '../../src/domain/types.ts';
import type { SqliteHandle } from '../db/open.ts';
import { prepared } from './vendorsTable.ts';

export function listImages(db: SqliteHandle, userId: number): string[] {
  return prepared(db, 'SELECT file_name FROM vendor_images WHERE user_id = ? ORDER BY id').pluck().all(userId) as string[];
}

export function hasImage(db: SqliteHandle, userId: number, fileName: string): boolean {
  return prepared(db, 'SELECT 1 FROM vendor_images WHERE user_id = ? AND file_name = ?').get(userId, fileName) !== undefined;
}

/** Deletes one gallery row (clearing the poster if it was this image); false when it is not this vendor's. */
export function deleteImage(db: SqliteHandle, userId: number, fileName: string): boolean {
  return db.transaction(() => {
    const { changes } = prepared(db, 'DELETE FROM vendor_images WHERE user_id = ? AND file_name = ?').run(userId, fileName);
    if (changes === 0) return false;
    prepared(db, 'UPDATE vendor_users SET poster = NULL WHERE id = ? AND poster = ?').run(userId, fileName);
    return true;
  })();
}

/**
 * Makes `fileName` the vendor's poster. Returns the previous poster's file when nothing refers to it any more
 * (an uploaded poster that is not a gallery image), so the caller can remove that file.
 */
export function setPoster(db: SqliteHandle, userId: number, fileName: string): string | null {
  return db.transaction(() => {
    const previous = prepared(db, 'SELECT poster FROM vendor_users WHERE id = ?').pluck().get(userId) as string | null | undefined;
    const { changes } = prepared(db, 'UPDATE vendor_users SET poster = ? WHERE id = ?').run(fileName, userId);
    // Rolls back, so the caller's new file is removed again: the vendor was deleted meanwhile.
    if (changes === 0) throw new Error(`vendor ${userId} no longer exists`);
    if (!previous || previous === fileName || hasImage(db, userId, previous)) return null;
    return previous;
  })();
}

export function listStories(db: SqliteHandle, userId: number): Story[] {
  return prepared(db, 'SELECT id, todaystory FROM vendor_stories WHERE user_id = ? ORDER BY id').all(userId) as Story[];
}

/** Deletes a story of a vendor of `kind`; returns its file name, or null when there is no such story. */
export function deleteStory(db: SqliteHandle, kind: string, storyId: number): string | null {
  return db.transaction(() => {
    const sql = `SELECT s.todaystory FROM vendor_stories s JOIN vendor_users u ON u.id = s.user_id
      WHERE s.id = ? AND u.kind = ?`;
    const fileName = prepared(db, sql).pluck().get(storyId, kind) as string | undefined;
    if (fileName === undefined) return null;
    prepared(db, 'DELETE FROM vendor_stories WHERE id = ?').run(storyId);
    return fileName;
  })();
}
