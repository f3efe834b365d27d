/**
 * Extension `storyModeration` (admin session):
 *   GET   /api/admin/stories?sort=["created_at","DESC"]&range=[0,24]&filter={"window":"day"|"all","kind":..,"user_id":..,"hidden":true|false}
 *         → ModeratedStory[] with Content-Range: the stories queue (window "day", the default: posted within the last
 *         day, the ones the public player shows unless hidden); "all": everything still within retention.
 *   PATCH /api/admin/stories/{id}  { hidden: true, reason } | { hidden: false } → ModeratedStory (PUT: the same, for
 *         react-admin's update)
 * Also the retention purge: stories older than STORY_RETENTION_DAYS lose their row and then their file (media
 * journal), at start-up and once a day. Several instances may purge at once: each row is deleted once.
 */
import { z } from 'zod';
import { STORY_ENDPOINTS, STORY_REASON_MAX, type ModeratedStory } from '../../src/domain/stories.ts';
import { inTransaction } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import { documented, type ApiInstance } from '../openapi.ts';
import { deleteExpiredStories, expiredStories, findStory, queryStories, retentionCutoff, setStoryHidden, STORY_SORT_FIELDS } from '../repositories/stories.ts';
import { currentActor, withoutRowLog } from '../review/auditContext.ts';
import type { FastifyInstance } from 'fastify';
import type { MediaFolder } from '../../src/domain/media.ts';
import { errorAnswer, simpleRestQuery } from './responses.ts';
import { parseListQuery, sendPage } from './simpleRest.ts';

// The first tag is the area the route writes in (src/domain/roles.ts), as the role checks read it.
const tags = ['vendors', 'stories'];
const DAY_MS = 86_400_000;
/** Rows per purge transaction: short transactions, so requests are not held up behind a large purge. */
const PURGE_BATCH = 500;

/** Fastify's path of an endpoint written `'METHOD /path/{param}'`. */
export const fastifyPath = (spec: string) => spec.slice(spec.indexOf(' ') + 1).replace(/\{(\w+)\}/g, ':$1');

const storyRecord = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: z.string(),
  vendor_name: z.string(),
  todaystory: z.string().describe("File name in the kind's story folder; .mp4 is a video"),
  folder: z.string().describe('The media folder: the file is served at /{folder}/{todaystory}'),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  hidden_by: z.number().nullable().describe('The admin who hid it'),
  public: z.boolean().describe('Shown by the public player now: posted within the last day and not hidden'),
});

const filterSchema = z.object({
  window: z.enum(['day', 'all']).optional(),
  kind: z.string().max(50).optional(),
  user_id: z.number().int().positive().optional(),
  hidden: z.boolean().optional(),
});

const moderation = z.object({
  hidden: z.boolean(),
  reason: z.string().max(STORY_REASON_MAX).optional().describe('Required to hide: why (shown in the audit log and to other admins)'),
});

const foldersOf = (app: FastifyInstance) => new Map(app.vendorKinds.map((kind) => [kind.kind, kind.media.stories]));

/** Removes the stories past retention, rows first then files; returns how many this call removed. */
export async function purgeExpiredStories(app: FastifyInstance, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now, app.config.storyRetentionDays);
  const folders = foldersOf(app);
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

export async function adminStoryRoutes(app: ApiInstance) {
  const queueSchema = { tags, querystring: documented(simpleRestQuery), response: { 200: z.array(storyRecord) } };
  app.get(fastifyPath(STORY_ENDPOINTS.queue), { schema: queueSchema }, async (request, reply) => {
    const query = parseListQuery(request.query, { sortFields: [...STORY_SORT_FIELDS], defaultSort: ['created_at', 'DESC'], filter: filterSchema });
    const page = await queryStories(app.db, { ...query, now: new Date(), folders: foldersOf(app) });
    return sendPage(reply, 'stories', query.range.start, page);
  });

  const moderateSchema = {
    tags,
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: moderation,
    response: { 200: storyRecord, 404: errorAnswer('No such story') },
  };
  // PUT too: react-admin's update (ra-data-simple-rest) sends PUT with the same body.
  app.route({ method: ['PATCH', 'PUT'], url: fastifyPath(STORY_ENDPOINTS.moderate), schema: moderateSchema, handler: async (request): Promise<ModeratedStory> => {
    const { id } = request.params;
    const { hidden } = request.body;
    const reason = request.body.reason?.trim() ?? '';
    if (hidden && !reason) throw badRequest({ reason: 'Give a reason to hide the story' });
    const now = new Date();
    const found = await inTransaction(app.db, (trx) =>
      withoutRowLog(trx, () => setStoryHidden(trx, id, hidden ? { reason } : null, currentActor(), now)),
    );
    if (!found) throw notFound('Story');
    const story = await findStory(app.db, id, now, foldersOf(app));
    if (!story) throw notFound('Story');
    return story;
  } });

  // Start-up, then daily; a timer that never keeps the process alive and stops with the server.
  const purge = () =>
    purgeExpiredStories(app)
      .then((n) => (n ? app.log.info(`Removed ${n} stories past their ${app.config.storyRetentionDays}-day retention`) : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, 'Story retention purge failed; it runs again tomorrow'));
  await purge();
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
