/** Requests per key in its current window, for the rate-limited routes (server/rateLimitStore.ts). */
import type { Db } from '../db/database.ts';

/**
 * Counts one request on `key` with one upsert: a new key, or one whose window is over at `now`, starts a window
 * ending at `resetAt` with one request. Returns the window's count and end (ISO-8601 text).
 */
export async function countRequest(db: Db, key: string, now: string, resetAt: string): Promise<{ hits: number; reset_at: string }> {
  return db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const windowOver = eb('rate_limits.reset_at', '<=', now);
        return {
          hits: eb.case().when(windowOver).then(1).else(eb('rate_limits.hits', '+', 1)).end(),
          reset_at: eb.case().when(windowOver).then(resetAt).else(eb.ref('rate_limits.reset_at')).end(),
        };
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
}

export async function pruneRateLimits(db: Db, now: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
