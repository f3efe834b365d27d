/**
 * kill -9 during concurrent writes: the real server (`server/main.ts`) in a child process over a temp data folder
 * takes concurrent uploads and edits, is SIGKILLed mid-flight, and restarts once what the kill left is older than
 * the media sweep's grace. Afterwards SQLite's integrity_check is ok, every media file is referenced by a row (no
 * orphans), and no temp file is left.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir, samples, TEST_ADMIN } from '../helpers/server.ts';
import { validEdit } from '../server/vendorFixtures.ts';
import { listFiles } from './snapshot.ts';
import { exited, startMain, type MainProcess } from '../helpers/mainProcess.ts';
import type { Db } from '../../server/db/database.ts';
import { sqliteDb } from '../../server/db/engines/sqlite.ts';
import { SWEEP_GRACE_MS } from '../../server/media/storage.ts';

const ROUNDS = 2;
const WRITES_BEFORE_KILL = 12;

const start = (dataDir: string): Promise<MainProcess> => startMain({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000' });

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function apply(url: string, phoneNumber: string): Promise<number> {
  const res = await fetch(`${url}/api/vendor/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Kill Test',
      phoneNumber,
      email: `k${phoneNumber}@example.com`,
      location: '1 Main Road',
      city: 'Dindigul',
      category: 'vegetable',
      storename: 'Kill Test Store',
      business_category: 'Leafy Greens',
      serviceDetails: 'Onions and greens',
      description: 'Vendor for the kill test',
      password: 'vendor-pass-1',
      acceptTerms: 'on',
    }),
  });
  expect(res.status).toBeLessThan(300);
  const list = (await (await fetch(`${url}/api/vegetable/unverified/list`, { headers: { cookie: await login(url) } })).json()) as Array<{ id: number; phoneNumber: string }>;
  const vendor = list.find((v) => v.phoneNumber === phoneNumber);
  if (!vendor) throw new Error('applied vendor not listed');
  return vendor.id;
}

/** One write of a rotating kind: a category with an image, a poster upload, a vendor edit, a subcategory with an image. */
function write(url: string, cookie: string, vendors: ReadonlyArray<{ id: number; phone: string }>, i: number): Promise<Response> {
  const vendor = vendors[i % vendors.length] ?? { id: 0, phone: '' };
  const form = (fields: Record<string, string>, file: string) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append(file, new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'x.png');
    return body;
  };
  switch (i % 3) {
    case 0:
      return fetch(`${url}/api/vegetable/add/category`, { method: 'POST', headers: { cookie }, body: form({ vegcategory: `Kill ${i} ${Date.now()}` }, 'categoryimg') });
    case 1:
      return fetch(`${url}/vegetable/poster/upload`, { method: 'PUT', headers: { cookie }, body: form({ user_id: String(vendor.id) }, 'poster') });
    default:
      return fetch(`${url}/vegeatable/edit`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        // A category of the seeded master data: an edit may only set one the list has.
        body: JSON.stringify({ ...validEdit('vegetable', vendor.id, vendor.phone), category: 'Leafy Greens', name: `Edited ${i}` }),
      });
  }
}

/** Every string value stored in any table: a media file no row names is an orphan. */
async function storedStrings(db: Db): Promise<Set<string>> {
  const tables = (await db.introspection.getTables()).filter((table) => !table.isView);
  const values = new Set<string>();
  for (const { name } of tables) {
    for (const row of await db.selectFrom(sql.table(name).as('t')).selectAll().execute()) {
      for (const value of Object.values(row)) if (typeof value === 'string') values.add(value);
    }
  }
  return values;
}

/**
 * What the kill left (temp files, listed rows) made older than the sweep's grace: the restart must remove it all,
 * as it would after that long. Fresh ones it leaves, since another instance could be writing them.
 */
async function ageLeftovers(dataDir: string): Promise<void> {
  const past = new Date(Date.now() - SWEEP_GRACE_MS - 60_000);
  for (const file of listFiles(path.join(dataDir, 'media'))) {
    if (file.endsWith('.tmp')) fs.utimesSync(path.join(dataDir, 'media', file), past, past);
  }
  const db = sqliteDb(new Database(path.join(dataDir, 'marketplace.db')));
  try {
    await db.updateTable('media_pending_removal').set({ listed_at: past.toISOString() }).execute();
  } finally {
    await db.destroy();
  }
}

describe('kill -9 during concurrent writes', { timeout: 120_000 }, () => {
  const dataDir = makeDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(`keeps the database intact with no orphan or temp files over ${ROUNDS} rounds`, async () => {
    let server = await start(dataDir);
    const vendors = [
      { phone: '9555500001', id: await apply(server.url, '9555500001') },
      { phone: '9555500002', id: await apply(server.url, '9555500002') },
    ];
    for (let round = 0; round < ROUNDS; round++) {
      const cookie = await login(server.url);
      let answered = 0;
      let killing = false;
      let killed: () => void = () => {};
      const killNow = new Promise<void>((resolve) => (killed = resolve));
      // Writes keep going until the kill; each answered write counts.
      const writers = Array.from({ length: 6 }, async (_, w) => {
        for (let i = w; ; i += 6) {
          try {
            const res = await write(server.url, cookie, vendors, i);
            if (killing) return;
            expect(res.status).toBe(200);
            if (++answered >= WRITES_BEFORE_KILL) killed();
          } catch (error) {
            if (killing) return;
            throw error;
          }
        }
      });
      await killNow;
      killing = true;
      server.child.kill('SIGKILL');
      await exited(server.child);
      await Promise.all(writers);
      await ageLeftovers(dataDir);
      server = await start(dataDir);
    }
    const cookie = await login(server.url);
    expect((await fetch(`${server.url}/api/vegetable/unverified/list`, { headers: { cookie } })).status).toBe(200);
    server.child.kill('SIGTERM');
    await exited(server.child);

    const db = sqliteDb(new Database(path.join(dataDir, 'marketplace.db')));
    try {
      const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
      expect(integrity.rows.map((row) => row.integrity_check)).toEqual(['ok']);
      const referenced = await storedStrings(db);
      const files = listFiles(path.join(dataDir, 'media'));
      expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
      expect(files.filter((file) => !referenced.has(path.basename(file)))).toEqual([]);
      expect(files.length).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });
});
