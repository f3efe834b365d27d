/**
 * The media journal (migration 130): files to remove when the media store next opens, unless a committed change
 * took them off the list. It makes a file operation and the database change it belongs to one unit across a
 * crash, which a rename before (or a removal after) the commit cannot be on its own.
 */
import { inTransaction, type Db } from '../db/database.ts';

export interface PendingFile {
  folder: string;
  name: string;
}

export class MediaJournal {
  constructor(private readonly db: Db) {}

  /**
   * Runs `change` in one transaction, or in the caller's when `within` is one. `change` must do its writes on the
   * transaction it is given (on SQLite another statement would wait for the connection this one holds).
   */
  atomically<T>(change: (trx: Db) => Promise<T>, within: Db = this.db): Promise<T> {
    return inTransaction(within, change);
  }

  /** Lists a file for removal: committed at once, or with the transaction `db` when it is one. */
  async list(folder: string, name: string, db: Db = this.db): Promise<void> {
    await db
      .insertInto('media_pending_removal')
      .values({ folder, name })
      .onConflict((oc) => oc.columns(['folder', 'name']).doNothing())
      .execute();
  }

  async unlist(folder: string, name: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('media_pending_removal').where('folder', '=', folder).where('name', '=', name).execute();
  }

  /** Every listed file (each is unlisted once it is removed). */
  listed(): Promise<PendingFile[]> {
    return this.db.selectFrom('media_pending_removal').select(['folder', 'name']).execute();
  }
}
