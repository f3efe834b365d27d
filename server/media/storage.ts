/**
 * Media files under DATA_DIR/media/<folder>. Names are made by the server; writes go to a temp file that is
 * renamed into place, so a reader never sees half a file. A failed write removes its temp file (a full disk
 * stays no fuller than before), and temp files left by a crash are swept when the store opens. With the
 * server's journal (journal.ts), an upload and the change recording it are one unit even across a kill -9:
 * a file renamed into place whose change never committed, or replaced by a change that did, is removed when
 * the store next opens. Every removal goes through the journal too: the file is listed in the transaction of the
 * change that made it unreferenced and removed after the commit; a removal that fails (a read-only folder, say)
 * is logged and stays listed, and the next start removes it. The change has committed either way, so the
 * request that made it succeeds.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_FOLDERS, type MediaFolder } from '../../src/domain/media.ts';
import { HttpProblem } from '../errors.ts';
import { diskFull, isDiskFull } from '../faults.ts';
import { IMAGE_TYPES, sniff, typeNames, type SniffedType } from './sniff.ts';
import type { MediaJournal } from './journal.ts';

/** Writes a new file; replaceable so tests can fail a write part-way as a full disk does. */
export type WriteFile = (file: string, bytes: Buffer) => void;

const writeNewFile: WriteFile = (file, bytes) => fs.writeFileSync(file, bytes, { flag: 'wx' });

/** Removes a file if present; replaceable so tests can fail a removal as a read-only folder does. */
export type RemoveFile = (file: string) => void;

const removeIfPresent: RemoveFile = (file) => fs.rmSync(file, { force: true });

/** Told about a removal that failed (the file stays listed for the next start). */
export type RemovalFailed = (failure: { folder: string; name: string; error: unknown }) => void;

/** Lists a file for removal once the change it is called in commits (null/undefined: nothing to remove). */
export type DropFile = (folder: MediaFolder, name: string | null | undefined) => void;

const TEMP_FILE = /^\..+\.tmp$/;

export interface SaveOptions<T> {
  accepted?: readonly SniffedType[];
  /** The file the recorded change made unreferenced (e.g. the poster it replaced), removed once it commits. */
  replaced?: (result: T) => string | null | undefined;
}

export class MediaStore {
  writeFile: WriteFile = writeNewFile;
  removeFile: RemoveFile = removeIfPresent;

  /**
   * `extraFolders`: folders beyond MEDIA_FOLDERS, e.g. those of a newly declared vendor kind.
   * `onRemovalFailed`: where a failed removal is reported (the server's log).
   */
  constructor(
    public readonly root: string,
    extraFolders: readonly string[] = [],
    private readonly journal?: MediaJournal,
    private readonly onRemovalFailed: RemovalFailed = () => {},
  ) {
    for (const folder of [...Object.values(MEDIA_FOLDERS), ...extraFolders]) {
      fs.mkdirSync(path.join(root, folder), { recursive: true });
      this.sweepTempFiles(folder);
    }
    for (const { folder, name } of journal?.listed() ?? []) this.removeListed(folder as MediaFolder, name);
  }

  /** Removes temp files a crash or kill left behind (no request is running yet when the store opens). */
  private sweepTempFiles(folder: string): void {
    const dir = path.join(this.root, folder);
    for (const name of fs.readdirSync(dir)) if (TEMP_FILE.test(name)) fs.rmSync(path.join(dir, name), { force: true });
  }

  pathOf(folder: MediaFolder, name: string): string {
    if (!isSafeName(name)) throw new HttpProblem(400, 'Invalid file name', { imageName: 'Invalid file name' });
    return path.join(this.root, folder, name);
  }

  /**
   * Checks the bytes, writes them under a new server-made name and returns it.
   * `field` names the form field in the 400 when the bytes are not an accepted type.
   */
  save(folder: MediaFolder, bytes: Buffer, field: string, accepted: readonly SniffedType[] = IMAGE_TYPES): string {
    return this.write(folder, bytes, field, accepted);
  }

  /** save(), with `beforeRename(name)` run once the bytes are written and before the file takes its name. */
  private write(folder: MediaFolder, bytes: Buffer, field: string, accepted: readonly SniffedType[], beforeRename?: (name: string) => void): string {
    const type = sniff(bytes);
    if (!type || !accepted.includes(type)) {
      // Said to a person: the field is named in the errors' key, never in the words.
      const message = `${accepted.includes('mp4') || accepted.includes('pdf') ? 'The file' : 'The image'} must be a ${typeNames(accepted)} file`;
      throw new HttpProblem(400, message, { [field]: message });
    }
    const name = `${randomUUID()}.${type}`;
    const final = path.join(this.root, folder, name);
    const temp = path.join(this.root, folder, `.${name}.tmp`);
    try {
      this.writeFile(temp, bytes);
      beforeRename?.(name);
      fs.renameSync(temp, final);
    } catch (error) {
      fs.rmSync(temp, { force: true });
      throw isDiskFull(error) ? diskFull('upload') : error;
    }
    return name;
  }

  /**
   * Saves the file, then runs `record` (a DB transaction); removes the file again if recording fails, and the
   * file `replaced` names once it commits. With a journal the same holds across a crash (see the top).
   */
  saveThen<T>(folder: MediaFolder, bytes: Buffer, field: string, record: (name: string) => T, { accepted = IMAGE_TYPES, replaced }: SaveOptions<T> = {}): T {
    const journal = this.journal;
    const name = this.write(folder, bytes, field, accepted, (named) => journal?.list(folder, named));
    let old: string | null | undefined;
    let result: T;
    try {
      const recordAndSettle = () => {
        const recorded = record(name);
        old = replaced?.(recorded);
        journal?.unlist(folder, name);
        if (old) journal?.list(folder, old);
        return recorded;
      };
      result = journal ? journal.atomically(recordAndSettle) : recordAndSettle();
    } catch (err) {
      this.removeListed(folder, name);
      throw err;
    }
    if (old) this.removeListed(folder, old);
    return result;
  }

  /**
   * Runs `change` in one transaction; each file it passes to `drop` is listed in the journal in that transaction
   * and removed once it commits (see the top for a removal that fails).
   */
  changeThenRemove<T>(change: (drop: DropFile) => T): T {
    const dropped: { folder: MediaFolder; name: string }[] = [];
    const journal = this.journal;
    const run = () => {
      dropped.length = 0;
      return change((folder, name) => {
        if (!name || !isSafeName(name)) return;
        dropped.push({ folder, name });
        journal?.list(folder, name);
      });
    };
    const result = journal ? journal.atomically(run) : run();
    for (const { folder, name } of dropped) this.removeListed(folder, name);
    return result;
  }

  /** Removes a listed file and takes it off the list; a failure is reported and the file stays listed. */
  private removeListed(folder: MediaFolder, name: string): void {
    try {
      if (isSafeName(name)) this.removeFile(path.join(this.root, folder, name));
      this.journal?.unlist(folder, name);
    } catch (error) {
      this.onRemovalFailed({ folder, name, error });
    }
  }

  exists(folder: MediaFolder, name: string): boolean {
    return isSafeName(name) && fs.existsSync(path.join(this.root, folder, name));
  }
}

/** A plain file name: no separators, no dot-dot, no leading dot. */
export function isSafeName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) && !name.includes('..');
}
