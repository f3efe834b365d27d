/**
 * The stories' retention (extension `storyModeration`): stories older than STORY_RETENTION_DAYS lose their row
 * and then their file (media journal), once a day at 03:00 India time: the recurring job STORY_RETENTION_JOB, taken
 * by one instance per day (server/jobs/). A purge run by hand beside it is safe: each row is deleted once.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaFolder } from '../../src/domain/media.ts';
import { deleteExpiredStories, expiredStories, retentionCutoff } from '../repositories/stories.ts';

/** The recurring job that purges (a handler and a schedule of the job queue). */
export const STORY_RETENTION_JOB = 'stories.retention';
/** When, in Asia/Kolkata: a quiet hour. */
export const STORY_RETENTION_AT = '03:00';
/** Rows per purge transaction: short transactions, so requests are not held up behind a large purge. */
const PURGE_BATCH = 500;

/** Each kind's story folder. */
export const storyFoldersOf = (app: FastifyInstance) => new Map(app.vendorKinds.map((kind) => [kind.kind, kind.media.stories]));

/** Removes the stories past retention, rows first then files; returns how many this call removed. */
export async function purgeExpiredStories(app: FastifyInstance, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now, app.config.storyRetentionDays);
  const folders = storyFoldersOf(app);
  let removed = 0;
  for (;;) {
    const batch = await expiredStories(app.db, cutoff, PURGE_BATCH);
    if (!batch.length) return removed;
    const deleted = await app.media.changeThenRemove(async (drop, trx) => {
      const ids = new Set(await deleteExpiredStories(trx, batch.map((story) => story.id), cutoff));
      for (const story of batch) {
        const folder = folders.get(story.kind);
        if (ids.has(story.id) && folder) drop(folder as MediaFolder, story.todaystory);
      }
      return ids.size;
    });
    removed += deleted;
    if (batch.length < PURGE_BATCH) return removed;
  }
}

/**
 * Purges daily through the job queue: one instance per day runs it; a failed purge is retried with back-off,
 * then dead (visible in GET /api/admin/jobs) until the next day's run.
 */
export function scheduleStoryRetention(app: FastifyInstance): void {
  app.jobs.register(STORY_RETENTION_JOB, async () => {
    const n = await purgeExpiredStories(app);
    if (n) app.log.info(`Removed ${n} stories past their ${app.config.storyRetentionDays}-day retention`);
  });
  app.jobs.schedule(STORY_RETENTION_JOB, { dailyAt: STORY_RETENTION_AT }, { maxAttempts: 3 });
}
