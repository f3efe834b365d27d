// Stories moderation: a story leaves the public player 24 hours after created_at (by the query, no job), an admin
// may hide one with a reason, and the retention purge removes rows older than STORY_RETENTION_DAYS. The index
// serves both the public window and the purge.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('vendor_stories').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('vendor_stories').addColumn('hidden_reason', 'text').execute();
  await db.schema
    .alterTable('vendor_stories')
    .addColumn('hidden_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('vendor_stories_created').on('vendor_stories').column('created_at').execute();
}
