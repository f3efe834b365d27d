/**
 * Places demo media files. In an S3 store (MEDIA_STORE=s3) each file is put as an object, a few at a time, while
 * the seed goes on; finish() waits for the last. In the folder store: A few template pictures are generated once; every further file with the same
 * content is a hard link under its own unique name, made by a worker thread (linkWorker.mjs) while the seed
 * goes on inserting rows, so 400,000 vendors' 1.5 million files cost little disk and no extra wall-clock time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MediaFolder } from '../../../src/domain/media.ts';
import { MediaStore } from '../../media/storage.ts';
import type { MediaStorage } from '../../media/store.ts';

export const SEED_ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed-assets');
const LINKS_PER_MESSAGE = 2_000;
/** Puts to an object store in flight at once. */
const PUTS_AT_ONCE = 8;

export class SeedMedia {
  /** First placed copy of each template per folder, the source of later hard links. */
  private readonly firstCopies = new Map<string, string>();
  private worker: Worker | null = null;
  private batch: string[] = [];
  /** An object store's puts in flight, and the first that failed. */
  private readonly puts = new Set<Promise<void>>();
  private putFailure: unknown = null;

  constructor(private readonly media: MediaStorage) {}

  /** Writes `bytes` (template `templateKey`) as `folder/name`, or queues a hard link to an earlier copy. */
  place(folder: MediaFolder, name: string, templateKey: string, bytes: () => Buffer): string {
    if (!(this.media instanceof MediaStore)) {
      this.queuePut(folder, name, bytes);
      return name;
    }
    const target = this.media.pathOf(folder, name);
    const key = `${folder}\u0000${templateKey}`;
    const source = this.firstCopies.get(key);
    if (source) {
      this.batch.push(source, target);
      if (this.batch.length >= LINKS_PER_MESSAGE * 2) this.send();
      return name;
    }
    fs.writeFileSync(target, bytes());
    this.firstCopies.set(key, target);
    return name;
  }

  /** An object store's put, once fewer than PUTS_AT_ONCE are in flight (a template's bytes are read once). */
  private queuePut(folder: MediaFolder, name: string, bytes: () => Buffer): void {
    const media = this.media;
    const start = async () => {
      while (this.puts.size >= PUTS_AT_ONCE) await Promise.race(this.puts);
      if (this.putFailure) return;
      const put: Promise<void> = media
        .put(folder, name, bytes())
        .catch((error: unknown) => void (this.putFailure ??= error))
        .finally(() => this.puts.delete(put));
      this.puts.add(put);
    };
    this.queued = this.queued.then(start);
  }

  private queued: Promise<void> = Promise.resolve();

  /** Creates a folder the media store was not opened with (e.g. the private documents folder). */
  ensureFolder(folder: MediaFolder): void {
    if (!(this.media instanceof MediaStore)) return;
    fs.mkdirSync(path.dirname(this.media.pathOf(folder, 'x')), { recursive: true });
  }

  /** Resolves once every queued file exists; rejects with the first file that could not be placed. */
  async finish(): Promise<void> {
    await this.queued;
    await Promise.all(this.puts);
    if (this.putFailure) throw new Error(`Could not place a demo media file: ${String(this.putFailure)}`, { cause: this.putFailure });
    this.send();
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    try {
      const failure = await new Promise<string | null>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(null);
      });
      if (failure) throw new Error(`Could not place a demo media file: ${failure}`);
    } finally {
      await worker.terminate();
    }
  }

  /** Stops placing files (the seed failed); what was placed stays, like the rest of a failed seed's folder. */
  async abandon(): Promise<void> {
    this.putFailure ??= new Error('abandoned');
    await this.queued;
    await Promise.all(this.puts);
    this.batch = [];
    await this.worker?.terminate();
    this.worker = null;
  }

  private send(): void {
    if (this.batch.length === 0) return;
    // A path, not a URL object: under a DOM test environment the URL global is not Node's, which Worker refuses.
    this.worker ??= new Worker(path.join(path.dirname(fileURLToPath(import.meta.url)), 'linkWorker.mjs'));
    this.worker.postMessage(this.batch);
    this.batch = [];
  }
}

/** A committed asset from server/db/seed-assets/, read once. */
const assetCache = new Map<string, Buffer>();
export function seedAsset(fileName: string): Buffer {
  let bytes = assetCache.get(fileName);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(SEED_ASSETS_DIR, fileName));
    assetCache.set(fileName, bytes);
  }
  return bytes;
}
