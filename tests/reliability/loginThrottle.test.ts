/** The throttle's arithmetic on its own clock: reservations, refunds, growing delays, and no permanent lock. */
import { describe, expect, it } from 'vitest';
import { BASE_DELAY_MS, LoginThrottle, MAX_DELAY_MS, type ReserveResult } from '../../server/auth/loginThrottle.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const granted = (result: ReserveResult) => {
  if (!result.granted) throw new Error(`refused for ${result.retryAfterSeconds} s`);
  return result.reservation;
};

describe('login throttle', () => {
  const key = [{ key: 'address:192.0.2.1', limit: 3 }];

  it('counts attempts when they start, so simultaneous attempts beyond the limit are refused before hashing', () => {
    const throttle = new LoginThrottle(clock().now);
    const inFlight = [1, 2, 3].map(() => granted(throttle.reserve(key)));
    expect(throttle.reserve(key)).toEqual({ granted: false, retryAfterSeconds: BASE_DELAY_MS / 1000 });
    // The right password refunds its reservation: the others may try again.
    inFlight[0]?.refund();
    expect(throttle.reserve(key).granted).toBe(true);
  });

  it('doubles the wait with each failure past the limit, up to the cap, and lets the right password in after it', () => {
    const time = clock();
    const throttle = new LoginThrottle(time.now);
    for (let i = 0; i < 3; i++) granted(throttle.reserve(key)).fail();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = throttle.reserve(key);
      if (refused.granted) throw new Error('expected a wait');
      waits.push(refused.retryAfterSeconds);
      time.advance(refused.retryAfterSeconds * 1000);
      granted(throttle.reserve(key)).fail();
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900].map((s) => Math.min(s, MAX_DELAY_MS / 1000)));
    time.advance(MAX_DELAY_MS);
    const right = granted(throttle.reserve(key));
    right.refund();
  });

  it('refuses when any of the keys must wait, and counts on all keys together', () => {
    const throttle = new LoginThrottle(clock().now);
    const account = { key: 'account:admin@test.local', limit: 2 };
    granted(throttle.reserve([{ key: 'address:a', limit: 9 }, account])).fail();
    granted(throttle.reserve([{ key: 'address:b', limit: 9 }, account])).fail();
    expect(throttle.reserve([{ key: 'address:c', limit: 9 }, account]).granted).toBe(false);
    expect(throttle.reserve([{ key: 'address:c', limit: 9 }, { key: 'account:other', limit: 2 }]).granted).toBe(true);
  });
});
