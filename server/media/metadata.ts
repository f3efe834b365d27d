/**
 * Metadata taken out of an upload before it is stored (storage.ts), so a public file never publishes where or with
 * what a photo was taken: EXIF (GPS), XMP, IPTC, comments, text chunks, embedded secondary images and a video's
 * user data (a phone's location). Everything else is kept byte for byte: pictures are not re-encoded, an animated
 * GIF or WebP keeps its frames, an MP4 keeps every offset (its metadata boxes become `free` boxes of the same size,
 * zeroed). Only a photo that EXIF says to turn (orientation 2-8) is re-encoded upright by sharp, as the orientation
 * goes with the EXIF. Where a file's structure cannot be followed any further (a malformed or cut-off file), its
 * rest is kept as sent: no reader, which follows the same structure, finds anything in it.
 */
import sharp from 'sharp';
import { badRequest } from '../errors.ts';
import type { SniffedType } from './sniff.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

interface Stripped {
  bytes: Buffer;
  /** The EXIF orientation the original had (1 = upright). */
  orientation: number;
}

/** The upload without its metadata; `field` names the form field of a 400 when a photo to turn cannot be read. */
export async function withoutMetadata(bytes: Buffer, type: SniffedType, field: string): Promise<Buffer> {
  const stripped = strip(bytes, type);
  if (stripped.orientation <= 1 || stripped.orientation > 8) return stripped.bytes;
  try {
    // sharp writes no metadata unless asked to.
    const upright = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
    return await (type === 'jpg' ? upright.jpeg({ quality: 90 }) : type === 'png' ? upright.png() : upright.webp({ quality: 90 })).toBuffer();
  } catch {
    throw badRequest({ [field]: validationText('upload.unreadable') });
  }
}

function strip(bytes: Buffer, type: SniffedType): Stripped {
  if (type === 'jpg') return jpeg(bytes);
  if (type === 'png') return png(bytes);
  if (type === 'webp') return webp(bytes);
  if (type === 'gif') return { bytes: gif(bytes), orientation: 1 };
  if (type === 'mp4') return { bytes: mp4(bytes), orientation: 1 };
  // A PDF is a private document (never served publicly): kept as sent.
  return { bytes, orientation: 1 };
}

/** JPEG: APP0 (JFIF), APP2 ICC profiles, APP14 (Adobe colour) and the image itself; up to its end (EOI). */
function jpeg(bytes: Buffer): Stripped {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  let scanning = false;
  let scanFrom = 0;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      if (!scanning) return { bytes: Buffer.concat([...kept, bytes.subarray(at)]), orientation };
      at++;
      continue;
    }
    const marker = bytes[at + 1] ?? 0;
    // Inside entropy-coded data: stuffed bytes and restart markers are data; fill bytes precede a marker.
    if (marker === 0xff || (scanning && (marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)))) {
      at++;
      continue;
    }
    if (scanning) kept.push(bytes.subarray(scanFrom, at));
    scanning = false;
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2));
      return { bytes: Buffer.concat(kept), orientation };
    }
    const end = at + 4 > bytes.length ? Infinity : at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) return { bytes: Buffer.concat([...kept, bytes.subarray(at)]), orientation };
    const segment = bytes.subarray(at, end);
    const body = bytes.subarray(at + 4, end);
    if (marker === 0xe1 && body.subarray(0, 6).toString('latin1') === 'Exif\0\0') orientation = orientationOf(body.subarray(6)) ?? orientation;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keep = (!isApp && marker !== 0xfe) || marker === 0xe0 || marker === 0xee || (marker === 0xe2 && body.subarray(0, 12).toString('latin1') === 'ICC_PROFILE\0');
    if (keep) kept.push(segment);
    at = end;
    // After a scan header the entropy-coded data follows, up to the next marker.
    scanning = marker === 0xda;
    scanFrom = at;
  }
  // Cut off before its end.
  kept.push(bytes.subarray(scanning ? scanFrom : at));
  return { bytes: Buffer.concat(kept), orientation };
}

/** PNG: every chunk but eXIf and the text ones (tEXt, zTXt, iTXt) and tIME; nothing after IEND. */
function png(bytes: Buffer): Stripped {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let orientation = 1;
  let at = 8;
  for (;;) {
    const end = at + 12 > bytes.length ? Infinity : at + 12 + bytes.readUInt32BE(at);
    if (end > bytes.length) {
      kept.push(bytes.subarray(at));
      break;
    }
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'eXIf') orientation = orientationOf(bytes.subarray(at + 8, end - 4)) ?? orientation;
    if (!['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME'].includes(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return { bytes: Buffer.concat(kept), orientation };
}

/** WebP: every RIFF chunk but EXIF and XMP, their flags in VP8X cleared and the RIFF size made right. */
function webp(bytes: Buffer): Stripped {
  const kept: Buffer[] = [];
  let orientation = 1;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > bytes.length) {
      kept.push(bytes.subarray(at));
      at = bytes.length;
      break;
    }
    const type = bytes.toString('latin1', at, at + 4);
    if (type === 'EXIF') orientation = orientationOf(bytes.subarray(at + 8, at + 8 + size)) ?? orientation;
    if (type === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(at, Math.min(end, bytes.length)));
      chunk[8] = (chunk[8] ?? 0) & ~0x0c;
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      kept.push(bytes.subarray(at, Math.min(end, bytes.length)));
    }
    at = end;
  }
  if (at < bytes.length) kept.push(bytes.subarray(at));
  const body = Buffer.concat(kept);
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  return { bytes: Buffer.concat([header, body]), orientation };
}

/** GIF: the header, colour tables, frames and their controls, and the NETSCAPE loop; no comments, XMP or other application data. */
function gif(bytes: Buffer): Buffer {
  if (bytes.length < 13) return bytes;
  const packed = bytes[10] ?? 0;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const kept: Buffer[] = [bytes.subarray(0, at)];
  /** The end of the sub-blocks starting at `from` (after their 0 terminator), or -1 when cut off. */
  const subBlocksEnd = (from: number) => {
    let p = from;
    while (p < bytes.length) {
      const size = bytes[p] ?? 0;
      p += 1 + size;
      if (size === 0) return p <= bytes.length ? p : -1;
    }
    return -1;
  };
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(at, at + 1));
      break;
    }
    let end: number;
    let keep = true;
    if (introducer === 0x21) {
      const label = bytes[at + 1];
      end = subBlocksEnd(at + 2);
      const isLoop = label === 0xff && bytes.toString('latin1', at + 3, at + 14) === 'NETSCAPE2.0';
      // Graphic control (frame timing, transparency) and plain text are part of the picture; the loop count too.
      keep = label === 0xf9 || label === 0x01 || isLoop;
    } else if (introducer === 0x2c) {
      const local = bytes[at + 9] ?? 0;
      const data = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1;
      end = subBlocksEnd(data);
    } else {
      end = -1;
    }
    if (end < 0) {
      kept.push(bytes.subarray(at));
      break;
    }
    if (keep) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}

/** MP4: the user data and metadata boxes of the movie and its tracks become zeroed `free` boxes of the same size. */
function mp4(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  const walk = (from: number, to: number, inMovie: boolean) => {
    let at = from;
    while (at + 8 <= to) {
      let size = out.readUInt32BE(at);
      let header = 8;
      if (size === 1) {
        if (at + 16 > to) return;
        size = Number(out.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) {
        size = to - at;
      }
      if (size < header || at + size > to) return;
      const type = out.toString('latin1', at + 4, at + 8);
      if (inMovie && (type === 'udta' || type === 'meta')) {
        out.fill(0, at + header, at + size);
        out.write('free', at + 4, 'latin1');
      } else if (type === 'moov' || type === 'trak') {
        walk(at + header, at + size, true);
      }
      at += size;
    }
  };
  walk(0, out.length, false);
  return out;
}

/** The Orientation (tag 0x0112) of IFD0 of TIFF-structured EXIF, with or without the "Exif\0\0" prefix. */
function orientationOf(exif: Buffer): number | null {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  try {
    const little = tiff.toString('latin1', 0, 2) === 'II';
    const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    const ifd = u32(4);
    const count = u16(ifd);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + 12 * i;
      if (u16(entry) === 0x0112) return u16(entry + 8);
    }
  } catch {
    // Unreadable EXIF: taken out all the same, the picture kept as it is.
  }
  return null;
}
