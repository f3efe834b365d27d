/**
 * Extension `storyModeration` (admin session):
 *   GET   /api/admin/stories?sort=["created_at","DESC"]&range=[0,24]&filter={"window":"day"|"all","kind":..,"user_id":..,"hidden":true|false}
 *         → ModeratedStory[] with Content-Range: the stories queue (window "day", the default: posted within the last
 *         day, the ones the public player shows unless hidden); "all": everything still within retention.
 *   PATCH /api/admin/stories/{id}  { hidden: true, reason } | { hidden: false } → ModeratedStory (PUT: the same, for
 *         react-admin's update)
 * Registering them starts the retention purge (server/stories/retention.ts).
 */
import { z } from 'zod';
import { id } from '../../src/domain/schemas.ts';
import { STORY_REASON_MAX, type ModeratedStory } from '../../src/domain/stories.ts';
import { badRequest, notFound } from '../errors.ts';
import { documented, type ApiInstance } from '../openapi.ts';
import { findStory, queryStories, STORY_SORT_FIELDS } from '../repositories/stories.ts';
import { moderateStory } from '../stories/moderation.ts';
import { scheduleStoryRetention, storyFoldersOf } from '../stories/retention.ts';
import { endpointRoute } from './endpointRoute.ts';
import { accessOf, stories } from '../../src/domain/resources/index.ts';
import { errorAnswer, simpleRestQuery } from './responses.ts';
import { parseListQuery, sendPage } from './simpleRest.ts';
import { moderateStoryWithNotice } from '../delivery/events.ts';

// The first tag is the area the route writes in (src/domain/roles.ts), as the role checks read it.
const tags = ['vendors', 'stories'];

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
  user_id: id('user_id').optional(),
  hidden: z.boolean().optional(),
});

const moderation = z.object({
  hidden: z.boolean(),
  reason: z.string().max(STORY_REASON_MAX).optional().describe('Required to hide: why (shown in the audit log and to other admins)'),
});

export async function adminStoryRoutes(app: ApiInstance) {
  const queueSchema = { tags, querystring: documented(simpleRestQuery), response: { 200: z.array(storyRecord) } };
  app.route({ ...endpointRoute(stories.endpoints.list), config: { access: accessOf(stories, 'read') }, schema: queueSchema, handler: async (request, reply) => {
    const query = parseListQuery(request.query, { sortFields: [...STORY_SORT_FIELDS], defaultSort: ['created_at', 'DESC'], filter: filterSchema });
    const page = await queryStories(app.db, { ...query, now: new Date(), folders: storyFoldersOf(app) });
    return sendPage(reply, 'stories', query.range.start, page);
  } });

  const moderateSchema = {
    tags,
    params: z.object({ id: id('id') }),
    body: moderation,
    response: { 200: storyRecord, 404: errorAnswer('No such story') },
  };
  // PUT too: react-admin's update (ra-data-simple-rest) sends PUT with the same body.
  app.route({
    config: { access: accessOf(stories, 'decide') },
    method: [stories.endpoints.moderate, stories.endpoints.update].map((spec) => endpointRoute(spec).method),
    url: endpointRoute(stories.endpoints.moderate).url,
    schema: moderateSchema,
    handler: async (request): Promise<ModeratedStory> => {
      const { id } = request.params;
      const { hidden } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (hidden && !reason) throw badRequest({ reason: 'Give a reason to hide the story' });
      const now = new Date();
      const hide = hidden ? { reason } : null;
      const found = await moderateStoryWithNotice(app.db, app.messageNotifier, id, hide, (db) => moderateStory(db, id, hide, now), now);
      if (!found) throw notFound('Story');
      const story = await findStory(app.db, id, now, storyFoldersOf(app));
      if (!story) throw notFound('Story');
      return story;
    },
  });
  scheduleStoryRetention(app);
}
