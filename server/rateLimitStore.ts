/**
 * @fastify/rate-limit's store over the database (its default store lives in one process's memory): every instance
 * counts a client's requests in the same rows, so requests spread over several instances are limited as if one
 * instance served them all. One upsert per request (repositories/rateLimits.ts); windows that are over are pruned.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from './db/database.ts';
import { countRequest, pruneRateLimits } from './repositories/rateLimits.ts';
import { isDiskFull } from './faults.ts';

const PRUNE_EVERY_MS = 60_000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The route a child store counts for: the plugin hands the route's options as `routeInfo`. */
function routeOf(options: object): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
  return `${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}`;
}

/** The store class to register with @fastify/rate-limit (`store: databaseRateLimitStore(app.db)`). */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let nextPruneAt = 0;

  async function count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    try {
      if (now >= nextPruneAt) {
        nextPruneAt = now + PRUNE_EVERY_MS;
        await pruneRateLimits(db, new Date(now).toISOString());
      }
      const { hits, reset_at } = await countRequest(db, key, new Date(now).toISOString(), new Date(now + timeWindow).toISOString());
      return { current: hits, ttl: Math.max(0, Date.parse(reset_at) - now) };
    } catch (error) {
      // A full disk leaves the request uncounted rather than failing it: reads and vendor logins and logouts keep
      // working (docs/security.md); a write it makes answers 507 itself, and logins stay under the login throttle.
      if (isDiskFull(error)) return { current: 0, ttl: timeWindow };
      throw error;
    }
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Each rate-limited route counts apart, as the plugin's memory store does. */
    private readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions, route = '') {
      this.prefix = route ? `${route} ` : '';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      void count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as FastifyRateLimitOptions, routeOf(routeOptions));
    }
  };
}
