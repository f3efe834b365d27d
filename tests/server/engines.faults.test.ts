/**
 * PostgreSQL's faults as answers: the errors a real server and the `pg` pool give when PostgreSQL is out of
 * reach or too slow become 503 with a plain message (server/faults.ts), the pool recovers by itself, and a start
 * that cannot open PostgreSQL says why in one line (server/startupFailures.ts).
 */
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { problemOfFault } from '../../server/faults.ts';
import { describeStartupFailure } from '../../server/startupFailures.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/open.ts';
import { CONNECT_TIMEOUT_MS, openPostgres } from '../../server/db/engines/postgres.ts';
import type { Db } from '../../server/db/database.ts';
import { asSuperuser, dropDatabase, freshDatabaseUrl } from '../helpers/postgres.ts';
import { makeDataDir } from '../helpers/server.ts';

/** A port on 127.0.0.1 where nothing listens. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const failureOf = async (work: Promise<unknown>): Promise<unknown> => {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('PostgreSQL faults', () => {
  let url: string;
  const opened: Db[] = [];
  const open = (settings: { poolSize?: number; statementTimeoutMs?: number } = {}) => {
    const db = openPostgres({ url, poolSize: settings.poolSize ?? 2, statementTimeoutMs: settings.statementTimeoutMs ?? 5000 });
    opened.push(db);
    return db;
  };

  beforeAll(async () => {
    url = await freshDatabaseUrl();
  });

  afterAll(async () => {
    for (const db of opened) await db.destroy();
    if (url) await dropDatabase(url);
  });

  it('answers 503 when PostgreSQL refuses connections', async () => {
    const port = await closedPort();
    const db = openPostgres({ url: `postgres://postgres@127.0.0.1:${port}/none`, poolSize: 1, statementTimeoutMs: 1000 });
    opened.push(db);
    const error = await failureOf(sql`SELECT 1`.execute(db));
    expect(problemOfFault(error)).toMatchObject({ statusCode: 503, message: 'The database cannot be reached right now; try again in a moment' });
  });

  it('answers 503 when a statement runs past the statement timeout', async () => {
    const db = open({ statementTimeoutMs: 200 });
    const started = Date.now();
    const error = await failureOf(sql`SELECT pg_sleep(2)`.execute(db));
    expect(Date.now() - started).toBeLessThan(1500);
    expect((error as { code?: string }).code).toBe('57014');
    expect(problemOfFault(error)).toMatchObject({ statusCode: 503, message: 'The database took too long to answer; try again in a moment' });
  });

  it('answers 503 when no connection frees up in time, instead of waiting forever', async () => {
    const db = open({ poolSize: 1 });
    let release = () => {};
    const held = db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const error = await failureOf(sql`SELECT 1`.execute(db));
    const waited = Date.now() - started;
    release();
    await held;
    expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
    expect(problemOfFault(error)).toMatchObject({ statusCode: 503 });
  });

  it('answers 503 when PostgreSQL ends the connection under a query, and the next query works on a new one', async () => {
    const db = open({ poolSize: 1 });
    const running = failureOf(sql`SELECT pg_sleep(10), 'terminate me'`.execute(db));
    const database = new URL(url).pathname.slice(1);
    await expect
      .poll(async () =>
        asSuperuser(async (client) => {
          const result = await client.query(
            "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND query LIKE '%terminate me%' AND pid <> pg_backend_pid()",
            [database],
          );
          return result.rowCount;
        }),
      )
      .toBe(1);
    const error = await running;
    expect((error as { code?: string }).code).toBe('57P01');
    expect(problemOfFault(error)).toMatchObject({ statusCode: 503 });
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('survives PostgreSQL ending a connection a transaction holds between queries: the transaction fails with 503, the next one works', async () => {
    const db = open({ poolSize: 1 });
    const database = new URL(url).pathname.slice(1);
    const failed = failureOf(
      db.transaction().execute(async (trx) => {
        await sql`SELECT 'held between queries'`.execute(trx);
        const ended = await asSuperuser((client) =>
          client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE '%held between queries%'", [database]),
        );
        expect(ended.rowCount).toBe(1);
        // The connection's end arrives while this transaction still holds it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`SELECT 1`.execute(trx);
      }),
    );
    expect(problemOfFault(await failed)).toMatchObject({ statusCode: 503 });
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('leaves other errors to the error handler', () => {
    expect(problemOfFault(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBeNull();
    expect(problemOfFault(new Error('boom'))).toBeNull();
  });
});

describe('a start that cannot open PostgreSQL', () => {
  const dataDir = makeDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const startWith = async (databaseUrl: string) => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG: 'false' });
    const error = await failureOf(openDatabase(config));
    return describeStartupFailure(error, config);
  };

  it('says PostgreSQL cannot be reached, naming the address', async () => {
    const port = await closedPort();
    expect(await startWith(`postgres://app:secret@127.0.0.1:${port}/marketplace`)).toBe(
      `Cannot reach PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED): start PostgreSQL, or set DATABASE_URL to a server this machine can reach.`,
    );
  });

  it('says the database does not exist, and how to create it', async () => {
    const existing = new URL(await freshDatabaseUrl());
    existing.pathname = '/no_such_database';
    const message = await startWith(existing.toString());
    expect(message).toMatch(/^The database "no_such_database" does not exist on PostgreSQL at 127\.0\.0\.1:\d+: create it \(createdb no_such_database\), or correct DATABASE_URL\.$/);
  });
});
