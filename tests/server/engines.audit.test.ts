/**
 * What the triggers keep, on both engines through the query builder: one audit row per insert, update and delete
 * made while an actor is named (none without one, none for a write that logs itself), the same rows on SQLite and
 * PostgreSQL; and the vendor counts, list version and search index kept current.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/open.ts';
import { count, inTransaction, type Db } from '../../server/db/database.ts';
import { engineOf } from '../../server/db/engines/index.ts';
import { ensureVendorKindStorage } from '../../server/db/vendorKindStorage.ts';
import { installAuditTriggers } from '../../server/review/auditTriggers.ts';
import { runAs, type Actor } from '../../server/db/actor.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { makeDataDir } from '../helpers/server.ts';

const dataDir = makeDataDir();
const engines: Record<'sqlite' | 'postgres', Db> = {} as Record<'sqlite' | 'postgres', Db>;
let postgresUrl = '';

beforeAll(async () => {
  postgresUrl = await freshDatabaseUrl();
  engines.sqlite = (await openDatabase({ dataDir })).db;
  engines.postgres = (await openDatabase({ dataDir, databaseUrl: postgresUrl })).db;
  for (const db of Object.values(engines)) {
    await ensureVendorKindStorage(db, VENDOR_KIND_DECLARATIONS);
    await installAuditTriggers(db);
  }
});

afterAll(async () => {
  for (const db of Object.values(engines)) await db?.destroy();
  if (postgresUrl) await dropDatabase(postgresUrl);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = <T>(actor: Actor | undefined, db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  actor ? runAs(actor, () => inTransaction(db, work)) : inTransaction(db, work);

interface Logged {
  admin_id: number | null;
  actor: string;
  action: string;
  entity: string;
  entity_id: number | null;
  vendor_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The log after `lastId`, rows as JSON objects without the times each engine fills in itself. */
async function loggedSince(db: Db, lastId: number): Promise<Logged[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['admin_id', 'actor', 'action', 'entity', 'entity_id', 'vendor_id', 'before', 'after'])
    .where('id', '>', lastId)
    .orderBy('id')
    .execute();
  const parse = (text: string | null) => {
    if (!text) return null;
    const { created_at: _created, ...rest } = JSON.parse(text) as Record<string, unknown>;
    return rest;
  };
  return rows.map((row) => ({ ...row, before: parse(row.before), after: parse(row.after) }));
}

const lastLogId = async (db: Db) => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

/** The same writes on either engine; returns what they logged. */
async function writeAndLog(db: Db): Promise<Logged[]> {
  const start = await lastLogId(db);
  const admin = await as(undefined, db, (trx) =>
    trx.insertInto('admins').values({ email: 'audit@example.com', name: 'Auditor', password_hash: 'hash-1' }).returning('id').executeTakeFirstOrThrow(),
  );
  const owner: Actor = { adminId: admin.id, kind: 'admin' };
  const vendor = await as(owner, db, async (trx) => {
    const row = await trx
      .insertInto('vendor_users')
      .values({ kind: 'vegetable', name: 'Anbu', phoneNumber: '9000000001', password_hash: 'vendor-secret' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('vegetable_stores').values({ user_id: row.id, storename: 'Anbu Stores' }).execute();
    return row;
  });
  const update = (actor: Actor, values: { name?: string; city?: string; password_hash?: string; description?: string }) =>
    as(actor, db, (trx) => trx.updateTable('vendor_users').set(values).where('id', '=', vendor.id).execute());
  await update(owner, { name: 'Anbu K' });
  await update(owner, { password_hash: 'vendor-secret-2' });
  // A write that changes nothing logs nothing; a write that logs itself (a decision) silences the row triggers.
  await update(owner, { name: 'Anbu K' });
  await update({ ...owner, rowLog: false }, { city: 'Madurai' });
  await update({ adminId: null, kind: 'vendor' }, { description: 'Fresh greens' });
  await as(owner, db, (trx) => trx.deleteFrom('vendor_users').where('id', '=', vendor.id).execute());
  return loggedSince(db, start);
}

describe('the audit triggers', () => {
  let logged: Record<'sqlite' | 'postgres', Logged[]>;

  beforeAll(async () => {
    logged = { sqlite: await writeAndLog(engines.sqlite), postgres: await writeAndLog(engines.postgres) };
  });

  it('write one row per insert, update and delete made while an actor is named, none without one', () => {
    const summary = logged.postgres.map((row) => `${row.actor} ${row.action} ${row.entity}`);
    expect(summary.slice(0, 5)).toEqual([
      'admin insert vendor_users',
      'admin insert vegetable_stores',
      'admin update vendor_users',
      'admin update vendor_users',
      'vendor update vendor_users',
    ]);
    // The vendor and, by cascade, its profile, in the order each engine fires them.
    expect(summary.slice(5).sort()).toEqual(['admin delete vegetable_stores', 'admin delete vendor_users']);
    expect(logged.postgres.every((row) => row.vendor_id === logged.postgres[0]?.entity_id)).toBe(true);
    expect(logged.postgres.filter((row) => row.actor === 'admin').every((row) => row.admin_id === 1)).toBe(true);
    expect(logged.postgres.find((row) => row.actor === 'vendor')?.admin_id).toBeNull();
  });

  it('name the changed row before and after, secrets replaced by a marker', () => {
    const [insert, , rename, password, byVendor] = logged.postgres;
    expect(insert?.before).toBeNull();
    expect(insert?.after).toMatchObject({ name: 'Anbu', phoneNumber: '9000000001', password_hash: 'set', verification: 0 });
    expect(rename?.before).toMatchObject({ name: 'Anbu', password_hash: 'hidden' });
    expect(rename?.after).toMatchObject({ name: 'Anbu K', password_hash: 'hidden' });
    expect(password?.before).toMatchObject({ password_hash: 'hidden' });
    expect(password?.after).toMatchObject({ password_hash: 'changed' });
    expect(byVendor?.after).toMatchObject({ city: 'Madurai', description: 'Fresh greens' });
    expect(JSON.stringify(logged.postgres)).not.toContain('vendor-secret');
  });

  it('are the same rows on SQLite and PostgreSQL', () => {
    // SQLite logs a cascaded delete before the delete that caused it, PostgreSQL after.
    const inOrder = (rows: Logged[]) => [...rows.slice(0, 5), ...rows.slice(5).sort((a, b) => a.entity.localeCompare(b.entity))];
    expect(logged.postgres).toHaveLength(7);
    expect(inOrder(logged.postgres)).toEqual(inOrder(logged.sqlite));
  });

  it('stamp rows with ISO-8601 UTC times to the millisecond, as text, on both engines', async () => {
    for (const db of Object.values(engines)) {
      const row = await db.selectFrom('audit_log').select('at').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Math.abs(Date.parse(row.at) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('keep the log itself append-only', async () => {
    for (const db of Object.values(engines)) {
      await expect(sql`UPDATE audit_log SET actor = 'nobody'`.execute(db)).rejects.toThrow(/cannot be changed/);
      await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/cannot be deleted/);
    }
  });
});

describe('the bookkeeping triggers', () => {
  const counts = async (db: Db) =>
    (await db.selectFrom('vendor_counts').select(['kind', 'verification', 'n']).where('kind', '=', 'hotel').orderBy('verification').execute()).filter((row) => row.n !== 0);
  const version = async (db: Db) => (await db.selectFrom('vendor_list_version').select('version').executeTakeFirstOrThrow()).version;
  const found = async (db: Db, text: string): Promise<number[]> => {
    const query =
      engineOf(db).name === 'sqlite'
        ? sql<{ id: number }>`SELECT rowid AS id FROM vendor_search WHERE vendor_search MATCH ${`"${text}"`}`
        : sql<{ id: number }>`SELECT id FROM vendor_search WHERE body ILIKE ${`%${text}%`}`;
    return (await query.execute(db)).rows.map((row) => row.id);
  };

  it.each(['sqlite', 'postgres'] as const)('keep the counts per kind and state, the list version and the search index current (%s)', async (name) => {
    const db = engines[name];
    const before = await version(db);
    const id = await inTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('vendor_users')
        .values({ kind: 'hotel', name: 'Hotel Saravana', phoneNumber: '9000000002', password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('hotel_profiles').values({ user_id: row.id, business_name: 'Saravana Bhavan' }).execute();
      return row.id;
    });
    expect(await counts(db)).toEqual([{ kind: 'hotel', verification: 0, n: 1 }]);
    expect(await version(db)).toBeGreaterThan(before);
    expect(await found(db, 'Saravana Bhavan')).toEqual([id]);

    await db.updateTable('vendor_users').set({ verification: 1 }).where('id', '=', id).execute();
    expect(await counts(db)).toEqual([{ kind: 'hotel', verification: 1, n: 1 }]);
    await db.updateTable('hotel_profiles').set({ business_name: 'Annapoorna' }).where('user_id', '=', id).execute();
    expect(await found(db, 'Saravana Bhavan')).toEqual([]);
    expect(await found(db, 'Annapoorna')).toEqual([id]);

    const beforeDelete = await version(db);
    await db.deleteFrom('vendor_users').where('id', '=', id).execute();
    expect(await counts(db)).toEqual([]);
    expect(await found(db, 'Annapoorna')).toEqual([]);
    expect(await version(db)).toBeGreaterThan(beforeDelete);
    expect(count((await db.selectFrom('hotel_profiles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it.each(['sqlite', 'postgres'] as const)("list a deleted image's thumbnail for removal (%s)", async (name) => {
    const db = engines[name];
    const user = await db
      .insertInto('vendor_users')
      .values({ kind: 'vegetable', name: 'Thumb', phoneNumber: '9000000003', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('vendor_images').values({ user_id: user.id, file_name: `${name}-photo.jpg`, thumb: `${name}-thumb.jpg`, thumb_folder: 'thumbs' }).execute();
    await db.deleteFrom('vendor_users').where('id', '=', user.id).execute();
    const listed = await db.selectFrom('media_pending_removal').select(['folder', 'name']).where('name', '=', `${name}-thumb.jpg`).execute();
    expect(listed).toEqual([{ folder: 'thumbs', name: `${name}-thumb.jpg` }]);
  });

  it.each(['sqlite', 'postgres'] as const)('match text ignoring case, wildcards taken literally (%s)', async (name) => {
    const db = engines[name];
    await db.insertInto('call_requests').values([{ phone_number: 'Ask for 50%_OFF' }, { phone_number: 'ask for 5000 off' }]).execute();
    const rows = await db.selectFrom('call_requests').select('phone_number').where(engineOf(db).textContains('phone_number', '50%_off')).execute();
    expect(rows).toEqual([{ phone_number: 'Ask for 50%_OFF' }]);
  });

  it.each(['sqlite', 'postgres'] as const)('compare names ignoring case in unique columns (%s)', async (name) => {
    const db = engines[name];
    await db.insertInto('transport_categories').values({ vehicleCategory: 'Mini Truck' }).execute();
    await expect(db.insertInto('transport_categories').values({ vehicleCategory: 'MINI TRUCK' }).execute()).rejects.toThrow(/unique/i);
    const row = await db.selectFrom('transport_categories').select('vehicleCategory').where('vehicleCategory', '=', 'mini truck').executeTakeFirst();
    expect(row).toEqual({ vehicleCategory: 'Mini Truck' });
  });
});
