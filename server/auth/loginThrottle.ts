/**
 * Failed-login throttle with growing delays, per key (a client address, an account).
 *
 * An attempt is reserved before the password is hashed, so a burst of simultaneous tries is counted as it
 * arrives: once the reservations of a key reach its limit, further tries get 429 at once and are never hashed.
 * A successful login refunds only its own reservation, its count and the wait it started (so a right password does
 * not re-arm a wait for the next one); it never clears what other attempts recorded.
 * Past the limit each further failure doubles the wait (1 min, 2, 4, ... at most 15 min), so the right password
 * always works again once the wait is over: there is no permanent lock.
 *
 * The counts live in the database (repositories/loginThrottle.ts), so several instances behind a load balancer
 * throttle as one server: a reservation is taken with an upsert that applies this rule to the row as it stands.
 */
import type { Db } from '../db/database.ts';
import { pruneThrottle, recordFailure, refundAttempts, takeAttempts, throttleRows, type AttemptRule, type TakenAttempts } from '../repositories/loginThrottle.ts';

export const BASE_DELAY_MS = 60_000;
export const MAX_DELAY_MS = 15 * 60_000;
/**
 * A key with no attempt for this long is forgotten, and its row pruned. A reservation still unsettled after this
 * long belongs to an instance that stopped mid-check, so it does not keep the key alive.
 */
export const FORGET_AFTER_MS = 30 * 60_000;
const PRUNE_EVERY_MS = 60_000;
/** Rounds of look-then-take when other instances keep changing the same keys in between. */
const MAX_ROUNDS = 5;

export interface ThrottleKey {
  key: string;
  limit: number;
}

/** What a granted attempt holds: `fail` keeps it counted, `refund` (right password, or never checked) takes it back. */
export interface Reservation {
  fail(): Promise<void>;
  refund(): Promise<void>;
}

export type ReserveResult = { granted: true; reservation: Reservation } | { granted: false; retryAfterSeconds: number };

export function delayAfter(excess: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.min(excess, 20), MAX_DELAY_MS);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The rule of an attempt at `now`, as times the stored rows are compared with. */
function attemptRule(now: number): AttemptRule {
  const waits: { excess: number; lastAtMost: string }[] = [];
  for (let excess = 0; ; excess++) {
    const delay = delayAfter(excess);
    waits.push({ excess, lastAtMost: iso(now - delay) });
    if (delay >= MAX_DELAY_MS) break;
  }
  return { at: iso(now), forgetBefore: iso(now - FORGET_AFTER_MS), waits };
}

const refused = (waitMs: number): ReserveResult => ({ granted: false, retryAfterSeconds: Math.ceil(waitMs / 1000) });

export class LoginThrottle {
  private nextPruneAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Reserves one attempt on every key at once, or says how long the most restricted key must wait. */
  async reserve(db: Db, keys: readonly ThrottleKey[]): Promise<ReserveResult> {
    const now = this.now();
    await this.prune(db, now);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const wait = await this.waitMs(db, keys, now);
      if (wait > 0) return refused(wait);
      const rule = attemptRule(now);
      const taken = await takeAttempts(db, keys, rule);
      if (taken) return { granted: true, reservation: this.reservation(db, taken, rule.at) };
      // Another instance changed a key between the look and the take: look again.
    }
    return refused(1000);
  }

  /** Milliseconds the most restricted of `keys` must wait before its next attempt (0 = may try now). */
  async waitMs(db: Db, keys: readonly ThrottleKey[], now = this.now()): Promise<number> {
    const rows = new Map((await throttleRows(db, keys.map(({ key }) => key))).map((row) => [row.key, row]));
    let wait = 0;
    for (const { key, limit } of keys) {
      const row = rows.get(key);
      if (!row || row.attempts < limit) continue;
      const lastAt = Date.parse(row.last_at);
      if (now - lastAt >= FORGET_AFTER_MS) continue;
      wait = Math.max(wait, lastAt + delayAfter(row.attempts - limit) - now);
    }
    return wait;
  }

  private reservation(db: Db, taken: TakenAttempts, at: string): Reservation {
    const keys = [...taken.keys()];
    let settled = false;
    const settle = async (write: () => Promise<void>) => {
      if (settled) return;
      settled = true;
      try {
        await write();
      } catch (error) {
        // Not written: the caller may settle it again.
        settled = false;
        throw error;
      }
    };
    return {
      fail: () => settle(() => recordFailure(db, keys, iso(this.now()))),
      refund: () => settle(() => refundAttempts(db, taken, at)),
    };
  }

  /** Forgotten keys' rows go, at most once a minute per instance. */
  private async prune(db: Db, now: number): Promise<void> {
    if (now < this.nextPruneAt) return;
    this.nextPruneAt = now + PRUNE_EVERY_MS;
    await pruneThrottle(db, iso(now - FORGET_AFTER_MS));
  }
}
