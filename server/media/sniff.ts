/** Detects a file's real type from its first bytes; the declared content type and file name are never trusted. */

export type SniffedType = 'jpg' | 'png' | 'webp' | 'gif' | 'mp4' | 'pdf';

export function sniff(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return null;
}

export const IMAGE_TYPES: readonly SniffedType[] = ['jpg', 'png', 'webp', 'gif'];
export const STORY_TYPES: readonly SniffedType[] = [...IMAGE_TYPES, 'mp4'];
/** Vendor documents (licences, certificates): scans, photos or PDFs. */
export const DOCUMENT_TYPES: readonly SniffedType[] = ['jpg', 'png', 'webp', 'pdf'];

const TYPE_NAMES: Record<SniffedType, string> = { jpg: 'JPEG', png: 'PNG', webp: 'WebP', gif: 'GIF', mp4: 'MP4', pdf: 'PDF' };

/** "JPEG, PNG, WebP or GIF": the accepted types in words. */
export function typeNames(accepted: readonly SniffedType[]): string {
  const names = accepted.map((type) => TYPE_NAMES[type]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : (names[0] ?? '');
}
