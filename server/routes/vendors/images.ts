/** A vendor's gallery: GET the image names, DELETE one (row, then once it commits the file through the media journal; a deleted poster is cleared). */
import { notFound } from '../../errors.ts';
import type { ApiInstance } from '../../openapi.ts';
import { vendorKindOf } from '../../repositories/vendorsTable.ts';
import { listImages } from '../../repositories/vendorsMedia.ts';
import { deleteGalleryImage } from '../../vendors/media.ts';
import { configOfKind, type ServedVendorKind } from './kinds.ts';
import { requireVendor } from './lookup.ts';
import { imageParams, userIdParams } from './params.ts';
import { imagePathsAnswer } from '../responses.ts';

const tags = ['vendors'];
const response = { 200: imagePathsAnswer };

export function registerImageRoutes(app: ApiInstance, config: ServedVendorKind): void {
  app.get(config.paths.images, { config: { access: 'vendors.read' }, schema: { tags, params: userIdParams(), response } }, async (request) => {
    const { user_id } = request.params;
    await requireVendor(app.db, config, user_id);
    return { imagePaths: await listImages(app.db, user_id) };
  });

  const { imageDelete } = config;
  if (!imageDelete) return;
  app.delete(imageDelete.url, { config: { access: 'vendors.write' }, schema: { tags, params: imageParams, response } }, async (request) => {
    const { user_id, imageName } = request.params;
    const kind = await vendorKindOf(app.db, user_id);
    if (!kind || !imageDelete.kinds.includes(kind)) throw notFound(config.label);
    await deleteGalleryImage(app.media, user_id, imageName, configOfKind(app, kind).media.images);
    return { imagePaths: await listImages(app.db, user_id) };
  });
}
