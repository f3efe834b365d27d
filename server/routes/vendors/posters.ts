/**
 * Posters: upload a new file (multipart user_id + poster) or choose one of the gallery images (JSON).
 * A replaced poster file that is not also a gallery image is removed after the change commits.
 */
import type { FastifyInstance } from 'fastify';
import type { AnyVendor } from '../../../src/domain/types.ts';
import { badRequest, parse } from '../../errors.ts';
import { readMultipart, requireFile } from '../../media/multipart.ts';
import { hasImage, setPoster } from '../../repositories/vendorsMedia.ts';
import { findVendor } from '../../repositories/vendors.ts';
import type { VendorKindConfig } from './kinds.ts';
import { requireVendor } from './lookup.ts';
import { posterFromImageBody, posterUploadFields } from './params.ts';

export function registerPosterRoutes(app: FastifyInstance, config: VendorKindConfig): void {
  const folder = config.media.images;

  app.put(config.paths.posterUpload, async (request): Promise<AnyVendor | null> => {
    const body = await readMultipart(request);
    const { user_id } = parse(posterUploadFields, body.fields);
    const bytes = requireFile(body, 'poster');
    requireVendor(app.db, config, user_id);
    const replaced = app.media.saveThen(folder, bytes, 'poster', (name) => setPoster(app.db, user_id, name));
    app.media.remove(folder, replaced);
    return findVendor(app.db, config, user_id);
  });

  app.put(config.paths.posterFromImage, async (request): Promise<AnyVendor | null> => {
    const { user_id, poster } = parse(posterFromImageBody, request.body);
    requireVendor(app.db, config, user_id);
    if (!hasImage(app.db, user_id, poster)) throw badRequest({ poster: 'poster must be one of the vendor\'s images' });
    app.media.remove(folder, setPoster(app.db, user_id, poster));
    return findVendor(app.db, config, user_id);
  });
}
