/**
 * Media files under DATA_DIR/media/<folder>. Names are made by the server; an upload is stored without its
 * metadata (metadata.ts: EXIF, GPS, XMP, a video's user data); writes go to a temp file that is
 * renamed into place, so a reader never sees half a file. A failed write removes its temp file (a full disk
 * stays no fuller than before). With the server's journal (repositories/mediaJournal.ts), an upload and the change
 * recording it are one unit even across a kill -9: a file renamed into place whose change never committed, or
 * replaced by a change that did, stays listed and is removed by a sweep. Every removal goes through the journal
 * too: the file is listed in the transaction of the change that made it unreferenced and removed after the commit;
 * a removal that fails (a read-only folder, say) is logged and stays listed for a later sweep. The change has
 * committed either way, so the request that made it succeeds.
 *
 * Several instances may share the folder and the journal, so what one of them finds (a temp file, a listed row)
 * may be another's upload in flight. A sweep (when the store opens, then every SWEEP_EVERY_MS by one of the instances)
 * therefore removes only temp files and listed rows older than SWEEP_GRACE_MS: longer than an upload or a
 * transaction can last, both bounded by the body limit and the database's timeouts. Sweeps of several instances may
 * run at once: a removal of what is already gone is no error, and taking a row off twice does nothing.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_FOLDERS, type MediaFolder } from '../../src/domain/media.ts';
import { HttpProblem } from '../errors.ts';
import { diskFull, isDiskFull, isNotWritable, mediaNotWritable } from '../faults.ts';
import { IMAGE_TYPES, type SniffedType } from './sniff.ts';
import type { MediaJournal } from '../repositories/mediaJournal.ts';
import { JournaledMediaStore, isSafeName, type RemovalFailed, type StoredFile } from './store.ts';

export { isSafeName, MEDIA_SWEEP_JOB, SWEEP_EVERY_MS, SWEEP_GRACE_MS, type DropFile, type RemovalFailed, type SaveOptions } from './store.ts';

/** Writes a new file; replaceable so tests can fail a write part-way as a full disk does. */
export type WriteFile = (file: string, bytes: Buffer) => void;

const writeNewFile: WriteFile = (file, bytes) => fs.writeFileSync(file, bytes, { flag: 'wx' });

/** Removes a file if present; replaceable so tests can fail a removal as a read-only folder does. */
export type RemoveFile = (file: string) => void;

const removeIfPresent: RemoveFile = (file) => fs.rmSync(file, { force: true });

const TEMP_FILE = /^\..+\.tmp$/;

/** The folder store (MEDIA_STORE=folder, the default): the journal's rules (store.ts) over files renamed into place. */
export class MediaStore extends JournaledMediaStore {
  readonly kind = 'folder';
  writeFile: WriteFile = writeNewFile;
  removeFile: RemoveFile = removeIfPresent;

  private readonly folders: readonly string[];

  /**
   * `extraFolders`: folders beyond MEDIA_FOLDERS, e.g. those of a newly declared vendor kind.
   * `journal`: needed to record changes (saveThen, changeThenRemove); a store without one only saves files.
   * `onRemovalFailed`: where a failed removal is reported (the server's log).
   * The server opens its store with open(), which also sweeps.
   */
  constructor(
    public readonly root: string,
    extraFolders: readonly string[] = [],
    journal?: MediaJournal,
    onRemovalFailed?: RemovalFailed,
  ) {
    super(journal, onRemovalFailed);
    this.folders = [...new Set([...Object.values(MEDIA_FOLDERS), ...extraFolders])];
    for (const folder of this.folders) fs.mkdirSync(path.join(root, folder), { recursive: true });
  }

  get location(): string {
    return this.root;
  }

  /** A store with its journal, swept once (see the top). */
  static async open(root: string, extraFolders: readonly string[], journal: MediaJournal, onRemovalFailed?: RemovalFailed): Promise<MediaStore> {
    const store = new MediaStore(root, extraFolders, journal, onRemovalFailed);
    await store.sweep();
    return store;
  }

  /**
   * A probe file written and removed in each folder. Its name is a temp file's (`.<name>.tmp`): one a crash left
   * behind is swept like any other.
   */
  async checkWritable(): Promise<void> {
    const probe = async (folder: string) => {
      const file = path.join(this.root, folder, `.readyz-${randomUUID()}.tmp`);
      await fsp.writeFile(file, 'ready', { flag: 'wx' });
      await fsp.rm(file, { force: true });
    };
    await Promise.all(this.folders.map(probe));
  }

  /** Removes the temp files last written before `cutoff` (ms); one another sweep removed first is skipped. */
  protected async sweepLeftovers(cutoff: number): Promise<void> {
    for (const folder of this.folders) {
      const dir = path.join(this.root, folder);
      for (const name of fs.readdirSync(dir)) {
        if (!TEMP_FILE.test(name)) continue;
        const file = path.join(dir, name);
        const written = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
        if (written !== undefined && written < cutoff) fs.rmSync(file, { force: true });
      }
    }
  }

  pathOf(folder: MediaFolder, name: string): string {
    if (!isSafeName(name)) throw new HttpProblem(400, 'Invalid file name', { imageName: 'Invalid file name' });
    return path.join(this.root, folder, name);
  }

  /**
   * Checks the bytes, writes them under a new server-made name and returns it: as they are, for fixtures and seed
   * files (an upload goes through saveThen, which takes its metadata out).
   * `field` names the form field in the 400 when the bytes are not an accepted type.
   */
  save(folder: MediaFolder, bytes: Buffer, field: string, accepted: readonly SniffedType[] = IMAGE_TYPES): string {
    const { name } = this.newFile(bytes, field, accepted);
    const { temp, final } = this.filesOf(folder, name);
    try {
      this.writeFile(temp, bytes);
      fs.renameSync(temp, final);
    } catch (error) {
      throw failedWrite(temp, error);
    }
    return name;
  }

  /** Written to a temp file, listed, then renamed into place: a reader never sees half a file. */
  protected async place(folder: MediaFolder, name: string, bytes: Buffer, list: () => Promise<void>): Promise<void> {
    const { temp, final } = this.filesOf(folder, name);
    try {
      this.writeFile(temp, bytes);
      await list();
      fs.renameSync(temp, final);
    } catch (error) {
      throw failedWrite(temp, error);
    }
  }

  private filesOf(folder: MediaFolder, name: string): { final: string; temp: string } {
    return { final: path.join(this.root, folder, name), temp: path.join(this.root, folder, `.${name}.tmp`) };
  }

  protected async removeObject(folder: MediaFolder, name: string): Promise<void> {
    this.removeFile(path.join(this.root, folder, name));
  }

  async exists(folder: MediaFolder, name: string): Promise<boolean> {
    return isSafeName(name) && fs.existsSync(path.join(this.root, folder, name));
  }

  /** The whole file (public files are sent by @fastify/static, which does ranges; this serves private documents). */
  async open(folder: MediaFolder, name: string): Promise<StoredFile | null> {
    if (!isSafeName(name)) return null;
    const file = path.join(this.root, folder, name);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const stat = await handle.stat();
    return {
      body: handle.createReadStream(),
      length: stat.size,
      size: stat.size,
      lastModified: stat.mtime,
      etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
    };
  }

  async put(folder: MediaFolder, name: string, bytes: Buffer): Promise<void> {
    fs.writeFileSync(this.pathOf(folder, name), bytes);
  }
}

/** Removes the temp file of a write that failed; the error to throw (507 for a full disk, 503 for a read-only folder). */
function failedWrite(temp: string, error: unknown): unknown {
  try {
    fs.rmSync(temp, { force: true });
  } catch {
    // A folder that refused the write may refuse the removal too; the sweep takes the temp file later.
  }
  if (isDiskFull(error)) return diskFull('upload');
  if (isNotWritable(error)) return Object.assign(mediaNotWritable(), { cause: error });
  return error;
}
