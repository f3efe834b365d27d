/** A vendor's stories: GET `{ id, todaystory }[]`, DELETE one by id (row, then once it commits the file through the media journal; 404 for another kind's). */
import { badRequest } from '../../errors.ts';
import type { ApiInstance } from '../../openapi.ts';
import { listStories } from '../../repositories/vendorsMedia.ts';
import { deleteVendorStory } from '../../vendors/media.ts';
import type { ServedVendorKind } from './kinds.ts';
import { requireVendor } from './lookup.ts';
import { storyParams, userIdParams } from './params.ts';
import { deletedAnswer, storiesAnswer } from '../responses.ts';

const tags = ['vendors'];

export function registerStoryRoutes(app: ApiInstance, config: ServedVendorKind): void {
  const { url, param } = config.paths.stories;

  app.get(url, { config: { access: 'vendors.read' }, schema: { tags, params: userIdParams(param), response: { 200: storiesAnswer } } }, async (request) => {
    const userId = request.params[param];
    if (userId === undefined) throw badRequest({ [param]: `${param} is required` });
    await requireVendor(app.db, config, userId);
    return listStories(app.db, userId);
  });

  app.delete(config.paths.storyDelete, { config: { access: 'vendors.write' }, schema: { tags, params: storyParams, response: { 200: deletedAnswer() } } }, async (request) => {
    const { storyId } = request.params;
    await deleteVendorStory(app.media, config.kind, storyId, config.media.stories);
    return { success: true as const, id: storyId };
  });
}
