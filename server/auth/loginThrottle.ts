/**
 * Failed-login throttle with growing delays, per key (a client address, an account).
 *
 * An attempt is reserved before the password is hashed, so a burst of simultaneous tries is counted as it
 * arrives: once the reservations of a key reach its limit, further tries get 429 at once and are never hashed.
 * A successful login refunds only its own reservation; it never clears what other attempts recorded.
 * Past the limit each further failure doubles the wait (1 min, 2, 4, ... at most 15 min), so the right password
 * always works again once the wait is over: there is no permanent lock.
 */

export const BASE_DELAY_MS = 60_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A key with no attempt for this long (and nothing in flight) is forgotten. */
export const FORGET_AFTER_MS = 30 * 60_000;
const MAX_KEYS = 50_000;

interface Entry {
  /** Failures plus attempts in flight. */
  count: number;
  inFlight: number;
  /** Time of the last reservation or failure; the wait runs from here. */
  lastAt: number;
}

export interface ThrottleKey {
  key: string;
  limit: number;
}

/** What a granted attempt holds: `fail` keeps it counted, `refund` (right password, or never checked) takes it back. */
export interface Reservation {
  fail(): void;
  refund(): void;
}

export type ReserveResult = { granted: true; reservation: Reservation } | { granted: false; retryAfterSeconds: number };

export function delayAfter(excess: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.min(excess, 20), MAX_DELAY_MS);
}

export class LoginThrottle {
  private entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Reserves one attempt on every key at once, or says how long the most restricted key must wait. */
  reserve(keys: readonly ThrottleKey[]): ReserveResult {
    const now = this.now();
    const wait = Math.max(0, ...keys.map(({ key, limit }) => this.waitMs(key, limit, now)));
    if (wait > 0) return { granted: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    const held = keys.map(({ key }) => this.take(key, now));
    let settled = false;
    const settle = (outcome: 'fail' | 'refund') => {
      if (settled) return;
      settled = true;
      const at = this.now();
      for (const entry of held) {
        entry.inFlight -= 1;
        if (outcome === 'refund') entry.count -= 1;
        else entry.lastAt = at;
      }
    };
    return { granted: true, reservation: { fail: () => settle('fail'), refund: () => settle('refund') } };
  }

  /** Milliseconds the key must wait before its next attempt (0 = may try now). */
  waitMs(key: string, limit: number, now = this.now()): number {
    const entry = this.live(key, now);
    if (!entry || entry.count < limit) return 0;
    return Math.max(0, entry.lastAt + delayAfter(entry.count - limit) - now);
  }

  private take(key: string, now: number): Entry {
    let entry = this.live(key, now);
    if (!entry) {
      if (this.entries.size >= MAX_KEYS) this.prune(now);
      entry = { count: 0, inFlight: 0, lastAt: now };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    entry.inFlight += 1;
    entry.lastAt = now;
    return entry;
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.inFlight === 0 && now - entry.lastAt >= FORGET_AFTER_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops forgotten keys; if still full, the oldest idle ones (Map order is insertion order). */
  private prune(now: number): void {
    for (const key of [...this.entries.keys()]) this.live(key, now);
    for (const [key, entry] of this.entries) {
      if (this.entries.size < MAX_KEYS) break;
      if (entry.inFlight === 0) this.entries.delete(key);
    }
  }
}
