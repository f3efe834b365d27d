import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '../domain';

export interface ImageFileProblem {
  /** Translation key of the message. */
  message: string;
  args?: Record<string, unknown>;
}

/** Checks a picked file before upload (the server checks the bytes again): an image type and size limit. */
export function imageFileProblem(file: File): ImageFileProblem | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return { message: 'master.image.notAnImage' };
  if (file.size > MAX_UPLOAD_BYTES) {
    return { message: 'master.image.tooLarge', args: { size: MAX_UPLOAD_BYTES / (1024 * 1024) } };
  }
  return null;
}

/** First letter upper case, as category cards show names. */
export function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
