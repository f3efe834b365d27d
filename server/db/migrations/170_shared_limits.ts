// Limits that every app instance shares, so several instances over one database count as one server.
// login_throttle: failed password checks per key (`address:<ip>`, `account:<email>`), server/auth/loginThrottle.ts.
// `attempts` counts failures plus checks in flight; the wait past the limit runs from `last_at`. A row idle for the
// throttle's forget period is pruned.
// rate_limits: requests per rate-limited route and client in the current window (server/rateLimitStore.ts);
// a row whose window is over starts again from one, and is pruned.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  for (const [table, count, at] of [
    ['login_throttle', 'attempts', 'last_at'],
    ['rate_limits', 'hits', 'reset_at'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn(count, 'integer', (c) => c.notNull())
      .addColumn(at, 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_${at}`).on(table).column(at).execute();
  }
}
