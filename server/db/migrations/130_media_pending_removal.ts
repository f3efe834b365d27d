// Media files to remove when the server next opens its media store, unless a committed change took them off this
// list (server/media/journal.ts): a new upload is listed before it is renamed into place and taken off in the
// transaction that records it; a file a change made unreferenced is listed in that change's transaction and taken
// off once removed. A kill -9 between a file operation and its commit then leaves no orphan file.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('media_pending_removal')
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_pending_removal_pkey', ['folder', 'name'])
    .execute();
}
