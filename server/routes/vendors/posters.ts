/**
 * Posters: upload a new file (multipart user_id + poster) or choose one of the gallery images (JSON).
 * A replaced poster file that is not also a gallery image is removed through the media journal after the change
 * commits; an uploaded file whose change fails is removed again.
 */
import { badRequest, parse } from '../../errors.ts';
import type { ApiInstance } from '../../openapi.ts';
import { readMultipart, requireFile } from '../../media/multipart.ts';
import { hasImage } from '../../repositories/vendorsMedia.ts';
import { choosePosterFromImages, uploadPoster } from '../../vendors/media.ts';
import type { ServedVendorKind } from './kinds.ts';
import { requireVendor } from './lookup.ts';
import { posterFromImageBody, posterUploadFields, posterUploadForm, vendorRecord } from './params.ts';

export function registerPosterRoutes(app: ApiInstance, config: ServedVendorKind): void {
  const folder = config.media.images;
  const tags = ['vendors'];
  const response = { 200: vendorRecord(config) };

  const upload = { tags, consumes: ['multipart/form-data'], body: posterUploadForm, response };
  app.put(config.paths.posterUpload, { config: { access: 'vendors.write' }, schema: upload }, async (request) => {
    const body = await readMultipart(request);
    const { user_id } = parse(posterUploadFields, body.fields);
    const bytes = requireFile(body, 'poster');
    await requireVendor(app.db, config, user_id);
    await uploadPoster(app.media, user_id, bytes, folder);
    return requireVendor(app.db, config, user_id);
  });

  app.put(config.paths.posterFromImage, { config: { access: 'vendors.write' }, schema: { tags, body: posterFromImageBody, response } }, async (request) => {
    const { user_id, poster } = request.body;
    await requireVendor(app.db, config, user_id);
    if (!(await hasImage(app.db, user_id, poster))) throw badRequest({ poster: 'poster must be one of the vendor\'s images' });
    await choosePosterFromImages(app.media, user_id, poster, folder);
    return requireVendor(app.db, config, user_id);
  });
}
