/**
 * PostgreSQL that stops answering without closing anything (a frozen host, a network black hole): a TCP proxy
 * between the app and PostgreSQL stops forwarding bytes both ways and keeps every socket open. Concurrent reads and
 * writes made meanwhile answer 503 with a plain { message } within 10 s each, none hangs; once the proxy forwards
 * again, the same app answers 200 by itself; a write answered 503 is wholly there or wholly absent.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTooSlow, databaseUnreachable } from '../../server/faults.ts';
import { serverOnOwnCluster, type ServerOnOwnCluster } from '../helpers/postgres.ts';
import type { TestServer } from '../helpers/server.ts';
import { ensureMasterChoices } from '../server/vendorFixtures.ts';
import { timedRequest, type TimedAnswer } from './timedRequest.ts';

/** The bound on any answer, PostgreSQL answering or not. */
const ANSWER_LIMIT_MS = 10_000;
/** A request still unanswered by then has hung: it is cut off and reported, rather than stalling the test. */
const HANG_LIMIT_MS = 30_000;
const PLAIN_MESSAGES = [databaseUnreachable().message, databaseTooSlow().message];

/**
 * Forwards TCP to a port; frozen, it holds every byte, end and close in both directions (new connections too) and
 * lets them through in order once thawed, as a network that black-holed packets for a while and then delivers.
 */
class FreezingProxy {
  private frozen = false;
  private held: Array<() => void> = [];
  private readonly sockets = new Set<net.Socket>();
  private readonly server: net.Server;

  private constructor(private readonly target: number) {
    this.server = net.createServer((client) => {
      this.track(client);
      // A black hole swallows the connection attempt too: PostgreSQL is reached only once thawed.
      this.pass(() => {
        if (client.destroyed) return;
        const upstream = net.connect(this.target, '127.0.0.1');
        this.track(upstream);
        this.forward(client, upstream);
        this.forward(upstream, client);
      });
    });
  }

  static async start(target: number): Promise<FreezingProxy> {
    const proxy = new FreezingProxy(target);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const action of this.held.splice(0)) action();
  }

  async close(): Promise<void> {
    this.thaw();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    // A write to a socket the other side closed meanwhile: nothing to forward to.
    socket.on('error', () => {});
    socket.on('close', () => this.sockets.delete(socket));
  }

  private pass(action: () => void): void {
    if (this.frozen) this.held.push(action);
    else action();
  }

  private forward(from: net.Socket, to: net.Socket): void {
    from.on('data', (chunk) => this.pass(() => to.write(chunk)));
    from.on('end', () => this.pass(() => to.end()));
    from.on('close', (hadError) => this.pass(() => (hadError ? to.destroy() : to.end())));
  }
}

interface Answer extends TimedAnswer {
  what: string;
}

const describeAnswer = (answer: Answer) =>
  `${answer.what}: ${answer.status || answer.failure} after ${answer.answeredAt - answer.sentAt} ms ${JSON.stringify(answer.body)?.slice(0, 200)}`;

describe('PostgreSQL that stops answering without closing connections', () => {
  let own: ServerOnOwnCluster;
  let proxy: FreezingProxy;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    own = await serverOnOwnCluster('hang', {
      // A small pool, as on a busy server: requests also wait for a connection while the pool's are stuck.
      config: { dbPoolSize: 4, trustProxy: ['127.0.0.1'] },
      port: async (cluster) => {
        proxy = await FreezingProxy.start(cluster.port);
        return proxy.port;
      },
    });
    ({ server, cookie } = own);
    await ensureMasterChoices(server);
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await own?.close();
  });

  const send = async (what: string, method: string, path: string, body?: unknown): Promise<Answer> => ({
    what,
    ...(await timedRequest(`${server.url}${path}`, { method, cookie, body, limitMs: HANG_LIMIT_MS })),
  });

  const enquiry = (tag: string) =>
    send(`enquiry ${tag}`, 'POST', '/api/enquiries', { name: `Buyer ${tag}`, business: 'Hang Cafe', phoneNumber: `98${tag.padStart(8, '0')}`, city: 'Madurai', needs: 'Onions' });
  const apply = (tag: string) =>
    send(`apply ${tag}`, 'POST', '/api/vendor/apply', {
      name: `Hang applicant ${tag}`,
      phoneNumber: `97${tag.padStart(8, '0')}`,
      email: `hang${tag}@example.com`,
      location: '1 Main Road',
      city: 'Dindigul',
      category: 'vegetable',
      storename: `Hang Store ${tag}`,
      business_category: 'Leafy',
      serviceDetails: 'Onions and greens',
      description: 'An applicant of the hang test',
      password: 'vendor-pass-1',
      acceptTerms: 'on',
    });
  const categoryAdd = (tag: string) => send(`category ${tag}`, 'POST', '/transport/add/category', { vehicleCategory: `Hang van ${tag}` });
  const categories = () => send('categories', 'GET', '/transport/categories');
  const unverified = () => send('unverified', 'GET', '/api/vegetable/unverified/list');

  it('answers concurrent reads and writes 503 within 10 s while frozen, then recovers by itself with nothing half-written', { timeout: 180_000 }, async () => {
    // Before: everything answers, and the pool holds connections the freeze will catch idle.
    const before = await Promise.all([enquiry('1'), apply('1'), categoryAdd('1'), categories(), unverified()]);
    expect(before.filter((answer) => answer.status >= 300).map(describeAnswer)).toEqual([]);

    proxy.freeze();
    let during: Answer[];
    try {
      // More requests than the pool has connections: some wait for one, some hold one that never answers.
      const batch = (round: number) =>
        Promise.all([
          ...[0, 1].map((i) => enquiry(`${round}${i}`)),
          ...[0, 1].map((i) => apply(`${round}${i}`)),
          ...[0, 1].map((i) => categoryAdd(`${round}${i}`)),
          categories(),
          categories(),
          unverified(),
          unverified(),
        ]);
      // A second round once the first answered: the connections the first gave up are not handed out again to hang.
      during = [...(await batch(2)), ...(await batch(3))];
    } finally {
      proxy.thaw();
    }
    console.info(`frozen: ${during.length} requests; slowest answer ${Math.max(...during.map((answer) => answer.answeredAt - answer.sentAt))} ms`);

    expect(during.filter((answer) => answer.status !== 503).map(describeAnswer)).toEqual([]);
    expect(during.filter((answer) => answer.answeredAt - answer.sentAt >= ANSWER_LIMIT_MS).map(describeAnswer)).toEqual([]);
    for (const answer of during) {
      expect(answer.contentType, describeAnswer(answer)).toMatch(/^application\/json/);
      expect(answer.body, describeAnswer(answer)).toEqual({ message: expect.any(String) });
      expect(PLAIN_MESSAGES, describeAnswer(answer)).toContain((answer.body as { message: string }).message);
    }

    // The same app, never restarted: it answers again once PostgreSQL does, reads and writes.
    await expect.poll(async () => (await categories()).status, { timeout: 30_000, interval: 200 }).toBe(200);
    const after = await Promise.all([enquiry('4'), apply('4'), categoryAdd('4'), unverified()]);
    expect(after.filter((answer) => answer.status >= 300).map(describeAnswer)).toEqual([]);

    // Nothing half-written: acknowledged writes are there once; a write answered 503 wholly or not at all.
    const { db } = server.app;
    const vans = await db.selectFrom('transport_categories').select('vehicleCategory').where('vehicleCategory', 'like', 'Hang van %').execute();
    for (const tag of ['1', '4']) expect(vans.filter((row) => row.vehicleCategory === `Hang van ${tag}`), tag).toHaveLength(1);
    for (const tag of ['20', '21', '30', '31']) expect(vans.filter((row) => row.vehicleCategory === `Hang van ${tag}`).length, tag).toBeLessThanOrEqual(1);

    const enquiries = await db.selectFrom('call_requests').select('notes').where('source', '=', 'website').execute();
    const stored = (tag: string) => enquiries.filter((row) => (row.notes ?? '').includes(`Buyer ${tag},`)).length;
    for (const tag of ['1', '4']) expect(stored(tag), tag).toBe(1);
    for (const tag of ['20', '21', '30', '31']) expect(stored(tag), tag).toBeLessThanOrEqual(1);

    // An application is the account, its store profile and its search entry: all or none.
    const applicants = await db
      .selectFrom('vendor_users as u')
      .leftJoin('vegetable_stores as s', 's.user_id', 'u.id')
      .select(['u.phoneNumber', 's.storename'])
      .where('u.name', 'like', 'Hang applicant %')
      .execute();
    for (const tag of ['1', '4']) expect(applicants.filter((row) => row.phoneNumber === `97${tag.padStart(8, '0')}`), tag).toHaveLength(1);
    for (const row of applicants) expect(row.storename, row.phoneNumber).toBe(`Hang Store ${Number(row.phoneNumber.slice(2))}`);
    expect(applicants.length).toBeLessThanOrEqual(6);
  });
});
