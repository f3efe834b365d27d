/**
 * The throttle's arithmetic on its own clock, over the database that holds its counts: reservations, refunds,
 * growing delays, no permanent lock, forgotten keys pruned, and several instances counting as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_DELAY_MS, FORGET_AFTER_MS, LoginThrottle, MAX_DELAY_MS, type ReserveResult, type ThrottleKey } from '../../server/auth/loginThrottle.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const granted = (result: ReserveResult) => {
  if (!result.granted) throw new Error(`refused for ${result.retryAfterSeconds} s`);
  return result.reservation;
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
const db = () => server.app.db;

let keys = 0;
/** A key no other test uses, so each test starts from no attempts. */
const fresh = (name: string, limit: number): ThrottleKey[] => [{ key: `${name}:${++keys}`, limit }];

describe('login throttle', () => {
  it('counts attempts when they start, so simultaneous attempts beyond the limit are refused before hashing', async () => {
    const throttle = new LoginThrottle(clock().now);
    const key = fresh('address', 3);
    const inFlight = [];
    for (let i = 0; i < 3; i++) inFlight.push(granted(await throttle.reserve(db(), key)));
    expect(await throttle.reserve(db(), key)).toEqual({ granted: false, retryAfterSeconds: BASE_DELAY_MS / 1000 });
    // The right password refunds its reservation: the others may try again.
    await inFlight[0]?.refund();
    expect((await throttle.reserve(db(), key)).granted).toBe(true);
  });

  it('grants exactly the limit to attempts that arrive together', async () => {
    const throttle = new LoginThrottle(clock().now);
    const key = fresh('address', 3);
    const results = await Promise.all(Array.from({ length: 8 }, () => throttle.reserve(db(), key)));
    expect(results.filter((result) => result.granted)).toHaveLength(3);
    expect(results.filter((result) => !result.granted)).toEqual(Array(5).fill({ granted: false, retryAfterSeconds: BASE_DELAY_MS / 1000 }));
  });

  it('doubles the wait with each failure past the limit, up to the cap, and lets the right password in after it', async () => {
    const time = clock();
    const throttle = new LoginThrottle(time.now);
    const key = fresh('address', 3);
    for (let i = 0; i < 3; i++) await granted(await throttle.reserve(db(), key)).fail();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await throttle.reserve(db(), key);
      if (refused.granted) throw new Error('expected a wait');
      waits.push(refused.retryAfterSeconds);
      time.advance(refused.retryAfterSeconds * 1000);
      await granted(await throttle.reserve(db(), key)).fail();
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900].map((s) => Math.min(s, MAX_DELAY_MS / 1000)));
    time.advance(MAX_DELAY_MS);
    const right = granted(await throttle.reserve(db(), key));
    await right.refund();
  });

  it('a right password after the wait neither counts nor starts a new wait: the next right one is let in too', async () => {
    const time = clock();
    const throttle = new LoginThrottle(time.now);
    const key = fresh('address', 3);
    for (let i = 0; i < 3; i++) await granted(await throttle.reserve(db(), key)).fail();
    time.advance(BASE_DELAY_MS);
    await granted(await throttle.reserve(db(), key)).refund();
    time.advance(1000);
    await granted(await throttle.reserve(db(), key)).refund();
    // A wrong one still finds the key past its limit: the wait grows as before.
    await granted(await throttle.reserve(db(), key)).fail();
    expect(await throttle.reserve(db(), key)).toEqual({ granted: false, retryAfterSeconds: (2 * BASE_DELAY_MS) / 1000 });
  });

  it('refuses when any of the keys must wait, and counts on all keys together', async () => {
    const throttle = new LoginThrottle(clock().now);
    const [account] = fresh('account', 2);
    const address = (name: string) => ({ key: `address:${name}:${keys}`, limit: 9 });
    if (!account) throw new Error('no key');
    await granted(await throttle.reserve(db(), [address('a'), account])).fail();
    await granted(await throttle.reserve(db(), [address('b'), account])).fail();
    expect((await throttle.reserve(db(), [address('c'), account])).granted).toBe(false);
    expect((await throttle.reserve(db(), [address('c'), ...fresh('account', 2)])).granted).toBe(true);
  });

  it('forgets a key idle for the forget period and prunes its row', async () => {
    const time = clock();
    const throttle = new LoginThrottle(time.now);
    const key = fresh('address', 2);
    for (let i = 0; i < 2; i++) await granted(await throttle.reserve(db(), key)).fail();
    expect((await throttle.reserve(db(), key)).granted).toBe(false);
    const row = () => db().selectFrom('login_throttle').selectAll().where('key', '=', key[0]?.key ?? '').executeTakeFirst();
    expect(await row()).toMatchObject({ attempts: 2 });

    time.advance(FORGET_AFTER_MS);
    // Any reservation prunes what is forgotten (at most once a minute per instance).
    granted(await throttle.reserve(db(), fresh('address', 2)));
    expect(await row()).toBeUndefined();
    // The key starts again from no attempts.
    for (let i = 0; i < 2; i++) await granted(await throttle.reserve(db(), key)).fail();
    expect((await throttle.reserve(db(), key)).granted).toBe(false);
  });

  it('counts together what several instances over one database reserve', async () => {
    const time = clock();
    const [a, b] = [new LoginThrottle(time.now), new LoginThrottle(time.now)];
    const key = fresh('account', 4);
    await granted(await a.reserve(db(), key)).fail();
    await granted(await b.reserve(db(), key)).fail();
    // Simultaneous attempts on both: only the two left are granted, whichever instance they reach.
    const results = await Promise.all([a, b, a, b, a, b].map((throttle) => throttle.reserve(db(), key)));
    const held = results.flatMap((result) => (result.granted ? [result.reservation] : []));
    expect(held).toHaveLength(2);
    expect(await a.reserve(db(), key)).toEqual({ granted: false, retryAfterSeconds: BASE_DELAY_MS / 1000 });
    expect(await b.reserve(db(), key)).toEqual({ granted: false, retryAfterSeconds: BASE_DELAY_MS / 1000 });
    // A refund through one instance frees the attempt on the other.
    await held[0]?.refund();
    expect((await b.reserve(db(), key)).granted).toBe(true);
  });
});
