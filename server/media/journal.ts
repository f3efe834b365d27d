/**
 * The media journal (migration 130): files to remove when the media store next opens, unless a committed change
 * took them off the list. It makes a file operation and the database change it belongs to one unit across a
 * crash, which a rename before (or a removal after) the commit cannot be on its own.
 */
import type { SqliteHandle } from '../db/open.ts';

export interface PendingFile {
  folder: string;
  name: string;
}

export class MediaJournal {
  constructor(private readonly sqlite: SqliteHandle) {}

  /** Runs `change` in one transaction (nested ones become savepoints). */
  atomically<T>(change: () => T): T {
    return this.sqlite.transaction(change)();
  }

  /** Lists a file for removal (committed at once, or with the transaction it is called in). */
  list(folder: string, name: string): void {
    this.sqlite.prepare('INSERT OR IGNORE INTO media_pending_removal (folder, name) VALUES (?, ?)').run(folder, name);
  }

  unlist(folder: string, name: string): void {
    this.sqlite.prepare('DELETE FROM media_pending_removal WHERE folder = ? AND name = ?').run(folder, name);
  }

  /** Every listed file (each is unlisted once it is removed). */
  listed(): PendingFile[] {
    return this.sqlite.prepare('SELECT folder, name FROM media_pending_removal').all() as PendingFile[];
  }
}
