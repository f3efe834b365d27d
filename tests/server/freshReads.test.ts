/**
 * FreshReads (server/db/freshReads.ts): concurrent calls share a read, but never one that started before they
 * arrived; and at the server, a session ended or a vendor written while requests are in flight is seen by every
 * request that arrives after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreshReads } from '../../server/db/freshReads.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** A read the test settles by hand, counting how often it was started. */
function manualLoads() {
  const started: Array<(value: number) => void> = [];
  const failers: Array<(error: Error) => void> = [];
  const load = () =>
    new Promise<number>((resolve, reject) => {
      started.push(resolve);
      failers.push(reject);
    });
  return { load, started, failers };
}

/** Lets every queued promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FreshReads', () => {
  it('a call alone reads at once', async () => {
    const reads = new FreshReads<number>();
    const { load, started } = manualLoads();
    const answer = reads.read('k', load);
    await settle();
    expect(started).toHaveLength(1);
    started[0]?.(7);
    expect(await answer).toBe(7);
  });

  it('calls during a running read share the next read, which starts after the running one ends', async () => {
    const reads = new FreshReads<number>();
    const { load, started } = manualLoads();
    const first = reads.read('k', load);
    await settle();
    const later = [reads.read('k', load), reads.read('k', load), reads.read('k', load)];
    await settle();
    expect(started, 'the later calls do not join the read that began before them').toHaveLength(1);
    started[0]?.(1);
    expect(await first).toBe(1);
    await settle();
    expect(started, 'one read for all the calls that waited').toHaveLength(2);
    started[1]?.(2);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
  });

  it('keys are read apart, and a failed read fails only the calls that shared it', async () => {
    const reads = new FreshReads<number>();
    const { load, started, failers } = manualLoads();
    const a = reads.read('a', load);
    const b = reads.read('b', load);
    await settle();
    expect(started).toHaveLength(2);
    failers[0]?.(new Error('gone'));
    started[1]?.(5);
    await expect(a).rejects.toThrow('gone');
    expect(await b).toBe(5);
    const again = reads.read('a', load);
    await settle();
    started[2]?.(6);
    expect(await again, 'the next call reads again').toBe(6);
  });
});

describe('reads shared under load see the writes before them', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('a request after a logout is refused while other requests of that session are in flight', async () => {
    const cookie = await server.login();
    const inFlight = Array.from({ length: 20 }, () => server.app.inject({ method: 'GET', url: '/api/admin/dashboard/workplan', headers: { cookie } }));
    const logout = await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await server.app.inject({ method: 'GET', url: '/api/admin/dashboard/workplan', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    for (const answer of await Promise.all(inFlight)) expect([200, 401]).toContain(answer.statusCode);
  });
});
