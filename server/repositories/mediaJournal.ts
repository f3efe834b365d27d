/**
 * The media journal (migrations 130, 260): files to remove unless a committed change takes them off the list. It
 * makes a file operation and the database change it belongs to one unit across a crash, which a rename before (or
 * a removal after) the commit cannot be on its own. Each row carries when it was listed: several instances share
 * the list, and a row is only a leftover (of a crash, of a removal that failed) once it is older than anything
 * still on its way to committing can be; the media store's sweep removes only those (storage.ts).
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

  /**
   * Lists a file for removal: committed at once, or with the transaction `db` when it is one. The app's clock
   * stamps it: instances' clocks agree to far less than the sweep's grace period.
   */
  async list(folder: string, name: string, db: Db = this.db): Promise<void> {
    await db
      .insertInto('media_pending_removal')
      .values({ folder, name, listed_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['folder', 'name']).doNothing())
      .execute();
  }

  /** Takes a file off the list; nothing happens when it is not on it (another instance's sweep was first). */
  async unlist(folder: string, name: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('media_pending_removal').where('folder', '=', folder).where('name', '=', name).execute();
  }

  /** The files listed before `cutoff`: leftovers, since no change takes longer than the grace before it. */
  listedBefore(cutoff: Date): Promise<PendingFile[]> {
    return this.db.selectFrom('media_pending_removal').select(['folder', 'name']).where('listed_at', '<', cutoff.toISOString()).execute();
  }
}
