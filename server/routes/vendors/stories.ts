/** A vendor's stories: GET `{ id, todaystory }[]`, DELETE one by id (row, then file; 404 for another kind's). */
import type { FastifyInstance } from 'fastify';
import type { Story } from '../../../src/domain/types.ts';
import { badRequest, notFound, parse } from '../../errors.ts';
import { deleteStory, listStories } from '../../repositories/vendorsMedia.ts';
import type { VendorKindConfig } from './kinds.ts';
import { requireVendor } from './lookup.ts';
import { storyParams, userIdParams } from './params.ts';

export function registerStoryRoutes(app: FastifyInstance, config: VendorKindConfig): void {
  const { url, param } = config.paths.stories;
  const params = userIdParams(param);

  app.get(url, async (request): Promise<Story[]> => {
    const userId = parse(params, request.params)[param];
    if (userId === undefined) throw badRequest({ [param]: `${param} is required` });
    requireVendor(app.db, config, userId);
    return listStories(app.db, userId);
  });

  app.delete(config.paths.storyDelete, async (request) => {
    const { storyId } = parse(storyParams, request.params);
    const fileName = deleteStory(app.db, config.kind, storyId);
    if (fileName === null) throw notFound('Story');
    app.media.remove(config.media.stories, fileName);
    return { success: true, id: storyId };
  });
}
