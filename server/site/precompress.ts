/**
 * Build-time compression of a built site: next to every text file, `<file>.br` (brotli, quality 11) and
 * `<file>.gz` (gzip, level 9), so the server sends them as they are (no compression per request).
 * Files smaller than one TCP packet gain nothing and are left alone, as are files compression would not shrink.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

export function precompressDir(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(full);
    if (bytes.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    const gzip = gzipSync(bytes, { level: 9 });
    if (brotli.length < bytes.length) fs.writeFileSync(`${full}.br`, brotli);
    if (gzip.length < bytes.length) fs.writeFileSync(`${full}.gz`, gzip);
    totals.files += 1;
    totals.bytes += bytes.length;
    totals.brotliBytes += Math.min(brotli.length, bytes.length);
  }
  return totals;
}
