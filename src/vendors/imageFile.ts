import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '../domain/constants';

/** The i18n key of what is wrong with a picked image file, or null when it can be uploaded. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'app.notifications.notAnImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'app.notifications.tooLarge';
  return null;
}

export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
