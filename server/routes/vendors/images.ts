/** A vendor's gallery: GET the image names, DELETE one (row, then file through the media journal; a deleted poster is cleared). */
import { notFound } from '../../errors.ts';
import type { ApiInstance } from '../../openapi.ts';
import { vendorKindOf } from '../../repositories/vendors.ts';
import { deleteImage, listImages } from '../../repositories/vendorsMedia.ts';
import { configOfKind, type VendorKindConfig } from './kinds.ts';
import { requireVendor } from './lookup.ts';
import { imageParams, userIdParams } from './params.ts';
import { imagePathsAnswer } from '../responses.ts';

const tags = ['vendors'];
const response = { 200: imagePathsAnswer };

export function registerImageRoutes(app: ApiInstance, config: VendorKindConfig): void {
  app.get(config.paths.images, { schema: { tags, params: userIdParams(), response } }, async (request) => {
    const { user_id } = request.params;
    requireVendor(app.sqlite, config, user_id);
    return { imagePaths: listImages(app.sqlite, user_id) };
  });

  const { imageDelete } = config;
  if (!imageDelete) return;
  app.delete(imageDelete.url, { schema: { tags, params: imageParams, response } }, async (request) => {
    const { user_id, imageName } = request.params;
    const kind = vendorKindOf(app.sqlite, user_id);
    if (!kind || !imageDelete.kinds.includes(kind)) throw notFound(config.label);
    await app.media.changeThenRemove((drop) => {
      if (!deleteImage(app.sqlite, user_id, imageName)) throw notFound('Image');
      drop(configOfKind(app, kind).media.images, imageName);
    });
    return { imagePaths: listImages(app.sqlite, user_id) };
  });
}
