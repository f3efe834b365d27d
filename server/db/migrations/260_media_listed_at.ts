// When each file was listed in the media journal (ISO 8601, UTC, written by the app): a sweep removes only files
// listed longer ago than its grace period, so an instance starting or sweeping beside others never removes an
// upload or a dropped file whose change is still on its way to committing. Rows without a time carry the epoch and
// count as old: those an earlier version listed (docs/scaling.md: upgrading), and the thumbnails migration 160's
// trigger lists, which only become visible once the deletion that made them unreferenced has committed.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('media_pending_removal')
    .addColumn('listed_at', 'text', (c) => c.notNull().defaultTo('1970-01-01T00:00:00.000Z'))
    .execute();
}
