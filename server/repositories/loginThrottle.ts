/**
 * The login throttle's counters (server/auth/loginThrottle.ts holds the rule): one row per key, so every instance
 * over the database counts the same attempts.
 */
import { sql, type SqlBool } from 'kysely';
import { inTransaction, type Db } from '../db/database.ts';
import { engineOf } from '../db/engines/index.ts';

export interface ThrottleRow {
  key: string;
  /** Failures plus attempts in flight. */
  attempts: number;
  /** The last reservation or failure; the wait runs from here. */
  last_at: string;
}

/** When a key may start another attempt; every time is ISO-8601 text, as stored. */
export interface AttemptRule {
  /** The new attempt's time. */
  at: string;
  /** A key whose last attempt was at or before this is forgotten: it starts again from one. */
  forgetBefore: string;
  /**
   * Past its limit, with `excess` attempts over it, a key may try again once its last attempt was at or before
   * `lastAtMost`; the final entry covers every larger excess.
   */
  waits: readonly { excess: number; lastAtMost: string }[];
}

export async function throttleRows(db: Db, keys: readonly string[]): Promise<ThrottleRow[]> {
  if (keys.length === 0) return [];
  return db.selectFrom('login_throttle').select(['key', 'attempts', 'last_at']).where('key', 'in', keys).execute();
}

class Refused extends Error {}

/** `login_throttle.last_at` is far enough back for the row's excess over `limit`. */
function waitIsOver(limit: number, waits: AttemptRule['waits']) {
  const lastAt = sql.ref('login_throttle.last_at');
  const final = waits.at(-1);
  if (!final) throw new Error('An attempt rule needs at least one wait');
  if (waits.length === 1) return sql<SqlBool>`${lastAt} <= ${final.lastAtMost}`;
  const steps = waits.slice(0, -1).map(({ excess, lastAtMost }) => sql`WHEN ${excess} THEN ${lastAtMost}`);
  return sql<SqlBool>`${lastAt} <= CASE ${sql.ref('login_throttle.attempts')} - ${limit} ${sql.join(steps, sql` `)} ELSE ${final.lastAtMost} END`;
}

/** Each key's `last_at` before an attempt was taken (null: the key had no row), for a refund to put back. */
export type TakenAttempts = ReadonlyMap<string, string | null>;

/**
 * Counts one attempt on every key, or on none: each key's upsert counts only while the key may try (the rule is
 * evaluated on the row as it is at that moment, so another instance's attempts in between are seen). Null when a
 * key may not, e.g. because another instance took its last attempt since the caller looked.
 */
export async function takeAttempts(db: Db, keys: readonly { key: string; limit: number }[], rule: AttemptRule): Promise<TakenAttempts | null> {
  // One order for every caller, so two transactions never wait for each other's rows crosswise.
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const previous = new Map<string, string | null>();
  try {
    await inTransaction(db, async (trx) => {
      for (const { key, limit } of ordered) {
        const before = await engineOf(trx).forUpdate(trx.selectFrom('login_throttle').select('last_at').where('key', '=', key)).executeTakeFirst();
        previous.set(key, before?.last_at ?? null);
        const taken = await trx
          .insertInto('login_throttle')
          .values({ key, attempts: 1, last_at: rule.at })
          .onConflict((oc) =>
            oc
              .column('key')
              .doUpdateSet((eb) => ({
                attempts: eb.case().when('login_throttle.last_at', '<=', rule.forgetBefore).then(1).else(eb('login_throttle.attempts', '+', 1)).end(),
                last_at: rule.at,
              }))
              .where((eb) =>
                eb.or([eb('login_throttle.last_at', '<=', rule.forgetBefore), eb('login_throttle.attempts', '<', limit), waitIsOver(limit, rule.waits)]),
              ),
          )
          .returning('key')
          .executeTakeFirst();
        if (!taken) throw new Refused();
      }
    });
    return previous;
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
}

/** The attempts failed: they stay counted, and the wait runs from `at`. */
export async function recordFailure(db: Db, keys: readonly string[], at: string): Promise<void> {
  await db.updateTable('login_throttle').set({ last_at: at }).where('key', 'in', keys).execute();
}

/**
 * The attempts taken at `at` are taken back (right password, or never checked): each key's count, and its wait
 * clock unless a later attempt moved it, so the refunded attempt neither counts nor restarts a wait. What other
 * attempts recorded stays.
 */
export async function refundAttempts(db: Db, taken: TakenAttempts, at: string): Promise<void> {
  for (const [key, before] of taken) {
    await db
      .updateTable('login_throttle')
      .set((eb) => ({
        attempts: eb.case().when('attempts', '>', 0).then(eb('attempts', '-', 1)).else(0).end(),
        ...(before === null ? {} : { last_at: eb.case().when('last_at', '=', at).then(before).else(eb.ref('last_at')).end() }),
      }))
      .where('key', '=', key)
      .execute();
  }
}

export async function pruneThrottle(db: Db, forgetBefore: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('last_at', '<=', forgetBefore).execute();
}
