/**
 * Space held back in DATA_DIR so that admins can still log in when the disk is full: a login writes its attempt count
 * and a session row, and at 0 bytes free SQLite cannot grow its write-ahead log for them (507). The first login
 * write that finds the disk full frees the reserve and is tried again, so logins keep working while someone frees
 * space; the reserve is made again at the next start when there is room for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDiskFull } from './faults.ts';

export const RESERVE_FILE = 'space-reserve';
export const RESERVE_BYTES = 2 * 1024 * 1024;

export class DiskReserve {
  readonly file: string;

  constructor(dataDir: string, private readonly onRelease: () => void = () => {}, private readonly size = RESERVE_BYTES) {
    this.file = path.join(dataDir, RESERVE_FILE);
  }

  /** Makes the reserve when it is missing; without room for it, the server starts without one. */
  ensure(): void {
    if (fs.statSync(this.file, { throwIfNoEntry: false })?.size === this.size) return;
    try {
      fs.writeFileSync(this.file, Buffer.alloc(this.size));
    } catch (error) {
      fs.rmSync(this.file, { force: true });
      if (!isDiskFull(error)) throw error;
    }
  }

  /** Runs `write`; when it fails on a full disk and the reserve is still held, frees it and runs `write` again. */
  async withReserve<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isDiskFull(error) || !fs.existsSync(this.file)) throw error;
      fs.rmSync(this.file, { force: true });
      this.onRelease();
      return write();
    }
  }
}
