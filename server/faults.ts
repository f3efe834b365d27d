/**
 * Faults of the machine, the database or the request stream, as the plain answers an admin can act on:
 * a full disk (ENOSPC, EDQUOT, SQLite's SQLITE_FULL, PostgreSQL's disk_full) is 507; PostgreSQL out of reach (refused or dropped
 * connections, shutting down, no free connection in time) or a statement over DB_STATEMENT_TIMEOUT_MS (or with no
 * answer at all by then) is 503
 * (the transaction it was in is rolled back), as is a media folder the server may not write (read-only, EACCES); a
 * malformed or cut-off multipart body is 400.
 */
import { HttpProblem } from './errors.ts';
import { validationText } from '../src/domain/validationTexts.ts';

const diskFullMessage = (what: 'upload' | 'change') => validationText(what === 'upload' ? 'upload.diskFull' : 'upload.diskFullChange');

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');

export function isDiskFull(error: unknown): boolean {
  return DISK_FULL_CODES.has(codeOf(error));
}

/** 507 for a failed media write ('upload') or any other write, e.g. SQLite's SQLITE_FULL ('change'). */
export const diskFull = (what: 'upload' | 'change' = 'change') => new HttpProblem(507, diskFullMessage(what));

/** A media folder the server may not write: mounted read-only, or its permissions changed under the server. */
const NOT_WRITABLE_CODES = new Set(['EROFS', 'EACCES', 'EPERM']);

export const isNotWritable = (error: unknown) => NOT_WRITABLE_CODES.has(codeOf(error));

/** 503 for a media write the file system refused: the upload may work once an operator fixes the folder. */
export const mediaNotWritable = () => new HttpProblem(503, validationText('upload.notWritable'));

/**
 * Socket errors of a connection to PostgreSQL; its admin_shutdown, crash_shutdown, cannot_connect_now and
 * too_many_connections; class 08 (connection exceptions) is matched by prefix.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);

/**
 * What pg says, without a code, when no pooled connection came in time, a new one got no answer in time ('timeout
 * expired') or a connection died under a query.
 */
const UNREACHABLE_MESSAGES = /^(timeout exceeded when trying to connect|timeout expired|Connection terminated|Client has encountered a connection error|Connection refused)/i;

export function isDatabaseUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  if (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return error instanceof Error && UNREACHABLE_MESSAGES.test(error.message);
}

/**
 * PostgreSQL's query_canceled (a statement ran past statement_timeout), or pg's own query timeout: no answer at all
 * came in time (engines/postgres.ts), as from a frozen host.
 */
export const isStatementTimeout = (error: unknown) => codeOf(error) === '57014' || (error instanceof Error && error.message === 'Query read timeout');

export const databaseUnreachable = () => new HttpProblem(503, 'The database cannot be reached right now; try again in a moment');
export const databaseTooSlow = () => new HttpProblem(503, 'The database took too long to answer; try again in a moment');

export function problemOfFault(error: unknown): HttpProblem | null {
  if (error instanceof HttpProblem) return null;
  if (isDiskFull(error)) return diskFull();
  if (isStatementTimeout(error)) return databaseTooSlow();
  if (isDatabaseUnreachable(error)) return databaseUnreachable();
  return null;
}
