/**
 * Places demo media files. A few template pictures are generated once; every further file with the same
 * content is a hard link under its own unique name, so 10,000 vendors cost little disk and little time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaFolder } from '../../../src/domain/media.ts';
import type { MediaStore } from '../../media/storage.ts';

export const SEED_ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed-assets');

export class SeedMedia {
  /** First placed copy of each template per folder, the source of later hard links. */
  private readonly firstCopies = new Map<string, string>();

  constructor(private readonly media: MediaStore) {}

  /** Writes `bytes` (template `templateKey`) as `folder/name`, hard-linking to an earlier copy when there is one. */
  place(folder: MediaFolder, name: string, templateKey: string, bytes: () => Buffer): string {
    const target = this.media.pathOf(folder, name);
    const key = `${folder}\u0000${templateKey}`;
    const source = this.firstCopies.get(key);
    if (source) {
      linkOrCopy(source, target);
      return name;
    }
    fs.writeFileSync(target, bytes());
    this.firstCopies.set(key, target);
    return name;
  }
}

/**
 * One system call per file in the common case (a new data folder has no file of that name): a stat and an
 * unlink first would triple the calls for the 1.2 million files of SEED_VENDORS=100000.
 */
function linkOrCopy(source: string, target: string): void {
  try {
    fs.linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      fs.rmSync(target, { force: true });
      linkOrCopy(source, target);
      return;
    }
    // Hard links can be refused (some file systems); a copy is slower but equivalent.
    fs.copyFileSync(source, target);
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
