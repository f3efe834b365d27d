/**
 * Two app processes (`server/main.ts`) on one PostgreSQL database and one shared media folder behave as one
 * server: a session made on A works on B, wrong logins spread over both are throttled as if on one, concurrent
 * edits and approvals split over both lose nothing and each is audited once, and kill -9 of A during writes
 * loses nothing that either instance acknowledged.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { makeDataDir, samples, TEST_ADMIN } from '../helpers/server.ts';
import { validEdit } from '../server/vendorFixtures.ts';
import { startMain, stopMain } from '../helpers/mainProcess.ts';

const LOGIN_LIMIT = 4;

interface Instance {
  name: string;
  child: ChildProcess;
  url: string;
}

async function start(name: string, databaseUrl: string, mediaDir: string): Promise<Instance> {
  const { child, url } = await startMain({
    DATA_DIR: makeDataDir(),
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    // Client addresses come from X-Forwarded-For, so each test throttles its own address.
    TRUST_PROXY: '127.0.0.1',
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    LOGIN_ACCOUNT_LIMIT: '1000',
  });
  return { name, child, url };
}

const stop = (instance: Instance, signal: NodeJS.Signals = 'SIGTERM') => stopMain(instance.child, signal);

let addressCounter = 0;
/** A client address of its own, so one test's requests never count against another's limits. */
const newClient = () => `198.51.100.${++addressCounter}`;

async function login(instance: Instance, client = newClient(), password = TEST_ADMIN.password): Promise<Response> {
  return fetch(`${instance.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email: TEST_ADMIN.email, password }),
  });
}

async function cookieOf(instance: Instance): Promise<string> {
  const res = await login(instance);
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function call(instance: Instance, cookie: string, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${instance.url}${url}`, {
    method,
    headers: { cookie, 'x-forwarded-for': newClient(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let phoneCounter = 0;
async function applyVendor(instance: Instance): Promise<{ phoneNumber: string }> {
  const phoneNumber = String(9444400000 + ++phoneCounter);
  const res = await fetch(`${instance.url}/api/vendor/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    body: JSON.stringify({
      name: `Two Instances ${phoneCounter}`,
      phoneNumber,
      email: `two${phoneCounter}@example.com`,
      location: '1 Main Road',
      city: 'Dindigul',
      category: 'vegetable',
      storename: `Store ${phoneCounter}`,
      business_category: 'Leafy Greens',
      serviceDetails: 'Onions and greens',
      description: 'A vendor of the two-instance test',
      password: 'vendor-pass-1',
      acceptTerms: 'on',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  return { phoneNumber };
}

describe('two app instances on one PostgreSQL', { timeout: 180_000 }, () => {
  let databaseUrl: string;
  const mediaDir = makeDataDir();
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl();
    // Started together: one migrates, the other waits for it and finds nothing left to do.
    [a, b] = await Promise.all([start('A', databaseUrl, mediaDir), start('B', databaseUrl, mediaDir)]);
    // The category vendors apply with and edits keep (SEED=none starts without master data).
    const form = new FormData();
    form.append('vegcategory', 'Leafy Greens');
    form.append('categoryimg', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'greens.png');
    const res = await fetch(`${a.url}/api/vegetable/add/category`, { method: 'POST', headers: { cookie: await cookieOf(a), 'x-forwarded-for': newClient() }, body: form });
    expect(res.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a && stop(a), b && stop(b)]);
    if (databaseUrl) await dropDatabase(databaseUrl);
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('accepts on B a session made on A, and ends it on both at logout', async () => {
    const cookie = await cookieOf(a);
    expect((await call(b, cookie, 'GET', '/getCallRequests')).status).toBe(200);
    expect((await call(b, cookie, 'POST', '/api/admin/logout')).status).toBeLessThan(300);
    expect((await call(a, cookie, 'GET', '/getCallRequests')).status).toBe(401);
  });

  it('throttles wrong logins spread over both instances as if they were one', async () => {
    const client = newClient();
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const res = await login(i % 2 === 0 ? a : b, client, 'wrong-password');
      expect(res.status).toBe(401);
    }
    // The next attempt is refused on either instance, even with the right password.
    for (const instance of [a, b]) {
      const res = await login(instance, client);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('loses nothing of 20 concurrent edits and approvals split over both, and audits each once', async () => {
    const cookieA = await cookieOf(a);
    const cookieB = await cookieOf(b);
    const applied = [];
    for (let i = 0; i < 10; i++) applied.push(await applyVendor(i % 2 ? a : b));
    const listed = (await (await call(a, cookieA, 'GET', '/api/vegetable/unverified/list')).json()) as Array<{ id: number; phoneNumber: string }>;
    const vendors = applied.map(({ phoneNumber }) => {
      const row = listed.find((v) => v.phoneNumber === phoneNumber);
      if (!row) throw new Error(`applied vendor ${phoneNumber} is not listed`);
      return row;
    });
    // Approval needs a poster and the kind's required documents (waived here by the owner), on either instance.
    for (const [i, vendor] of vendors.entries()) {
      const poster = new FormData();
      poster.append('user_id', String(vendor.id));
      poster.append('poster', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'poster.png');
      const [instance, cookie] = i % 2 ? [b, cookieB] : [a, cookieA];
      const res = await fetch(`${instance.url}/vegetable/poster/upload`, { method: 'PUT', headers: { cookie, 'x-forwarded-for': newClient() }, body: poster });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    for (const [i, vendor] of vendors.entries()) {
      const [instance, cookie] = i % 2 ? [a, cookieA] : [b, cookieB];
      const documents = (await (await call(instance, cookie, 'GET', `/api/admin/vendors/${vendor.id}/documents`)).json()) as {
        requirements: Array<{ requirement: { id: string; requiredForApproval: boolean } }>;
      };
      for (const { requirement } of documents.requirements.filter((r) => r.requirement.requiredForApproval)) {
        const res = await call(instance, cookie, 'PUT', `/api/admin/vendors/${vendor.id}/requirements/${requirement.id}/waiver`, { reason: 'Two-instance test' });
        expect(res.status).toBe(200);
      }
    }

    const actions = vendors.flatMap((vendor, i) => [
      () => call(i % 2 ? a : b, i % 2 ? cookieA : cookieB, 'POST', `/api/reviews/${vendor.id}/decision`, { action: 'approve' }),
      () =>
        call(i % 2 ? b : a, i % 2 ? cookieB : cookieA, 'PUT', '/vegeatable/edit', {
          ...validEdit('vegetable', vendor.id, vendor.phoneNumber),
          category: 'Leafy Greens',
          name: `Edited ${vendor.id}`,
        }),
    ]);
    const answers = await Promise.all(actions.map((act) => act()));
    for (const res of answers) expect(res.status, await res.clone().text()).toBe(200);

    const verified = (await (await call(b, cookieB, 'GET', '/api/vegetable/verified/list')).json()) as Array<{ id: number; name: string }>;
    for (const vendor of vendors) {
      const row = verified.find((v) => v.id === vendor.id);
      expect(row, `vendor ${vendor.id} approved`).toBeDefined();
      expect(row?.name).toBe(`Edited ${vendor.id}`);
      const audit = (await (await call(a, cookieA, 'GET', `/api/audit?filter=${encodeURIComponent(JSON.stringify({ vendor_id: vendor.id }))}&range=[0,99]`)).json()) as Array<{
        action: string;
        entity: string;
        after: Record<string, unknown> | null;
      }>;
      const rowUpdates = audit.filter((entry) => entry.action === 'update' && entry.entity === 'vendor_users');
      expect(audit.filter((entry) => entry.action === 'review.approve'), `vendor ${vendor.id}: one approval entry`).toHaveLength(1);
      expect(rowUpdates.filter((entry) => entry.after?.name !== undefined), `vendor ${vendor.id}: one edit entry`).toHaveLength(1);
      // The approval's own write of the verification flag is not a second entry.
      expect(rowUpdates.filter((entry) => entry.after?.verification !== undefined), `vendor ${vendor.id}: no row entry for the approval`).toEqual([]);
    }
  });

  it('loses nothing either instance acknowledged when A is killed with -9 during writes', async () => {
    const cookieB = await cookieOf(b);
    const acknowledged: string[] = [];
    let killing = false;
    let killed: () => void = () => {};
    const killNow = new Promise<void>((resolve) => (killed = resolve));
    const writers = Array.from({ length: 6 }, async (_, w) => {
      const instance = w % 2 ? a : b;
      for (let i = 0; i < 40; i++) {
        const phone = String(9333300000 + w * 1000 + i);
        try {
          const res = await fetch(`${instance.url}/api/enquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
            body: JSON.stringify({ name: `Writer ${w}`, business: 'Kill Test Cafe', phoneNumber: phone, city: 'Palani', needs: `Enquiry ${i}` }),
          });
          if (res.status === 201) acknowledged.push(phone);
          if (acknowledged.length >= 12) killed();
        } catch (error) {
          if (killing && instance === a) return;
          throw error;
        }
      }
    });
    await killNow;
    killing = true;
    await stop(a, 'SIGKILL');
    await Promise.all(writers);
    const listed = (await (await call(b, cookieB, 'GET', '/getCallRequests')).json()) as Array<{ phone_number: string }>;
    const stored = new Set(listed.map((row) => row.phone_number));
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);
    expect(acknowledged.filter((phone) => !stored.has(phone))).toEqual([]);
    a = await start('A', databaseUrl, mediaDir);
    expect((await call(a, await cookieOf(a), 'GET', '/getCallRequests')).status).toBe(200);
  });
});
