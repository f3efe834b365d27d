/**
 * What GET /readyz checks (server/routes/operations.ts): the database answers within READY_TIMEOUT_MS, every
 * migration of this version is applied (an instance of a newer version may be waiting for another's migration,
 * or a restore brought back an older schema), and every media folder takes a new file (a probe written and
 * removed: a read-only or vanished mount, a full disk, changed permissions fail it). Each check is bounded by the
 * timeout, so a hung database or file system answers 503 in time rather than never.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { engineOf } from '../db/engines/index.ts';
import { migrationFiles } from '../db/open.ts';
import { DOCUMENT_FOLDER } from '../repositories/vendorDocuments.ts';
import { mediaFoldersOf } from '../../src/domain/vendorKinds/index.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';

/** A part /readyz names when it fails. */
export type ReadinessPart = 'database' | 'migrations' | 'media' | 'overload';

class TimedOut extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  // A check that fails after the timeout has nobody waiting: its rejection is not left unhandled.
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** 'database' when it does not answer in time, 'migrations' when it answers without every migration applied. */
async function checkDatabase(app: FastifyInstance, timeoutMs: number): Promise<ReadinessPart | null> {
  let applied: Set<string>;
  try {
    const { rows } = await within(timeoutMs, sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(app.db));
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    app.log.warn({ err: error }, 'Readiness: the database did not answer');
    return 'database';
  }
  const missing = migrationFiles(engineOf(app.db).name).filter((file) => !applied.has(file));
  if (missing.length === 0) return null;
  app.log.warn(`Readiness: migrations not applied: ${missing.join(', ')}`);
  return 'migrations';
}

/** The media folders the store writes to (as server/plugins/media.ts opens it). */
const mediaFolders = (app: FastifyInstance) => [...new Set([...Object.values(MEDIA_FOLDERS), ...mediaFoldersOf(app.vendorKinds), DOCUMENT_FOLDER])];

/**
 * A probe file written and removed in each media folder. Its name is a temp file's (`.<name>.tmp`): one a crash
 * left behind is swept like any other (server/media/storage.ts).
 */
async function checkMedia(app: FastifyInstance, timeoutMs: number): Promise<ReadinessPart | null> {
  const probe = async (folder: string) => {
    const file = path.join(app.media.root, folder, `.readyz-${randomUUID()}.tmp`);
    await fs.writeFile(file, 'ready', { flag: 'wx' });
    await fs.rm(file, { force: true });
  };
  try {
    await within(timeoutMs, Promise.all(mediaFolders(app).map(probe)));
    return null;
  } catch (error) {
    app.log.warn({ err: error }, 'Readiness: a media folder does not take new files');
    return 'media';
  }
}

/** The parts that are not ready (none: ready). */
export async function unreadyParts(app: FastifyInstance): Promise<ReadinessPart[]> {
  const timeoutMs = app.config.readyTimeoutMs;
  const results = await Promise.all([checkDatabase(app, timeoutMs), checkMedia(app, timeoutMs)]);
  return results.filter((part): part is ReadinessPart => part !== null);
}
