/** A vendor's gallery: GET the image names, DELETE one (row, then file; a deleted poster is cleared). */
import type { FastifyInstance } from 'fastify';
import type { ImagePaths } from '../../../src/domain/types.ts';
import { notFound, parse } from '../../errors.ts';
import { vendorKindOf } from '../../repositories/vendors.ts';
import { deleteImage, listImages } from '../../repositories/vendorsMedia.ts';
import { configOfKind, type VendorKindConfig } from './kinds.ts';
import { requireVendor } from './lookup.ts';
import { imageParams, userIdParams } from './params.ts';

export function registerImageRoutes(app: FastifyInstance, config: VendorKindConfig): void {
  const params = userIdParams();

  app.get(config.paths.images, async (request): Promise<ImagePaths> => {
    const { user_id } = parse(params, request.params);
    requireVendor(app.db, config, user_id);
    return { imagePaths: listImages(app.db, user_id) };
  });

  const { imageDelete } = config;
  if (!imageDelete) return;
  app.delete(imageDelete.url, async (request): Promise<ImagePaths> => {
    const { user_id, imageName } = parse(imageParams, request.params);
    const kind = vendorKindOf(app.db, user_id);
    if (!kind || !imageDelete.kinds.includes(kind)) throw notFound(config.label);
    if (!deleteImage(app.db, user_id, imageName)) throw notFound('Image');
    app.media.remove(configOfKind(app, kind).media.images, imageName);
    return { imagePaths: listImages(app.db, user_id) };
  });
}
