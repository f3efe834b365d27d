/**
 * `npm run db:copy`: a seeded embedded database, with activity, copied into an empty PostgreSQL database serves
 * the same answers there (lists, search, audit), new rows get ids after the copied ones, a second copy into the
 * now-filled database is refused, and a bad URL is a one-line error.
 */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { VENDOR_KINDS } from '../../src/domain/constants.ts';

const SEED_VENDORS = 6;

const root = path.resolve(import.meta.dirname, '../..');

function copy(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/copyDatabase.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('db:copy from SQLite to PostgreSQL', { timeout: 180_000 }, () => {
  let embedded: TestServer;
  let moved: TestServer;
  let url: string;
  let cookie: string;

  const get = async (server: TestServer, url: string, session: string) => {
    const res = await server.app.inject({ method: 'GET', url, headers: { cookie: session } });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as unknown, range: res.headers['content-range'] };
  };

  beforeAll(async () => {
    embedded = await startServer({ seed: 'demo', seedVendors: SEED_VENDORS, config: { databaseUrl: undefined } });
    cookie = await embedded.login();
    // Activity the copy must carry: a decision (audit log, review row), an edit of master data.
    const queue = (await get(embedded, '/api/vegetable/unverified/list', cookie)).body as Array<{ id: number }>;
    const first = queue[0];
    if (!first) throw new Error('the demo seed has no unverified vegetable vendor');
    const decision = await embedded.app.inject({ method: 'POST', url: `/api/reviews/${first.id}/decision`, headers: { cookie }, payload: { action: 'request_changes', reason: 'Store photo is blurred' } });
    expect(decision.statusCode, decision.body).toBe(200);
    await embedded.close({ keepData: true });
    url = await freshDatabaseUrl();
  }, 180_000);

  afterAll(async () => {
    await moved?.close();
    if (url) await dropDatabase(url);
  });

  it('copies every table, verifies each by rows and checksum, and the server answers the same on PostgreSQL', async () => {
    const result = copy(path.join(embedded.dataDir, 'marketplace.db'), url);
    expect(result.code, result.err).toBe(0);
    // The seed's vendors of every declared kind.
    expect(result.out).toMatch(new RegExp(`vendor_users\\s+${SEED_VENDORS * VENDOR_KINDS.length}\\s+[0-9a-f]{16}`));
    expect(result.out).toMatch(/audit_log\s+\d+/);

    const again = await startServer({ dataDir: embedded.dataDir, config: { databaseUrl: url } });
    moved = again;
    const session = await moved.login();
    // The same vendors in the same order, whole records included (the legacy lists; queued after the copy they
    // are read again from the embedded database).
    const legacyLists = ['/api/vegetable/unverified/list', '/api/vegetable/verified/list'];
    const onPostgres = await Promise.all(legacyLists.map(async (list) => (await get(moved, list, session)).body));
    for (const kind of VENDOR_KINDS) {
      // The search index was rebuilt on the target: the paged list's `q` finds the demo vendors.
      const paged = await get(moved, `/api/lists/vendors/${kind}?filter=${encodeURIComponent(JSON.stringify({ q: 'a' }))}&range=[0,4]`, session);
      expect(paged.range).toMatch(/\/[1-9]\d*$/);
    }
    const audit = (await get(moved, '/api/audit?range=[0,49]', session)).body as Array<{ action: string; reason: string | null }>;
    expect(audit.some((entry) => entry.action === 'review.request_changes' && entry.reason === 'Store photo is blurred')).toBe(true);
    await moved.close({ keepData: true });
    expect(await listsOn(embedded.dataDir, legacyLists)).toEqual(onPostgres);
    moved = await startServer({ dataDir: embedded.dataDir, config: { databaseUrl: url } });
  });

  it('gives new rows ids after the copied ones', async () => {
    const before = (await get(moved, '/getCallRequests', await moved.login())).body as Array<{ id: number }>;
    const res = await moved.app.inject({ method: 'POST', url: '/api/enquiries', payload: { name: 'After Copy', business: 'Copy Cafe', phoneNumber: '9876501234', city: 'Palani', needs: 'Onions weekly' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).toBeGreaterThan(Math.max(0, ...before.map((row) => row.id)));
  });

  it('refuses a target that already holds data, and a URL that is not PostgreSQL', () => {
    const refused = copy(path.join(embedded.dataDir, 'marketplace.db'), url);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/not empty/);
    const bad = copy(path.join(embedded.dataDir, 'marketplace.db'), 'mysql://localhost/x');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/DATABASE_URL must be a PostgreSQL URL/);
  });
});

describe('db:copy of text PostgreSQL cannot hold', { timeout: 180_000 }, () => {
  let url = '';
  afterAll(async () => {
    if (url) await dropDatabase(url);
  });

  it('refuses a lone surrogate stored by SQLite, naming table, column and row, before writing anything', async () => {
    const embedded = await startServer({ config: { databaseUrl: undefined } });
    await embedded.close({ keepData: true });
    const file = path.join(embedded.dataDir, 'marketplace.db');
    const sqlite = new Database(file);
    // The audit triggers ask the server who writes; nobody here (no audit row).
    for (const name of ['audit_actor', 'audit_admin']) sqlite.function(name, () => null);
    const { id } = sqlite.prepare('SELECT id FROM admins ORDER BY id LIMIT 1').get() as { id: number };
    // As a JSON body's "\ud800" reaches SQLite: its bytes ED A0 80 read back as three U+FFFD.
    sqlite.prepare('UPDATE admins SET name = ? WHERE id = ?').run('Admin \uD800', id);
    sqlite.close();
    url = await freshDatabaseUrl();

    const refused = copy(file, url);
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(
      `admins.name, row id ${id}: the text is not valid UTF-8 (a lone surrogate such as \\uD800 stored by SQLite), which PostgreSQL cannot store; correct the value on the SQLite database, then copy again`,
    );
    expect(refused.out).not.toMatch(/Verified/);

    // Nothing was written: once the value is corrected, the same target takes the copy.
    const fixing = new Database(file);
    for (const name of ['audit_actor', 'audit_admin']) fixing.function(name, () => null);
    fixing.prepare('UPDATE admins SET name = ? WHERE id = ?').run('Admin', id);
    fixing.close();
    const copied = copy(file, url);
    expect(copied.code, copied.err).toBe(0);
    expect(copied.out).toMatch(/Verified/);
  });
});

/** Lists answered by the embedded database again (a server over the same data folder, on SQLite). */
async function listsOn(dataDir: string, urls: string[]): Promise<unknown[]> {
  const server = await startServer({ dataDir, config: { databaseUrl: undefined } });
  try {
    const cookie = await server.login();
    return await Promise.all(urls.map(async (url) => (await server.app.inject({ method: 'GET', url, headers: { cookie } })).json()));
  } finally {
    await server.close({ keepData: true });
  }
}
