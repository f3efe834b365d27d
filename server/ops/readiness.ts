/**
 * What GET /readyz checks (server/routes/operations.ts): the database answers within READY_TIMEOUT_MS, every
 * migration of this version is applied (an instance of a newer version may be waiting for another's migration,
 * or a restore brought back an older schema), and the media store takes a new file (a probe written and
 * removed: a read-only or vanished mount, a full disk, changed permissions, a refused bucket fail it). Each check is bounded by the
 * timeout, so a hung database or file system answers 503 in time rather than never.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { engineOf } from '../db/engines/index.ts';
import { migrationFiles } from '../db/open.ts';

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

/** The media store takes a new file (server/media/store.ts `checkWritable`: each folder, or the bucket). */
async function checkMedia(app: FastifyInstance, timeoutMs: number): Promise<ReadinessPart | null> {
  try {
    await within(timeoutMs, app.media.checkWritable());
    return null;
  } catch (error) {
    app.log.warn({ err: error }, 'Readiness: the media store does not take new files');
    return 'media';
  }
}

/** The parts that are not ready (none: ready). */
export async function unreadyParts(app: FastifyInstance): Promise<ReadinessPart[]> {
  const timeoutMs = app.config.readyTimeoutMs;
  const results = await Promise.all([checkDatabase(app, timeoutMs), checkMedia(app, timeoutMs)]);
  return results.filter((part): part is ReadinessPart => part !== null);
}
