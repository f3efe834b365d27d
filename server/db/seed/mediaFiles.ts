/**
 * Places demo media files. A few template pictures are generated once; every further file with the same
 * content is a hard link under its own unique name, made by a worker thread (linkWorker.mjs) while the seed
 * goes on inserting rows, so 400,000 vendors' 1.5 million files cost little disk and no extra wall-clock time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MediaFolder } from '../../../src/domain/media.ts';
import type { MediaStore } from '../../media/storage.ts';

export const SEED_ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed-assets');
const LINKS_PER_MESSAGE = 2_000;

export class SeedMedia {
  /** First placed copy of each template per folder, the source of later hard links. */
  private readonly firstCopies = new Map<string, string>();
  private worker: Worker | null = null;
  private batch: string[] = [];

  constructor(private readonly media: MediaStore) {}

  /** Writes `bytes` (template `templateKey`) as `folder/name`, or queues a hard link to an earlier copy. */
  place(folder: MediaFolder, name: string, templateKey: string, bytes: () => Buffer): string {
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

  /** Creates a folder the media store was not opened with (e.g. the private documents folder). */
  ensureFolder(folder: MediaFolder): void {
    fs.mkdirSync(path.dirname(this.media.pathOf(folder, 'x')), { recursive: true });
  }

  /** Resolves once every queued file exists; rejects with the first file that could not be placed. */
  async finish(): Promise<void> {
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
