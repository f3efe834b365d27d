/**
 * Text stored before writes were made NFC (names, store names, addresses, callers' names), written here by SQL in
 * decomposed form as an older version left it: the start-up data step rewrites it NFC once, the search index
 * follows, no audit row is written, a second run changes nothing, and an admin's save made meanwhile is kept.
 * Both engines (unit and unit-pg projects).
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseTable, runDataSteps, typedTextColumns } from '../../server/db/dataSteps.ts';
import type { Db } from '../../server/db/database.ts';
import { insertCallRequest } from '../../server/repositories/callRequests.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { makeDataDir, startServer, testEngine, type TestServer } from '../helpers/server.ts';
import { decomposed } from '../helpers/tamilSearchCases.ts';
import { createVendor, validEdit } from './vendorFixtures.ts';

const NAME = 'கௌரி சங்கர்';
const STORE = 'ஸ்ரீ கௌரி பவன்';
const LOCATION = 'கோவை சாலை, பொள்ளாச்சி';
const HOTEL = 'கொங்கு விருந்து';
const CALLER = 'பொன்னுசாமி';

const auditRows = async (db: Db) => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM audit_log`.execute(db)).rows[0]?.n);

describe('the NFC data step', () => {
  const dataDir = makeDataDir();
  let server: TestServer;
  let cookie: string;
  let vegetableId: number;
  let latinId: number;
  let hotelId: number;
  let callId: number;
  let auditBefore: number;
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
  const paged = (kind: string, q: string) =>
    get(`/api/lists/vendors/${kind}?` + new URLSearchParams({ filter: JSON.stringify({ q, verified: false }), sort: '["id","ASC"]', range: '[0,49]' }).toString());
  const pagedIds = async (kind: string, q: string) => ((await paged(kind, q)).json() as { id: number }[]).map((vendor) => vendor.id);

  beforeAll(async () => {
    const first = await startServer({ dataDir });
    vegetableId = (await createVendor(first, 'vegetable')).userId;
    latinId = (await createVendor(first, 'vegetable', { name: 'Kavitha Raman' })).userId;
    hotelId = (await createVendor(first, 'hotel')).userId;
    const db = first.app.db;
    // As a version before NFC stored them: decomposed vowel signs, written past the app.
    await sql`UPDATE vendor_users SET name = ${decomposed(NAME)} WHERE id = ${vegetableId}`.execute(db);
    await sql`UPDATE vegetable_stores SET storename = ${decomposed(STORE)}, location = ${decomposed(LOCATION)} WHERE user_id = ${vegetableId}`.execute(db);
    await sql`UPDATE hotel_profiles SET business_name = ${decomposed(HOTEL)} WHERE user_id = ${hotelId}`.execute(db);
    callId = await insertCallRequest(db, { phone_number: '9876505555', notes: null });
    await sql`UPDATE call_requests SET caller_name = ${decomposed(CALLER)} WHERE id = ${callId}`.execute(db);
    // A database from before migration 280 has the table but has not run the step.
    await sql`DELETE FROM data_steps`.execute(db);
    cookie = await first.login();
    server = first;
    // The flaw the step repairs: the stored decomposed name is not found by the query typed composed.
    expect(await pagedIds('vegetable', 'கௌரி')).toEqual([]);
    auditBefore = await auditRows(db);
    await first.close({ keepData: true });

    server = await startServer({ dataDir });
    cookie = await server.login();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the columns from the declarations: every kind table, its text fields, no password, no numbers', () => {
    const columns = typedTextColumns(VENDOR_KIND_DECLARATIONS);
    expect([...columns.keys()].sort()).toEqual(['call_requests', 'vendor_users', ...VENDOR_KIND_DECLARATIONS.map((d) => d.table)].sort());
    expect(columns.get('vendor_users')).toEqual(expect.arrayContaining(['name', 'phoneNumber', 'email', 'city', 'description']));
    expect(columns.get('vegetable_stores')).toEqual(expect.arrayContaining(['storename', 'location']));
    expect(columns.get('vegetable_stores')).not.toContain('reviews');
    expect(columns.get('call_requests')).toEqual(['caller_name', 'caller_city']);
    expect([...columns.values()].flat()).not.toContain('password_hash');
  });

  it('rewrites the stored text NFC at start, recorded once, with no audit row', async () => {
    const vegetables = (await (await get('/api/vegetable/unverified/list')).json()) as Record<string, unknown>[];
    expect(vegetables.find((v) => v.id === vegetableId)).toMatchObject({ name: NAME, storename: STORE, location: LOCATION });
    expect(vegetables.find((v) => v.id === latinId)).toMatchObject({ name: 'Kavitha Raman' });
    const stored = await sql<{ name: string }>`SELECT name FROM vendor_users WHERE id = ${vegetableId}`.execute(server.app.db);
    expect(stored.rows[0]?.name).toBe(NAME.normalize('NFC'));
    const hotel = await sql<{ business_name: string }>`SELECT business_name FROM hotel_profiles WHERE user_id = ${hotelId}`.execute(server.app.db);
    expect(hotel.rows[0]?.business_name).toBe(HOTEL);
    const call = await sql<{ caller_name: string }>`SELECT caller_name FROM call_requests WHERE id = ${callId}`.execute(server.app.db);
    expect(call.rows[0]?.caller_name).toBe(CALLER);
    expect((await server.app.db.selectFrom('data_steps').select('name').execute()).map((row) => row.name)).toEqual(['280_nfc_stored_text']);
    expect(await auditRows(server.app.db)).toBe(auditBefore);
  });

  it('leaves the search index consistent: found by a composed or a decomposed query, on the name, store and address', async () => {
    for (const q of ['கௌரி', decomposed('கௌரி'), 'பவன்', 'பொள்ளாச்சி', decomposed('கோவை சாலை')]) expect(await pagedIds('vegetable', q), q).toEqual([vegetableId]);
    expect(await pagedIds('hotel', 'விருந்து')).toEqual([hotelId]);
  });

  it('changes nothing on a second run', async () => {
    expect(await runDataSteps(server.app.db, VENDOR_KIND_DECLARATIONS)).toEqual([]);
    for (const [table, columns] of typedTextColumns(VENDOR_KIND_DECLARATIONS)) expect(await normaliseTable(server.app.db, table, columns), table).toBe(0);
  });

  it('rewrites only the rows not yet NFC, batch after batch', async () => {
    const ids = [vegetableId, latinId, hotelId];
    await sql`UPDATE vendor_users SET city = ${decomposed('கோவை')} WHERE id IN (${sql.join([vegetableId, hotelId])})`.execute(server.app.db);
    const auditBeforeRun = await auditRows(server.app.db);
    expect(await normaliseTable(server.app.db, 'vendor_users', ['name', 'city'], 1)).toBe(2);
    const rows = await sql<{ city: string }>`SELECT city FROM vendor_users WHERE id IN (${sql.join(ids)}) ORDER BY id`.execute(server.app.db);
    expect(rows.rows.map((row) => row.city)).toEqual(['கோவை', 'Dindigul', 'கோவை']);
    expect(await auditRows(server.app.db)).toBe(auditBeforeRun);
  });

  it('keeps the value an admin saves while the step runs', async () => {
    const { userId, phoneNumber } = await createVendor(server, 'vegetable');
    await sql`UPDATE vendor_users SET name = ${decomposed('சோலை முருகன்')} WHERE id = ${userId}`.execute(server.app.db);
    const edit = { ...validEdit('vegetable', userId, phoneNumber), name: 'Murugan Stores' };
    const [, saved] = await Promise.all([
      normaliseTable(server.app.db, 'vendor_users', ['name'], 1),
      server.app.inject({ method: 'PUT', url: '/vegeatable/edit', headers: { cookie }, payload: edit }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await sql<{ name: string }>`SELECT name FROM vendor_users WHERE id = ${userId}`.execute(server.app.db);
    expect(row.rows[0]?.name).toBe('Murugan Stores');
  });

  it.runIf(testEngine === 'postgres')('on PostgreSQL, does not overwrite a row whose save commits after the step read it', async () => {
    const { userId } = await createVendor(server, 'vegetable');
    await sql`UPDATE vendor_users SET name = ${decomposed('கோபால்')} WHERE id = ${userId}`.execute(server.app.db);
    const admin = new pg.Client({ connectionString: server.config.databaseUrl, application_name: 'admin-save' });
    await admin.connect();
    try {
      await admin.query('BEGIN');
      await admin.query('UPDATE "vendor_users" SET name = $1 WHERE id = $2', ['Gopal Traders', userId]);
      // The step reads the committed decomposed name, then waits on the row the open save holds.
      const running = normaliseTable(server.app.db, 'vendor_users', ['name']);
      for (;;) {
        const waiting = await admin.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'marketplace' AND wait_event_type = 'Lock'`);
        if (waiting.rowCount) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await admin.query('COMMIT');
      expect(await running).toBe(0);
    } finally {
      await admin.end();
    }
    const row = await sql<{ name: string }>`SELECT name FROM vendor_users WHERE id = ${userId}`.execute(server.app.db);
    expect(row.rows[0]?.name).toBe('Gopal Traders');
  });
});
