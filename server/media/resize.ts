/**
 * Photos uploaded by vendors are re-encoded on the server: turned upright from their EXIF orientation, scaled to fit
 * PHOTO_MAX_PX (never enlarged) as JPEG without their metadata (no camera GPS position published), plus a square-ish
 * thumbnail of THUMB_PX for lists. The bytes are checked by content (sniff) before sharp reads them.
 */
import sharp from 'sharp';
import { badRequest } from '../errors.ts';
import { IMAGE_TYPES, sniff } from './sniff.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

export const PHOTO_MAX_PX = 1600;
export const THUMB_PX = 320;

// Two cores are shared with everything else: one libvips thread per operation.
sharp.concurrency(1);

export interface ResizedPhoto {
  photo: Buffer;
  thumbnail: Buffer;
}

/** `field` is the form field the refusal is reported under; its words name the photo. */
export async function resizePhoto(bytes: Buffer, field: string): Promise<ResizedPhoto> {
  const type = sniff(bytes);
  if (!type || !IMAGE_TYPES.includes(type)) throw badRequest({ [field]: validationText('upload.photoType', { formats: 'JPEG, PNG, WebP or GIF' }) });
  try {
    const upright = () => sharp(bytes, { animated: false, limitInputPixels: 50_000_000 }).rotate().flatten({ background: '#ffffff' });
    const photo = await upright().resize(PHOTO_MAX_PX, PHOTO_MAX_PX, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    const thumbnail = await upright().resize(THUMB_PX, THUMB_PX, { fit: 'cover', withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
    return { photo, thumbnail };
  } catch {
    throw badRequest({ [field]: validationText('upload.photoNotAnImage') });
  }
}
