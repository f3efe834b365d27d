/**
 * Faults of the machine or of the request stream, as the plain answers an admin can act on:
 * a full disk (ENOSPC, EDQUOT, SQLite's SQLITE_FULL) is 507, a malformed or cut-off multipart body is 400.
 */
import { HttpProblem } from './errors.ts';

export const DISK_FULL_MESSAGE = "The server's disk is full; the upload was not saved";

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

export function isDiskFull(error: unknown): boolean {
  return DISK_FULL_CODES.has(String((error as { code?: unknown } | null)?.code));
}

export const diskFull = () => new HttpProblem(507, DISK_FULL_MESSAGE);

export function problemOfFault(error: unknown): HttpProblem | null {
  if (error instanceof HttpProblem) return null;
  if (isDiskFull(error)) return diskFull();
  return null;
}
