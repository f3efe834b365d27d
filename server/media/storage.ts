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
import path from 'node:path';
import { MEDIA_FOLDERS, type MediaFolder } from '../../src/domain/media.ts';
import { HttpProblem } from '../errors.ts';
import { diskFull, isDiskFull, isNotWritable, mediaNotWritable } from '../faults.ts';
import { IMAGE_TYPES, sniff, typeNames, type SniffedType } from './sniff.ts';
import { withoutMetadata } from './metadata.ts';
import type { MediaJournal } from '../repositories/mediaJournal.ts';
import type { Db } from '../db/database.ts';

/** Writes a new file; replaceable so tests can fail a write part-way as a full disk does. */
export type WriteFile = (file: string, bytes: Buffer) => void;

const writeNewFile: WriteFile = (file, bytes) => fs.writeFileSync(file, bytes, { flag: 'wx' });

/** Removes a file if present; replaceable so tests can fail a removal as a read-only folder does. */
export type RemoveFile = (file: string) => void;

const removeIfPresent: RemoveFile = (file) => fs.rmSync(file, { force: true });

/** Told about a removal that failed (the file stays listed for a later sweep). */
export type RemovalFailed = (failure: { folder: string; name: string; error: unknown }) => void;

/** Lists a file for removal once the change it is called in commits (null/undefined: nothing to remove). */
export type DropFile = (folder: MediaFolder, name: string | null | undefined) => void;

const TEMP_FILE = /^\..+\.tmp$/;

/** Age past which a temp file or a listed row is a leftover, not another instance's write in flight. */
export const SWEEP_GRACE_MS = 10 * 60_000;

/**
 * How often the running instances sweep (the recurring job MEDIA_SWEEP_JOB, taken by one instance per run), so a
 * crashed instance's leftovers go without waiting for a restart.
 */
export const SWEEP_EVERY_MS = 60_000;

/** The recurring job that sweeps (server/plugins/media.ts, server/jobs/). */
export const MEDIA_SWEEP_JOB = 'media.sweep';

export interface SaveOptions<T> {
  accepted?: readonly SniffedType[];
  /** The file the recorded change made unreferenced (e.g. the poster it replaced), removed once it commits. */
  replaced?: (result: T) => string | null | undefined;
  /** A transaction already open (e.g. a saveThen's record saving a second file): the upload is part of it. */
  within?: Db;
}

export class MediaStore {
  writeFile: WriteFile = writeNewFile;
  removeFile: RemoveFile = removeIfPresent;

  private readonly folders: readonly string[];
  private sweeping: Promise<void> | null = null;

  /**
   * `extraFolders`: folders beyond MEDIA_FOLDERS, e.g. those of a newly declared vendor kind.
   * `journal`: needed to record changes (saveThen, changeThenRemove); a store without one only saves files.
   * `onRemovalFailed`: where a failed removal is reported (the server's log).
   * The server opens its store with open(), which also sweeps.
   */
  constructor(
    public readonly root: string,
    extraFolders: readonly string[] = [],
    private readonly journal?: MediaJournal,
    private readonly onRemovalFailed: RemovalFailed = () => {},
  ) {
    this.folders = [...new Set([...Object.values(MEDIA_FOLDERS), ...extraFolders])];
    for (const folder of this.folders) fs.mkdirSync(path.join(root, folder), { recursive: true });
  }

  /** A store with its journal, swept once (see the top). */
  static async open(root: string, extraFolders: readonly string[], journal: MediaJournal, onRemovalFailed?: RemovalFailed): Promise<MediaStore> {
    const store = new MediaStore(root, extraFolders, journal, onRemovalFailed);
    await store.sweep();
    return store;
  }

  /**
   * Removes the temp files and the listed files older than SWEEP_GRACE_MS at `now`: what a crash or a failed
   * removal left, never a write in flight (see the top). A sweep already running is joined, not doubled.
   */
  sweep(now = Date.now()): Promise<void> {
    this.sweeping ??= this.sweepOnce(now).finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(now: number): Promise<void> {
    const cutoff = now - SWEEP_GRACE_MS;
    for (const folder of this.folders) this.sweepTempFiles(folder, cutoff);
    if (!this.journal) return;
    for (const { folder, name } of await this.journal.listedBefore(new Date(cutoff))) await this.removeListed(folder as MediaFolder, name);
  }

  /**
   * Sweeps every `everyMs` in this process until the returned function is called; a sweep that fails (the database
   * unreachable, say) is reported and the next one tries again. For a store used on its own: the server sweeps
   * through the recurring job MEDIA_SWEEP_JOB instead, once per run across its instances.
   */
  sweepEvery(everyMs: number, onSweepFailed: (error: unknown) => void = () => {}): () => void {
    const timer = setInterval(() => void this.sweep().catch(onSweepFailed), everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Removes the temp files last written before `cutoff` (ms); one another sweep removed first is skipped. */
  private sweepTempFiles(folder: string, cutoff: number): void {
    const dir = path.join(this.root, folder);
    for (const name of fs.readdirSync(dir)) {
      if (!TEMP_FILE.test(name)) continue;
      const file = path.join(dir, name);
      const written = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (written !== undefined && written < cutoff) fs.rmSync(file, { force: true });
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
    const file = this.newFile(folder, bytes, field, accepted);
    try {
      this.writeFile(file.temp, bytes);
      fs.renameSync(file.temp, file.final);
    } catch (error) {
      throw failedWrite(file.temp, error);
    }
    return file.name;
  }

  /**
   * save(), without the file's metadata (metadata.ts: no published GPS position), the new name listed in the
   * journal (committed, or in `within`) before the file takes it. Every upload is stored through here.
   */
  private async saveListed(journal: MediaJournal, folder: MediaFolder, bytes: Buffer, field: string, accepted: readonly SniffedType[], within?: Db): Promise<string> {
    const file = this.newFile(folder, bytes, field, accepted);
    const stored = await withoutMetadata(bytes, file.type, field);
    try {
      this.writeFile(file.temp, stored);
      await journal.list(folder, file.name, within);
      fs.renameSync(file.temp, file.final);
    } catch (error) {
      throw failedWrite(file.temp, error);
    }
    return file.name;
  }

  /** A new name for the bytes, after checking their type, and the temp file they are written to first. */
  private newFile(folder: MediaFolder, bytes: Buffer, field: string, accepted: readonly SniffedType[]): { name: string; type: SniffedType; final: string; temp: string } {
    const type = sniff(bytes);
    if (!type || !accepted.includes(type)) {
      // Said to a person: the field is named in the errors' key, never in the words.
      const message = `${accepted.includes('mp4') || accepted.includes('pdf') ? 'The file' : 'The image'} must be a ${typeNames(accepted)} file`;
      throw new HttpProblem(400, message, { [field]: message });
    }
    const name = `${randomUUID()}.${type}`;
    return { name, type, final: path.join(this.root, folder, name), temp: path.join(this.root, folder, `.${name}.tmp`) };
  }

  /**
   * Saves the file, then runs `record(name, trx)` in a transaction (`within`'s when given); removes the file again
   * if recording fails, and the file `replaced` names once it commits. The same holds across a crash (see the
   * top). `record` writes on `trx`.
   */
  async saveThen<T>(
    folder: MediaFolder,
    bytes: Buffer,
    field: string,
    record: (name: string, trx: Db) => T | Promise<T>,
    { accepted = IMAGE_TYPES, replaced, within }: SaveOptions<T> = {},
  ): Promise<T> {
    const journal = this.requireJournal();
    const name = await this.saveListed(journal, folder, bytes, field, accepted, within);
    let old: string | null | undefined;
    let result: T;
    try {
      result = await journal.atomically(async (trx) => {
        const recorded = await record(name, trx);
        old = replaced?.(recorded);
        await journal.unlist(folder, name, trx);
        if (old) await journal.list(folder, old, trx);
        return recorded;
      }, within);
    } catch (err) {
      await this.removeListed(folder, name, within);
      throw err;
    }
    if (old) await this.removeListed(folder, old, within);
    return result;
  }

  /**
   * Runs `change(drop, trx)` in one transaction; each file it passes to `drop` is listed in the journal in that
   * transaction and removed once it commits (see the top for a removal that fails). `change` writes on `trx`.
   */
  async changeThenRemove<T>(change: (drop: DropFile, trx: Db) => T | Promise<T>): Promise<T> {
    const journal = this.requireJournal();
    const dropped: { folder: MediaFolder; name: string }[] = [];
    const result = await journal.atomically(async (trx) => {
      const changed = await change((folder, name) => {
        if (name && isSafeName(name)) dropped.push({ folder, name });
      }, trx);
      for (const { folder, name } of dropped) await journal.list(folder, name, trx);
      return changed;
    });
    for (const { folder, name } of dropped) await this.removeListed(folder, name);
    return result;
  }

  private requireJournal(): MediaJournal {
    if (!this.journal) throw new Error('This media store has no journal: it only saves files');
    return this.journal;
  }

  /**
   * Removes a listed file and takes it off the list (in `within` when given); a failure is reported and the file
   * stays listed.
   */
  private async removeListed(folder: MediaFolder, name: string, within?: Db): Promise<void> {
    try {
      if (isSafeName(name)) this.removeFile(path.join(this.root, folder, name));
      await this.journal?.unlist(folder, name, within);
    } catch (error) {
      this.onRemovalFailed({ folder, name, error });
    }
  }

  exists(folder: MediaFolder, name: string): boolean {
    return isSafeName(name) && fs.existsSync(path.join(this.root, folder, name));
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

/** A plain file name: no separators, no dot-dot, no leading dot. */
export function isSafeName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) && !name.includes('..');
}
