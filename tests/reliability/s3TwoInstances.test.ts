/**
 * Two app processes (`server/main.ts`) on one PostgreSQL database with MEDIA_STORE=s3 against one bucket of a real
 * S3-compatible server (s3rver, tests/helpers/s3.ts): poster uploads go through both (each replacing the vendor's
 * previous poster, so removals run too), A is killed with -9 while uploads are in flight (one of them with its body
 * half sent), and restarted once what the kill left is older than the sweep's grace. Then the bucket holds exactly
 * the objects the database names (no orphan), each one complete, the posters are the acknowledged uploads, and the
 * restart's one sweep emptied the media journal (which the kill had left holding names).
 */
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { makeDataDir, samples, TEST_ADMIN } from '../helpers/server.ts';
import { startMain, stopMain } from '../helpers/mainProcess.ts';
import { SWEEP_GRACE_MS } from '../../server/media/store.ts';
import { VENDOR_KIND_CONFIGS } from '../../server/routes/vendors/kinds.ts';

const VENDORS = 6;
const UPLOADS_BEFORE_KILL = 10;
const posters = VENDOR_KIND_CONFIGS.vegetable.media.images;
const posterUpload = VENDOR_KIND_CONFIGS.vegetable.paths.posterUpload;

interface Instance {
  child: ChildProcess;
  url: string;
}

let s3: TestS3;
let databaseUrl: string;

const start = async (): Promise<Instance> => startMain({ DATA_DIR: makeDataDir(), DATABASE_URL: databaseUrl, LOGIN_RATE_LIMIT: '1000', ...s3.env });

async function cookieOf(instance: Instance): Promise<string> {
  const res = await fetch(`${instance.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function applyVendor(instance: Instance, phoneNumber: string): Promise<void> {
  const res = await fetch(`${instance.url}/api/vendor/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `S3 Vendor ${phoneNumber}`,
      phoneNumber,
      email: `s3${phoneNumber}@example.com`,
      location: '1 Main Road',
      city: 'Dindigul',
      category: 'vegetable',
      storename: `S3 Store ${phoneNumber}`,
      business_category: 'Leafy Greens',
      serviceDetails: 'Onions and greens',
      description: 'A vendor of the S3 two-instance test',
      password: 'vendor-pass-1',
      acceptTerms: 'on',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
}

function posterForm(vendorId: number): FormData {
  const form = new FormData();
  form.append('user_id', String(vendorId));
  form.append('poster', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'poster.png');
  return form;
}

/** An upload whose multipart body is half sent and then held: in flight when the process is killed. */
function halfSentUpload(instance: Instance, cookie: string, vendorId: number): Promise<void> {
  const boundary = 'halfsentboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="user_id"\r\n\r\n${vendorId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="poster"; filename="poster.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const url = new URL(`${instance.url}${posterUpload}`);
  return new Promise((resolve) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PUT',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + samples.png.length + boundary.length + 8) },
    });
    // Ends when the killed process drops the connection (or, should it answer, with that answer).
    request.on('error', () => resolve());
    request.on('response', (res) => res.resume().on('end', () => resolve()));
    request.write(Buffer.concat([head, samples.png.subarray(0, samples.png.length >> 1)]));
  });
}

/** Runs `work` on a connection to the test's database. */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every string value stored in any table: an object no row names is an orphan. */
const storedStrings = () =>
  withDatabase(async (client) => {
    const tables = await client.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    const values = new Set<string>();
    for (const { table_name } of tables.rows) {
      for (const row of (await client.query(`SELECT * FROM "${table_name}"`)).rows as Record<string, unknown>[]) {
        for (const value of Object.values(row)) if (typeof value === 'string') values.add(value);
      }
    }
    return values;
  });

const journal = () => withDatabase(async (client) => (await client.query<{ folder: string; name: string }>('SELECT folder, name FROM media_pending_removal ORDER BY name')).rows);

/** What the kill left listed, made older than the sweep's grace: the restart's sweep must remove it, as it would after that long. */
const ageJournal = () =>
  withDatabase((client) => client.query('UPDATE media_pending_removal SET listed_at = $1', [new Date(Date.now() - SWEEP_GRACE_MS - 60_000).toISOString()]));

describe('two instances on one PostgreSQL and one S3 bucket, one killed with -9 mid-upload', { timeout: 90_000 }, () => {
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    s3 = await startS3();
    databaseUrl = await freshDatabaseUrl();
    // Started together: one migrates, the other waits for it.
    [a, b] = await Promise.all([start(), start()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a && stopMain(a.child), b && stopMain(b.child)]);
    if (databaseUrl) await dropDatabase(databaseUrl);
    await s3?.close();
  });

  it('leaves no orphan and nothing half-written, keeps every acknowledged upload, and one sweep empties the journal', async () => {
    if (!a || !b) throw new Error('instances not started');
    const first = a;
    const second = b;
    const phones = Array.from({ length: VENDORS }, (_, i) => String(9222200000 + i));
    for (const [i, phone] of phones.entries()) await applyVendor(i % 2 ? second : first, phone);
    const cookies = new Map([
      [first, await cookieOf(first)],
      [second, await cookieOf(second)],
    ]);
    const listed = (await (await fetch(`${second.url}/api/vegetable/unverified/list`, { headers: { cookie: cookies.get(second) ?? '' } })).json()) as Array<{ id: number; phoneNumber: string }>;
    const vendorIds = phones.map((phone) => listed.find((vendor) => vendor.phoneNumber === phone)?.id ?? Number.NaN);
    expect(vendorIds.filter((id) => Number.isNaN(id))).toEqual([]);

    const acknowledged: string[] = [];
    let killing = false;
    let killed: () => void = () => {};
    const killNow = new Promise<void>((resolve) => (killed = resolve));
    const upload = async (instance: Instance, vendorId: number) => {
      const res = await fetch(`${instance.url}${posterUpload}`, { method: 'PUT', headers: { cookie: cookies.get(instance) ?? '' }, body: posterForm(vendorId) });
      expect(res.status, await res.clone().text()).toBe(200);
      const { poster } = (await res.json()) as { poster: string };
      acknowledged.push(poster);
      return poster;
    };
    // Writers on both instances, each on vendors of its own, so every upload replaces a poster (a removal each).
    const writers = Array.from({ length: 6 }, async (_, w) => {
      const instance = w % 2 ? second : first;
      for (let i = 0; i < 30; i++) {
        try {
          await upload(instance, vendorIds[(w + 2 * i) % VENDORS] ?? 0);
        } catch (error) {
          if (killing && instance === first) return;
          throw error;
        }
        if (acknowledged.length >= UPLOADS_BEFORE_KILL) killed();
        if (killing) return;
      }
    });
    await killNow;
    const held = halfSentUpload(first, cookies.get(first) ?? '', vendorIds[0] ?? 0);
    killing = true;
    await stopMain(first.child, 'SIGKILL');
    a = undefined;
    await Promise.all([held, ...writers]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(UPLOADS_BEFORE_KILL);

    // The kill left some names listed (a put or a removal it interrupted); otherwise this test proves little.
    expect((await journal()).length).toBeGreaterThan(0);
    await ageJournal();
    a = await start();
    // The restarted instance's one sweep at start removed what was listed (the objects, then their rows).
    expect(await journal()).toEqual([]);

    // Both keep working after it: one more upload through each.
    cookies.set(a, await cookieOf(a));
    const lastUploads = [await upload(a, vendorIds[0] ?? 0), await upload(second, vendorIds[1] ?? 0)];
    expect(await journal()).toEqual([]);

    const keys = await s3.keys();
    const referenced = await storedStrings();
    expect(
      keys.filter((key) => !referenced.has(key.slice(key.lastIndexOf('/') + 1))),
      'objects no row names',
    ).toEqual([]);
    // Every vendor's current poster is an object, and every poster object is the whole upload.
    const posterKeys = keys.filter((key) => key.startsWith(`${posters}/`));
    expect(posterKeys.length).toBeGreaterThanOrEqual(VENDORS);
    for (const key of posterKeys) expect(await s3.bytes(key), key).toEqual(samples.png);
    const current = await withDatabase(async (client) => (await client.query<{ id: number; poster: string }>('SELECT id, poster FROM vendor_users WHERE poster IS NOT NULL')).rows);
    // The posters in the bucket are exactly the vendors' current ones: each replaced poster was removed.
    expect(posterKeys.map((key) => key.slice(posters.length + 1)).sort()).toEqual(current.map(({ poster }) => poster).sort());
    expect(current).toHaveLength(VENDORS);
    // An acknowledged upload is what the vendor shows (an upload in flight on A at the kill may have landed unacknowledged).
    expect([0, 1].map((i) => current.find(({ id }) => id === vendorIds[i])?.poster)).toEqual(lastUploads);
    // B's vendors (odd places) were written only through B, which never died: their posters are acknowledged uploads.
    const ofB = vendorIds.filter((_, i) => i % 2 === 1).map((id) => current.find((row) => row.id === id)?.poster ?? '');
    expect(ofB.filter((poster) => !acknowledged.includes(poster))).toEqual([]);
  });
});
