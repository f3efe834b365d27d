/**
 * The S3 store (MEDIA_STORE=s3): media as objects `<folder>/<name>` of one bucket of AWS S3 or an S3-compatible
 * server (path-style addressing when S3_ENDPOINT is set), under the same journal rules as the folder store
 * (store.ts). What makes them hold here:
 * - nothing half-written: an upload is checked and stripped of its metadata before anything is sent, and one
 *   PutObject (with Content-MD5, so the server refuses bytes damaged on the way) makes the object appear complete
 *   or not at all; there are no temp objects, so a sweep has no partial writes to find;
 * - no orphan: the name is listed in the journal before the put, and taken off in the transaction recording it; a
 *   put whose answer was lost (it may have landed) stays listed, and a sweep deletes it. A removal is listed in the
 *   change's transaction and deleted after the commit; a failed delete stays listed for the sweep;
 * - several instances: DeleteObject of a missing key succeeds, and unlisting twice does nothing, so concurrent
 *   sweeps each succeed.
 * Public files are streamed from the bucket through the server (media/routes.ts) with the folder store's URLs and
 * cache headers; private documents only through their authorised routes. The bucket stays private.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaFolder } from '../../src/domain/media.ts';
import type { S3Settings } from '../config.ts';
import { StartupError } from '../db/bootstrap.ts';
import { HttpProblem } from '../errors.ts';
import type { MediaJournal } from '../repositories/mediaJournal.ts';
import { JournaledMediaStore, isSafeName, mediaTypeOf, type RemovalFailed, type StoredFile } from './store.ts';

/** A connection that takes longer than this, or a request silent for longer, fails (and is retried by the SDK). */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** The client of a bucket: signed with the settings' keys, path-style with an endpoint, checksums only where required. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Many S3-compatible servers do not take the SDK's default CRC trailers (aws-chunked bodies); Content-MD5 is
    // sent instead where integrity matters (puts).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    maxAttempts: 3,
  });
}

export const keyOf = (folder: string, name: string) => `${folder}/${name}`;

export const md5Base64 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => statusOf(error) === 404 || (error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey'));

/** Where the bucket is, for messages: never the keys. */
export const bucketLocation = (settings: S3Settings) => `s3://${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` (AWS, ${settings.region})`}`;

/** 503 when the bucket did not answer (an upload: nothing was recorded); the person may try again. */
function storageUnavailable(error: unknown, what: 'stored' | 'read' = 'stored'): HttpProblem {
  return Object.assign(new HttpProblem(503, `The file could not be ${what} just now; please try again in a moment`), { cause: error });
}

/** Why the bucket cannot be used, as one line an operator can act on. */
export function bucketFailure(settings: S3Settings, error: unknown): string {
  const where = bucketLocation(settings);
  const status = statusOf(error);
  const detail = error instanceof Error ? `${error.name}${status ? ` ${status}` : ''}: ${error.message}` : String(error);
  if (status === 404) return `The media bucket ${where} does not exist (${detail}): create it, or correct S3_BUCKET / S3_ENDPOINT.`;
  if (status === 403 || status === 401) {
    return `The media bucket ${where} refused the keys of S3_ACCESS_KEY_ID (${detail}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY and the key's permissions (s3:GetObject, s3:PutObject, s3:DeleteObject, s3:ListBucket).`;
  }
  if (status === 301 || status === 400) return `The media bucket ${where} answered ${detail}: check S3_REGION (and S3_ENDPOINT).`;
  return `Cannot reach the media bucket ${where} (${detail}): start the storage server, or set S3_ENDPOINT / S3_REGION to one this machine can reach.`;
}

export class S3MediaStore extends JournaledMediaStore {
  readonly kind = 's3';
  readonly location: string;

  /** Deletes one object; replaceable so tests can fail a removal as an unreachable bucket does. */
  deleteObject: (key: string) => Promise<void> = async (key) => {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  };

  constructor(
    private readonly settings: S3Settings,
    journal?: MediaJournal,
    onRemovalFailed?: RemovalFailed,
    readonly client: S3Client = s3Client(settings),
  ) {
    super(journal, onRemovalFailed);
    this.location = bucketLocation(settings);
  }

  /** The store with its journal, once the bucket answers (a StartupError saying why not), swept once. */
  static async open(settings: S3Settings, journal: MediaJournal, onRemovalFailed?: RemovalFailed): Promise<S3MediaStore> {
    const store = new S3MediaStore(settings, journal, onRemovalFailed);
    try {
      await store.client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    } catch (error) {
      store.client.destroy();
      throw new StartupError(bucketFailure(settings, error));
    }
    await store.sweep();
    return store;
  }

  override async close(): Promise<void> {
    this.client.destroy();
  }

  /** Listed first, then one PutObject: the object appears complete or not at all. */
  protected async place(folder: MediaFolder, name: string, bytes: Buffer, list: () => Promise<void>): Promise<void> {
    await list();
    try {
      await this.putObject(folder, name, bytes);
    } catch (error) {
      // Stays listed: a put whose answer was lost may have landed; the sweep deletes it.
      throw storageUnavailable(error);
    }
  }

  private async putObject(folder: MediaFolder, name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: keyOf(folder, name),
        Body: bytes,
        ContentLength: bytes.length,
        ContentMD5: md5Base64(bytes),
        ContentType: mediaTypeOf(name),
      }),
    );
  }

  protected async removeObject(folder: MediaFolder, name: string): Promise<void> {
    await this.deleteObject(keyOf(folder, name));
  }

  /** A probe object put and deleted; its key is in no media folder, so nothing serves or sweeps it. */
  async checkWritable(): Promise<void> {
    const key = `.readyz/${randomUUID()}`;
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: 'ready', ContentLength: 5 }));
    await this.deleteObject(key);
  }

  /** Nothing: a put leaves no partial object behind. */
  protected async sweepLeftovers(): Promise<void> {}

  async exists(folder: MediaFolder, name: string): Promise<boolean> {
    if (!isSafeName(name)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: keyOf(folder, name) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async open(folder: MediaFolder, name: string, range?: string): Promise<StoredFile | null> {
    if (!isSafeName(name)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: keyOf(folder, name), Range: range }));
      const length = answer.ContentLength ?? 0;
      const size = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : length;
      return {
        body: answer.Body instanceof Readable ? answer.Body : Readable.from([]),
        length,
        size,
        lastModified: answer.LastModified ?? new Date(0),
        etag: answer.ETag ?? `"${size}"`,
        contentRange: answer.ContentRange,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      // An unsatisfiable range: answered like one of the folder store's.
      if (statusOf(error) === 416) throw new HttpProblem(416, 'Range Not Satisfiable');
      throw storageUnavailable(error, 'read');
    }
  }

  async put(folder: MediaFolder, name: string, bytes: Buffer): Promise<void> {
    if (!isSafeName(name)) throw new Error(`Not a plain file name: ${name}`);
    await this.putObject(folder, name, bytes);
  }
}
