/**
 * What the routes and services use of media storage (`app.media`), and the journal's rules every store keeps.
 * Two stores implement it: the folder store (storage.ts, the default) and the S3 store (s3Store.ts, MEDIA_STORE=s3).
 *
 * JournaledMediaStore holds what does not depend on where the bytes go: an upload is checked (its type sniffed, its
 * metadata taken out) before anything is written, its new name is listed in the media journal before the file can
 * appear under it, and the change recording it takes it off the list in the same transaction; a removal is listed in
 * the transaction of the change that made the file unreferenced and done after the commit; a sweep removes what
 * stayed listed longer than SWEEP_GRACE_MS (a crash's or a failed removal's leftovers, never a write in flight of
 * another instance). A store supplies `place` (make the bytes appear, complete, under the name, listing it at the
 * right moment), `removeObject` (no error when already gone) and `sweepLeftovers` (its own partial writes, if any).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MediaFolder } from '../../src/domain/media.ts';
import { HttpProblem } from '../errors.ts';
import type { Db } from '../db/database.ts';
import type { MediaJournal } from '../repositories/mediaJournal.ts';
import { withoutMetadata } from './metadata.ts';
import { IMAGE_TYPES, sniff, typeNames, type SniffedType } from './sniff.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

/** Told about a removal that failed (the file stays listed for a later sweep). */
export type RemovalFailed = (failure: { folder: string; name: string; error: unknown }) => void;

/** Lists a file for removal once the change it is called in commits (null/undefined: nothing to remove). */
export type DropFile = (folder: MediaFolder, name: string | null | undefined) => void;

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

/** A stored file opened for sending: its bytes (all of them, or the range asked for) and what HTTP says of it. */
export interface StoredFile {
  body: Readable;
  /** Bytes in `body`. */
  length: number;
  /** The whole file's size. */
  size: number;
  lastModified: Date;
  /** A strong or weak validator, quoted as HTTP sends it. */
  etag: string;
  /** Set when `body` is the range asked for: "bytes first-last/size". */
  contentRange?: string;
}

export interface MediaStorage {
  readonly kind: 'folder' | 's3';
  /** Where the files are, for messages: a folder, or s3://bucket at the endpoint. */
  readonly location: string;
  saveThen<T>(folder: MediaFolder, bytes: Buffer, field: string, record: (name: string, trx: Db) => T | Promise<T>, options?: SaveOptions<T>): Promise<T>;
  changeThenRemove<T>(change: (drop: DropFile, trx: Db) => T | Promise<T>): Promise<T>;
  sweep(now?: number): Promise<void>;
  sweepEvery(everyMs: number, onSweepFailed?: (error: unknown) => void): () => void;
  exists(folder: MediaFolder, name: string): Promise<boolean>;
  /** The file to send, or null when there is none under that (safe) name. `range`: a Range header's value. */
  open(folder: MediaFolder, name: string, range?: string): Promise<StoredFile | null>;
  /** Writes bytes as they are under a name the caller made (the demo seed; no journal, no checks). */
  put(folder: MediaFolder, name: string, bytes: Buffer): Promise<void>;
  /** Throws unless a new file can be written and removed now (GET /readyz): a probe in each folder, or in the bucket. */
  checkWritable(): Promise<void>;
  /** Releases connections (the S3 client); the folder store has none. */
  close(): Promise<void>;
}

/** A new upload's name and sniffed type. */
export interface NewFile {
  name: string;
  type: SniffedType;
}

export abstract class JournaledMediaStore implements MediaStorage {
  abstract readonly kind: 'folder' | 's3';
  abstract readonly location: string;
  private sweeping: Promise<void> | null = null;

  /**
   * `journal`: needed to record changes (saveThen, changeThenRemove); a store without one only saves files.
   * `onRemovalFailed`: where a failed removal is reported (the server's log).
   */
  protected constructor(
    protected readonly journal?: MediaJournal,
    protected readonly onRemovalFailed: RemovalFailed = () => {},
  ) {}

  /** Makes `bytes` appear, complete, as folder/name; calls `list` (the journal) before it can appear. */
  protected abstract place(folder: MediaFolder, name: string, bytes: Buffer, list: () => Promise<void>): Promise<void>;
  /** Removes folder/name; no error when it is already gone. */
  protected abstract removeObject(folder: MediaFolder, name: string): Promise<void>;
  /** Removes the store's own partial writes last touched before `cutoff` (ms). */
  protected abstract sweepLeftovers(cutoff: number): Promise<void>;

  abstract exists(folder: MediaFolder, name: string): Promise<boolean>;
  abstract open(folder: MediaFolder, name: string, range?: string): Promise<StoredFile | null>;
  abstract put(folder: MediaFolder, name: string, bytes: Buffer): Promise<void>;
  abstract checkWritable(): Promise<void>;
  async close(): Promise<void> {}

  /**
   * Removes the leftovers and the listed files older than SWEEP_GRACE_MS at `now`: what a crash or a failed
   * removal left, never a write in flight (see the top). A sweep already running is joined, not doubled.
   */
  sweep(now = Date.now()): Promise<void> {
    this.sweeping ??= this.sweepOnce(now).finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(now: number): Promise<void> {
    const cutoff = now - SWEEP_GRACE_MS;
    await this.sweepLeftovers(cutoff);
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

  /** A new name for the bytes, after checking their type. `field` names the form field in the 400. */
  protected newFile(bytes: Buffer, field: string, accepted: readonly SniffedType[]): NewFile {
    const type = sniff(bytes);
    if (!type || !accepted.includes(type)) {
      // Said to a person: the field is named in the errors' key, never in the words.
      const message = validationText(accepted.includes('mp4') || accepted.includes('pdf') ? 'upload.theFileType' : 'upload.imageType', { formats: typeNames(accepted) });
      throw new HttpProblem(400, message, { [field]: message });
    }
    return { name: `${randomUUID()}.${type}`, type };
  }

  /**
   * The upload checked and without its metadata (metadata.ts: no published GPS position), stored under a new name
   * listed in the journal (committed, or in `within`) before the file takes it. Every upload is stored through here.
   */
  private async saveListed(journal: MediaJournal, folder: MediaFolder, bytes: Buffer, field: string, accepted: readonly SniffedType[], within?: Db): Promise<string> {
    const file = this.newFile(bytes, field, accepted);
    const stored = await withoutMetadata(bytes, file.type, field);
    await this.place(folder, file.name, stored, () => journal.list(folder, file.name, within));
    return file.name;
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
  protected async removeListed(folder: MediaFolder, name: string, within?: Db): Promise<void> {
    try {
      if (isSafeName(name)) await this.removeObject(folder, name);
      await this.journal?.unlist(folder, name, within);
    } catch (error) {
      this.onRemovalFailed({ folder, name, error });
    }
  }
}

/** A plain file name: no separators, no dot-dot, no leading dot. */
export function isSafeName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) && !name.includes('..');
}

/** The content type a public file is sent with, by its server-made extension. */
export const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

export const mediaTypeOf = (name: string) => MEDIA_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
