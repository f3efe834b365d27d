/**
 * Space held back in DATA_DIR so that admins and vendors can still log in and out when the disk is full: a login
 * writes its attempt count and a session row, a logout removes one, and at 0 bytes free SQLite cannot grow its
 * write-ahead log for them (507). Only those writes use it (withReserve): the first that finds the disk full frees
 * the reserve and is tried again, then the reserve is taken back with what room is left, so the space a login did
 * not use is not there for other writes to fill (they answer 507 as before) and the next login finds it again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDiskFull } from './faults.ts';

export const RESERVE_FILE = 'space-reserve';
export const RESERVE_BYTES = 2 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

export class DiskReserve {
  readonly file: string;

  constructor(dataDir: string, private readonly onRelease: () => void = () => {}, private readonly size = RESERVE_BYTES) {
    this.file = path.join(dataDir, RESERVE_FILE);
  }

  /**
   * Makes the reserve when it is missing or short; without room for all of it, it holds what there is. DATA_DIR is
   * made when missing, as SQLite's start makes it: with the data in PostgreSQL it may hold nothing else.
   */
  ensure(): void {
    if (fs.statSync(this.file, { throwIfNoEntry: false })?.size === this.size) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    this.take();
  }

  /** Grows the reserve file towards its size until the disk is full; an empty one is not kept. */
  private take(): void {
    let fd: number | undefined;
    let held = 0;
    try {
      fd = fs.openSync(this.file, 'a');
      held = fs.fstatSync(fd).size;
      while (held < this.size) held += fs.writeSync(fd, Buffer.alloc(Math.min(CHUNK_BYTES, this.size - held)));
    } catch (error) {
      if (!isDiskFull(error)) throw error;
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
      if (held === 0) fs.rmSync(this.file, { force: true });
    }
  }

  /**
   * Runs `write` (a login's or logout's); when it fails on a full disk and the reserve is still held, frees it,
   * runs `write` again and takes the reserve back.
   */
  async withReserve<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isDiskFull(error) || !fs.existsSync(this.file)) throw error;
      fs.rmSync(this.file, { force: true });
      this.onRelease();
      try {
        return await write();
      } finally {
        this.retake();
      }
    }
  }

  /** take(), whose failure must not fail the login that freed the reserve: the next start tries again. */
  private retake(): void {
    try {
      this.take();
    } catch {
      fs.rmSync(this.file, { force: true });
    }
  }
}
