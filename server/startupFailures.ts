/**
 * Why the server could not start, as one line an operator can act on: what failed, the path or port, and what to
 * do. main.ts prints it instead of a stack trace; anything not recognised here still prints in full.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { ConfigError, redactedUrl } from './config.ts';
import { isDatabaseUnreachable } from './faults.ts';
import { StartupError } from './db/bootstrap.ts';
import { DatabaseDamaged } from './db/integrity.ts';

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');

/** The folder's stat, or undefined when it cannot be read (missing, or a file on the way: ENOTDIR). */
function statQuietly(folder: string): fs.Stats | undefined {
  try {
    return fs.statSync(folder, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/**
 * Why a missing DATA_DIR could not be made. Node's recursive mkdir reports ENOENT when a folder on the way cannot be
 * created on a read-only file system (it stats the path after EROFS), so the nearest existing folder is asked.
 */
function whyNotCreated(dataDir: string): string {
  let folder = path.dirname(dataDir);
  while (!fs.existsSync(folder) && path.dirname(folder) !== folder) folder = path.dirname(folder);
  try {
    if (!fs.statSync(folder).isDirectory()) return 'ENOTDIR';
    fs.accessSync(folder, fs.constants.W_OK);
    return 'ENOENT';
  } catch (error) {
    return codeOf(error) || 'ENOENT';
  }
}

/** Why PostgreSQL (DATABASE_URL) could not be opened or migrated, or null when the failure is not its. */
function postgresFailure(error: unknown, databaseUrl: string): string | null {
  const code = codeOf(error);
  let url: URL | undefined;
  try {
    url = new URL(databaseUrl);
  } catch {
    url = undefined;
  }
  const server = `PostgreSQL at ${url ? `${url.hostname}:${url.port || 5432}` : redactedUrl(databaseUrl)}`;
  const user = url ? decodeURIComponent(url.username) : '';
  const database = url ? decodeURIComponent(url.pathname.slice(1)) : '';
  const detail = error instanceof Error ? error.message : String(error);
  if (code === '28P01' || code === '28000') {
    return `${server} refused the login of user "${user}" (${detail}): check the user and password in DATABASE_URL.`;
  }
  if (code === '3D000') return `The database "${database}" does not exist on ${server}: create it (createdb ${database || '<name>'}), or correct DATABASE_URL.`;
  if (code === '42501') {
    return `The PostgreSQL user "${user}" may not create the marketplace's tables (${detail}): make it the owner of database "${database}", or use one that is.`;
  }
  if (code === '58P01' || code === '0A000' || /extension "(citext|pg_trgm)"/.test(detail)) {
    return `${server} lacks the citext and pg_trgm extensions (${detail}): install its contrib package (Debian's postgresql includes it), then start again.`;
  }
  if (code === '57P03') return `${server} is starting up or shutting down (${detail}): start again once it accepts connections.`;
  if (isDatabaseUnreachable(error)) {
    return `Cannot reach ${server} (${code || detail}): start PostgreSQL, or set DATABASE_URL to a server this machine can reach.`;
  }
  return null;
}

export function describeStartupFailure(error: unknown, config: Config | undefined): string | null {
  if (error instanceof ConfigError || error instanceof StartupError) return error.message;
  if (!config) return null;
  const code = codeOf(error);
  if (config.databaseUrl) {
    const failure = postgresFailure(error, config.databaseUrl);
    if (failure) return failure;
  }
  const { dataDir, port, host } = config;
  const database = path.join(dataDir, 'marketplace.db');

  if (code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is already in use: stop the program using it, or start with another PORT (PORT=0 picks a free one).`;
  }
  if (code === 'EADDRNOTAVAIL') return `HOST ${host} is not an address of this machine: set HOST to one of its addresses (e.g. 127.0.0.1 or 0.0.0.0).`;
  if ((code === 'EACCES' || code === 'EPERM') && 'port' in (error as object)) {
    return `Not allowed to listen on ${host}:${port}: choose a PORT above 1024, or let a reverse proxy listen on the low port.`;
  }
  const stat = statQuietly(dataDir);
  if (stat && !stat.isDirectory()) return `DATA_DIR ${dataDir} is a file, not a folder: set DATA_DIR to a folder (it is created when missing).`;
  if (error instanceof DatabaseDamaged || code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') {
    const detail = error instanceof Error ? error.message : String(error);
    return `The database ${database} is damaged (${detail}): restore it from a backup, or move it aside to start with an empty one.`;
  }
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL') {
    return `The disk holding DATA_DIR ${dataDir} is full: free some space, then start again.`;
  }
  if (code === 'ENOENT' && (error as { syscall?: unknown }).syscall === 'mkdir' && !stat) {
    return `DATA_DIR ${dataDir} does not exist and cannot be created (${whyNotCreated(dataDir)}): create it on a writable disk, or set DATA_DIR to a writable folder.`;
  }
  if (['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'SQLITE_READONLY', 'SQLITE_CANTOPEN'].includes(code) || code.startsWith('SQLITE_IOERR')) {
    return `DATA_DIR ${dataDir} is not writable (${code}): give this user write access to it (and to marketplace.db inside), or set DATA_DIR to a writable folder.`;
  }
  return null;
}
