/**
 * The stories' retention (extension `storyModeration`): stories older than STORY_RETENTION_DAYS lose their row
 * and then their file (media journal), at start-up and once a day. Several instances may purge at once: each row
 * is deleted once.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaFolder } from '../../src/domain/media.ts';
import { deleteExpiredStories, expiredStories, retentionCutoff } from '../repositories/stories.ts';

const DAY_MS = 86_400_000;
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

/** Purges at start-up, then daily: a timer that never keeps the process alive and stops with the server. */
export async function scheduleStoryRetention(app: FastifyInstance): Promise<void> {
  const purge = () =>
    purgeExpiredStories(app)
      .then((n) => (n ? app.log.info(`Removed ${n} stories past their ${app.config.storyRetentionDays}-day retention`) : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, 'Story retention purge failed; it runs again tomorrow'));
  await purge();
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
