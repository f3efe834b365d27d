/**
 * A tiny PNG encoder (RGB, 8 bits, no interlace) on node:zlib, for generated demo pictures: a diagonal
 * gradient between two colours with soft stripes, so each picture is visibly different.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export function gradientPng(width: number, height: number, from: Rgb, to: Rgb, stripes: number): Buffer {
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height - 2 || 1);
      const shade = stripes > 0 && Math.floor(((x - y + height) * stripes) / width) % 2 === 0 ? 0.88 : 1;
      const offset = y * rowBytes + 1 + x * 3;
      raw[offset] = Math.round((from[0] + (to[0] - from[0]) * t) * shade);
      raw[offset + 1] = Math.round((from[1] + (to[1] - from[1]) * t) * shade);
      raw[offset + 2] = Math.round((from[2] + (to[2] - from[2]) * t) * shade);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A colour from a hue in degrees (full saturation, given lightness 0..1). */
export function hue(degrees: number, lightness = 0.5): Rgb {
  const a = Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + degrees / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
