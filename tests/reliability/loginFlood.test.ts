/**
 * Failed-login throttling under concurrency, over real HTTP on loopback: a burst from one address is counted as it
 * arrives (at most the limit is hashed, the rest answer 429 without hashing), media and a real admin's login keep
 * answering during the burst, and behind a trusted proxy each client has its own count.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startServer, samples, TEST_ADMIN, type TestServer } from '../helpers/server.ts';
import { STORE_PASSWORD, VEGETABLE_STORE_APPLICATION, seedMasterData } from '../server/portalFixtures.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { HashGate, ServerBusy, passwordHashGate } from '../../server/auth/hashGate.ts';
import { LoginThrottle } from '../../server/auth/loginThrottle.ts';

/** Gives the server's throttle a clock the test moves on (the throttle's waits are a minute and more). */
function movableClock(server: TestServer) {
  let shift = 0;
  server.app.loginThrottle = new LoginThrottle(() => Date.now() + shift);
  return { advance: (ms: number) => (shift += ms) };
}

const LIMIT = 10;
const FLOOD = 300;

function login(server: TestServer, body: object, forwardedFor?: string) {
  return fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(body),
  });
}

describe('a flood of wrong passwords from one address', () => {
  let server: TestServer;
  let mediaPath = '';
  beforeAll(async () => {
    // The proxy setting lets the test speak for several client addresses over loopback.
    server = await startServer({ config: { loginRateLimit: LIMIT, loginAccountLimit: 1000, trustProxy: ['127.0.0.1'] } });
    mediaPath = `/${MEDIA_FOLDERS.vegetableImages}/${server.media.save(MEDIA_FOLDERS.vegetableImages, samples.png, 'image')}`;
  });
  afterAll(() => server.close());

  it('hashes at most the limit, refuses the rest with 429, and keeps media and the real admin answering', async () => {
    const events: string[] = [];
    // The gate's own order: when each client's hash asked for a slot and when it started. The admin's login may reach
    // the gate late (on PostgreSQL its throttle check queues for a pooled connection behind the burst's), so the
    // check is what happens once it is there: it waits behind at most one of the burst's hashes.
    const gateLog: string[] = [];
    const run = passwordHashGate.run.bind(passwordHashGate);
    passwordHashGate.run = (hash, client = '') => {
      gateLog.push(`asks ${client}`);
      return run(() => (gateLog.push(`starts ${client}`), hash()), client);
    };
    onTestFinished(() => void (passwordHashGate.run = run));
    const wrong = () =>
      login(server, { email: TEST_ADMIN.email, password: 'wrong-password' }, '203.0.113.9').then((res) => {
        events.push(`flood ${res.status}`);
        return res;
      });
    const flood = Array.from({ length: FLOOD / 2 }, wrong);
    // Sent in the middle of the burst: half of it is ahead of them, half behind.
    const media = fetch(`${server.url}${mediaPath}`).then((res) => {
      events.push('media');
      return res;
    });
    const admin = login(server, TEST_ADMIN, '198.51.100.7').then((res) => {
      events.push('admin');
      return res;
    });
    flood.push(...Array.from({ length: FLOOD / 2 }, wrong));
    const responses = await Promise.all(flood);
    const statuses = responses.map((res) => res.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;

    // 401 means the password was hashed and compared: never more than the limit.
    expect(count(401)).toBeLessThanOrEqual(LIMIT);
    expect(count(429)).toBeGreaterThanOrEqual(FLOOD - LIMIT);
    expect(count(401) + count(429) + count(503)).toBe(FLOOD);
    const refused = responses.find((res) => res.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await media).status).toBe(200);
    expect((await admin).status).toBe(200);
    // Media answered before the burst's last hashed attempt: file reads did not wait behind the hashes.
    expect(events.indexOf('media')).toBeLessThan(events.lastIndexOf('flood 401'));
    // Once the admin's hash asked for a slot, at most one of the burst's hashes started before it.
    const asked = gateLog.indexOf('asks 198.51.100.7');
    const started = gateLog.indexOf('starts 198.51.100.7');
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(gateLog.slice(asked, started).filter((entry) => entry === 'starts 203.0.113.9').length).toBeLessThanOrEqual(1);
  });

  it('still refuses the flooding address afterwards, even with the right password', async () => {
    const res = await login(server, TEST_ADMIN, '203.0.113.9');
    expect(res.status).toBe(429);
  });
});

describe('behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { loginRateLimit: 3, trustProxy: true } });
  });
  afterAll(() => server.close());

  it('one client’s wrong logins do not lock out the admin logging in from another address', async () => {
    for (let i = 0; i < 3; i++) expect((await login(server, { ...TEST_ADMIN, password: 'nope' }, '192.0.2.10')).status).toBe(401);
    expect((await login(server, TEST_ADMIN, '192.0.2.10')).status).toBe(429);
    expect((await login(server, TEST_ADMIN, '192.0.2.20')).status).toBe(200);
  });

  it('a successful login does not reset another client’s failures', async () => {
    for (let i = 0; i < 2; i++) expect((await login(server, { email: 'nobody@test.local', password: 'x' }, '192.0.2.30')).status).toBe(401);
    expect((await login(server, TEST_ADMIN, '192.0.2.40')).status).toBe(200);
    expect((await login(server, { email: 'nobody@test.local', password: 'x' }, '192.0.2.30')).status).toBe(401);
    expect((await login(server, { email: 'nobody@test.local', password: 'x' }, '192.0.2.30')).status).toBe(429);
  });
});

describe('per-account limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { loginRateLimit: 100, loginAccountLimit: 4, trustProxy: true } });
  });
  afterAll(() => server.close());

  it('slows down wrong passwords for one account spread over many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(server, { ...TEST_ADMIN, password: `guess-${i}` }, `192.0.2.${100 + i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another account is not affected.
    expect((await login(server, { email: 'other@test.local', password: 'x' }, '192.0.2.200')).status).toBe(401);
  });
});

describe('a right password once the wait is over', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { loginRateLimit: 3, trustProxy: true } });
  });
  afterAll(() => server.close());

  it('does not start a new wait: the next right login from that address is let in too', async () => {
    const clock = movableClock(server);
    for (let i = 0; i < 3; i++) expect((await login(server, { ...TEST_ADMIN, password: 'nope' }, '192.0.2.60')).status).toBe(401);
    expect((await login(server, TEST_ADMIN, '192.0.2.60')).status).toBe(429);
    clock.advance(61_000);
    expect((await login(server, TEST_ADMIN, '192.0.2.60')).status).toBe(200);
    expect((await login(server, TEST_ADMIN, '192.0.2.60')).status).toBe(200);
  });
});

describe('vendor portal logins: per-account limit', () => {
  let server: TestServer;
  const vendorLogin = (password: string, forwardedFor: string) =>
    fetch(`${server.url}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ category: 'vegetable', phoneNumber: VEGETABLE_STORE_APPLICATION.phoneNumber, password }),
    });
  beforeAll(async () => {
    server = await startServer({ config: { loginRateLimit: 100, loginAccountLimit: 4, trustProxy: true } });
    await seedMasterData(server.app.db);
    const applied = await server.app.inject({ method: 'POST', url: '/api/vendor/apply', payload: VEGETABLE_STORE_APPLICATION });
    expect(applied.statusCode).toBe(202);
  });
  afterAll(() => server.close());

  it('slows down wrong passwords for one phone spread over many addresses, with Retry-After', async () => {
    const clock = movableClock(server);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await vendorLogin(`guess-${i}`, `192.0.2.${110 + i}`));
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(Number(answers[4]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits, from a fresh address; once the wait is over it works.
    expect((await vendorLogin(STORE_PASSWORD, '192.0.2.120')).status).toBe(429);
    clock.advance(61_000);
    expect((await vendorLogin(STORE_PASSWORD, '192.0.2.121')).status).toBe(200);
  });
});

describe('two instances over one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer({ config: { loginRateLimit: 3, trustProxy: true } });
    b = await startServer({ dataDir: a.dataDir, config: { loginRateLimit: 3, trustProxy: true } });
  });
  afterAll(async () => {
    await b.close({ keepData: true });
    await a.close();
  });

  it('throttle wrong logins spread over both as if one server had them all', async () => {
    const wrong = { ...TEST_ADMIN, password: 'nope' };
    for (const server of [a, b, a]) expect((await login(server, wrong, '192.0.2.50')).status).toBe(401);
    for (const server of [b, a]) expect((await login(server, TEST_ADMIN, '192.0.2.50')).status).toBe(429);
    expect((await login(b, TEST_ADMIN, '192.0.2.51')).status).toBe(200);
  });
});

describe('the password hash gate', () => {
  /** A hash that finishes when the test says so. */
  function heldHash(log: string[], name: string) {
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    return { finish, run: () => (log.push(`start ${name}`), done.then(() => name)) };
  }

  it('runs at most its cap, gives the next slot to another client before the same client again, and refuses beyond the queue', async () => {
    const gate = new HashGate(1, 3);
    const log: string[] = [];
    const a1 = heldHash(log, 'a1');
    const a2 = heldHash(log, 'a2');
    const a3 = heldHash(log, 'a3');
    const b1 = heldHash(log, 'b1');
    const running = [gate.run(a1.run, 'a'), gate.run(a2.run, 'a'), gate.run(a3.run, 'a'), gate.run(b1.run, 'b')];
    await expect(gate.run(async () => 'late', 'c')).rejects.toBeInstanceOf(ServerBusy);
    expect(log).toEqual(['start a1']);
    a1.finish();
    await running[0];
    await Promise.resolve();
    // b waited behind one hash of a, not behind all of them.
    expect(log).toEqual(['start a1', 'start a2']);
    a2.finish();
    await running[1];
    await Promise.resolve();
    expect(log.at(-1)).toBe('start b1');
    b1.finish();
    a3.finish();
    expect(await Promise.all(running)).toEqual(['a1', 'a2', 'a3', 'b1']);
  });
});
