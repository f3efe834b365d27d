/**
 * Copies a folder media store (MEDIA_DIR) into an S3 bucket, object `<folder>/<name>` per file, and verifies each
 * object against its file: size, and MD5 (the ETag of a single put; read back and hashed when the server's ETag is
 * not an MD5). Idempotent: an object already there and verified is left alone; one that differs (an earlier copy
 * cut short cannot be one: a put is atomic, but a damaged or foreign object can) is put again. Temp files and hidden
 * names are skipped (a crash's leftovers); files the media journal still lists are copied and the S3 store's sweep
 * removes them as it would have from the folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { isSafeName, mediaTypeOf } from './store.ts';
import { keyOf } from './s3Store.ts';

export type CopyOutcome = 'copied' | 'present' | 'replaced' | 'failed';

export interface CopyReport {
  files: number;
  bytes: number;
  copied: number;
  /** Already in the bucket and verified: nothing sent. */
  present: number;
  /** In the bucket but different (size or checksum): put again, then verified. */
  replaced: number;
  failed: { key: string; reason: string }[];
  skipped: string[];
}

/** Files copied at once. */
const AT_ONCE = 4;

const md5Hex = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * The files of the folder store: every plain-named file of every folder (folders may nest, e.g. vegetable/category);
 * temp files, hidden names and anything not a plain file are skipped.
 */
function filesOf(source: string, skipped: string[], folder = ''): { folder: string; name: string; file: string }[] {
  const files: { folder: string; name: string; file: string }[] = [];
  for (const entry of fs.readdirSync(path.join(source, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (!isSafeName(entry.name)) skipped.push(relative);
    else if (entry.isDirectory()) files.push(...filesOf(source, skipped, relative));
    else if (entry.isFile() && folder) files.push({ folder, name: entry.name, file: path.join(source, folder, entry.name) });
    else skipped.push(relative);
  }
  return files.sort((a, b) => `${a.folder}/${a.name}`.localeCompare(`${b.folder}/${b.name}`));
}

export class ObjectStoreCopy {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  /** Whether the object `key` holds exactly `bytes`: its size, then its MD5 (from the ETag, or read back). */
  async matches(key: string, bytes: Buffer): Promise<boolean> {
    let head;
    try {
      head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
    if (head.ContentLength !== bytes.length) return false;
    const etag = (head.ETag ?? '').replace(/"/g, '');
    if (/^[0-9a-f]{32}$/.test(etag)) return etag === md5Hex(bytes);
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    const stored = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    return md5Hex(stored) === md5Hex(bytes);
  }

  async copyOne(key: string, bytes: Buffer): Promise<CopyOutcome> {
    const there = await this.head(key);
    if (there && (await this.matches(key, bytes))) return 'present';
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
        ContentType: mediaTypeOf(key),
      }),
    );
    if (!(await this.matches(key, bytes))) throw new Error('the object read back differs from the file (size or checksum)');
    return there ? 'replaced' : 'copied';
  }

  private async head(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }
}

/** Copies and verifies every file of `source`; `say` gets one line per file that was not already there. */
export async function copyFolderToBucket(source: string, client: S3Client, bucket: string, say: (line: string) => void = () => {}): Promise<CopyReport> {
  const report: CopyReport = { files: 0, bytes: 0, copied: 0, present: 0, replaced: 0, failed: [], skipped: [] };
  const files = filesOf(source, report.skipped);
  const copy = new ObjectStoreCopy(client, bucket);
  let next = 0;
  const worker = async () => {
    for (let item = files[next++]; item; item = files[next++]) {
      const { folder, name, file } = item;
      const key = keyOf(folder, name);
      try {
        const bytes = fs.readFileSync(file);
        const outcome = await copy.copyOne(key, bytes);
        report.files += 1;
        report.bytes += bytes.length;
        report[outcome === 'copied' ? 'copied' : outcome === 'replaced' ? 'replaced' : 'present'] += 1;
        if (outcome !== 'present') say(`${outcome.padEnd(8)} ${key} (${bytes.length} bytes, verified)`);
      } catch (error) {
        report.files += 1;
        const reason = error instanceof Error ? error.message : String(error);
        report.failed.push({ key, reason });
        say(`FAILED   ${key}: ${reason}`);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return report;
}

/** The closing lines of a copy: what was done, and what to do next. */
export function summary(report: CopyReport, from: string, to: string): string {
  const megabytes = (report.bytes / 1_048_576).toFixed(1);
  const lines = [
    `${report.files} files (${megabytes} MB) from ${from} to ${to}:`,
    `  ${report.copied} copied, ${report.replaced} replaced (differed), ${report.present} already there; every one verified (size and MD5)`,
  ];
  if (report.skipped.length) lines.push(`  ${report.skipped.length} skipped (temp files or not plain names): ${report.skipped.slice(0, 5).join(', ')}${report.skipped.length > 5 ? ', …' : ''}`);
  if (report.failed.length) {
    lines.push(`  ${report.failed.length} FAILED:`);
    for (const { key, reason } of report.failed) lines.push(`    ${key}: ${reason}`);
    lines.push('Run the command again: what is already there is verified and left alone.');
  } else {
    lines.push('Done. Start the servers with MEDIA_STORE=s3 and the same S3_* settings (docs/operations.md).');
  }
  return lines.join('\n');
}
