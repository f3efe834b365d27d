/**
 * Faults of the machine or of the request stream, as the plain answers an admin can act on:
 * a full disk (ENOSPC, EDQUOT, SQLite's SQLITE_FULL) is 507, a malformed or cut-off multipart body is 400.
 */
import { HttpProblem } from './errors.ts';

const diskFullMessage = (what: 'upload' | 'change') => `The server's disk is full; the ${what} was not saved`;

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

export function isDiskFull(error: unknown): boolean {
  return DISK_FULL_CODES.has(String((error as { code?: unknown } | null)?.code));
}

/** 507 for a failed media write ('upload') or any other write, e.g. SQLite's SQLITE_FULL ('change'). */
export const diskFull = (what: 'upload' | 'change' = 'change') => new HttpProblem(507, diskFullMessage(what));

export function problemOfFault(error: unknown): HttpProblem | null {
  if (error instanceof HttpProblem) return null;
  if (isDiskFull(error)) return diskFull();
  return null;
}
