/**
 * PostgreSQL (14 or later), through a `pg` pool: the actor is passed to the audit triggers as transaction-local
 * settings, triggers are plpgsql, the search index is a table with a pg_trgm index (migration 070).
 */
import pg from 'pg';
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import { containsPattern, loadWithTriggersPaused, type Engine, type VendorKindStorage } from './engine.ts';
import { currentActor } from '../actor.ts';
import { recordConnectionUse, timedAcquire, type ConnectionUse } from '../connectionUse.ts';
import type { Db } from '../types.ts';
import type { Schema } from '../schema.ts';

export interface PostgresSettings {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  /** An idle pooled connection failed (PostgreSQL restarted, the network dropped it): the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

/**
 * How long a request waits for a connection (a new one, or a free one of a busy pool) before it fails: with the
 * statement timeout, what bounds a request's wait when PostgreSQL is down or overloaded.
 */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * How much longer than the statement timeout the app waits for any answer to a query before it gives the
 * connection up. PostgreSQL's own cancel (57014) comes first when it is merely slow and keeps the connection; this
 * is for a PostgreSQL that stops answering without closing anything (a frozen host, a network black hole), which
 * the statement timeout, enforced by PostgreSQL itself, cannot catch.
 */
export const QUERY_TIMEOUT_MARGIN_MS = 500;

/**
 * An idle connection is probed by TCP keepalive after this long without traffic, so one a black hole swallowed is
 * found dead by the operating system rather than by the next request.
 */
export const KEEPALIVE_IDLE_MS = 10_000;

export function openPostgres({ url, poolSize, statementTimeoutMs, onIdleError }: PostgresSettings): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    // A statement timeout of 0 (the copy and the seed: no limit) leaves the client-side limit off too.
    ...(statementTimeoutMs > 0 ? { query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS } : {}),
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
    application_name: 'marketplace',
  });
  // A connection's error event without a listener would end the process. An idle connection's is told (the pool
  // drops it); one in use fails its query, and is dropped when released.
  pool.on('error', (error) => onIdleError?.(error));
  pool.on('connect', (client) => client.on('error', () => {}));
  const use: ConnectionUse = {
    engine: 'postgres',
    max: poolSize,
    get total() {
      return pool.totalCount;
    },
    get idle() {
      return pool.idleCount;
    },
    get waiting() {
      return pool.waitingCount;
    },
    acquired: 0,
    waitSeconds: 0,
    failed: 0,
  };
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: discardingBroken(pool, use) }) });
  recordConnectionUse(db, use);
  return db;
}

/**
 * A query failing with FATAL (PostgreSQL ended the session: shutdown, terminated backend) or with no PostgreSQL
 * error at all (the socket failed, or no answer came within the query timeout) leaves a connection that cannot
 * serve another: such a connection goes back to the pool as broken, so the pool closes it instead of handing it to
 * the next request before its end is noticed. Until then, what is still sent on it (Kysely's ROLLBACK after the
 * failed statement) fails at once with the same error instead of waiting out another timeout on a connection that
 * no longer answers; PostgreSQL rolls the transaction back itself when the connection ends.
 */
function discardingBroken(pool: pg.Pool, use: ConnectionUse): PostgresPool {
  return {
    connect: async () => {
      const client = await timedAcquire(use, () => pool.connect());
      let broken: Error | undefined;
      const query = <R>(text: string, parameters: ReadonlyArray<unknown>) =>
        (broken ? Promise.reject(broken) : client.query(text, [...parameters])).catch((error: unknown) => {
          const severity = (error as { severity?: string } | null)?.severity;
          if (severity === undefined || severity === 'FATAL' || severity === 'PANIC') broken = error instanceof Error ? error : new Error(String(error));
          throw error;
        }) as Promise<PostgresQueryResult<R>>;
      return { query, release: () => client.release(broken) } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** Any number: the advisory lock that serialises schema changes of every instance on one database. */
const SCHEMA_LOCK = 7_240_024;

const run = (db: Db, statement: string) => sql.raw(statement).execute(db);

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const PG_TYPES = { TEXT: 'text', INTEGER: 'integer', REAL: 'double precision' } as const;

async function columnsOf(db: Db, table: string): Promise<{ name: string; type: string }[]> {
  const { rows } = await sql<{ name: string; type: string }>`SELECT column_name AS name, data_type AS type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(db);
  return rows;
}

/** The triggers of the schema (not PostgreSQL's own): name → table and definition. */
async function triggersOf(db: Db): Promise<Map<string, { table: string; definition: string }>> {
  const { rows } = await sql<{ name: string; table: string; definition: string }>`SELECT t.tgname AS name, c.relname AS table,
      pg_get_triggerdef(t.oid) AS definition
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace`.execute(db);
  return new Map(rows.map((row) => [row.name, { table: row.table, definition: row.definition }]));
}

/**
 * Creates a row trigger unless one of that name already fires `call` on `table` after `event`. Creating one locks
 * its table against writes for a moment, so instances starting beside others serving requests change only what
 * the declarations changed.
 */
async function ensureTrigger(db: Db, existing: Map<string, { table: string; definition: string }>, name: string, event: string, table: string, call: string) {
  const found = existing.get(name);
  if (found && found.table === table && found.definition.includes(` AFTER ${event} ON `) && found.definition.endsWith(`EXECUTE FUNCTION ${call}`)) return;
  if (found) await run(db, `DROP TRIGGER ${quote(name)} ON ${quote(found.table)}`);
  await run(db, `CREATE TRIGGER ${quote(name)} AFTER ${event} ON ${quote(table)} FOR EACH ROW EXECUTE FUNCTION ${call}`);
}

function searchSourceSql(storage: VendorKindStorage): string {
  const parts = storage.search.map(
    ({ kind, table, columns }) =>
      `SELECT u.id, concat_ws(chr(10), ${columns.map((c) => `${c.of}.${quote(c.name)}`).join(', ')})
         FROM vendor_users u JOIN ${quote(table)} p ON p.user_id = u.id WHERE u.kind = '${kind}'`,
  );
  return `CREATE OR REPLACE VIEW vendor_search_source (id, body) AS ${parts.join('\n  UNION ALL ')}`;
}

/** A trigger function that reindexes the vendor the written row's `vendorColumn` names. */
const reindexFunction = (name: string, vendorColumn: 'id' | 'user_id') => `
CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM vendor_search WHERE id = NEW.${vendorColumn};
  INSERT INTO vendor_search (id, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.${vendorColumn};
  RETURN NULL;
END $$;`;

const SEARCH_FUNCTIONS = `${reindexFunction('vendor_search_reindex_vendor', 'id')}${reindexFunction('vendor_search_reindex_profile', 'user_id')}
CREATE OR REPLACE FUNCTION vendor_search_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM vendor_search WHERE id = OLD.id;
  RETURN NULL;
END $$;`;

async function ensureVendorSearch(db: Db, storage: VendorKindStorage): Promise<void> {
  const viewSql = searchSourceSql(storage);
  await run(db, 'CREATE TABLE IF NOT EXISTS vendor_search_definition (id integer PRIMARY KEY CHECK (id = 1), sql text NOT NULL)');
  const stored = (await sql<{ sql: string }>`SELECT sql FROM vendor_search_definition WHERE id = 1`.execute(db)).rows[0]?.sql;
  // The stored definition is the view's text, written in the transaction that made the view.
  if (stored !== viewSql) await run(db, viewSql);
  await run(db, SEARCH_FUNCTIONS);
  const existing = await triggersOf(db);
  await ensureTrigger(db, existing, 'vendor_users_search_update', 'UPDATE', 'vendor_users', 'vendor_search_reindex_vendor()');
  await ensureTrigger(db, existing, 'vendor_users_search_delete', 'DELETE', 'vendor_users', 'vendor_search_forget()');
  for (const table of new Set(storage.search.map((kind) => kind.table))) {
    await ensureTrigger(db, existing, `${table}_search_insert`, 'INSERT', table, 'vendor_search_reindex_profile()');
    await ensureTrigger(db, existing, `${table}_search_update`, 'UPDATE', table, 'vendor_search_reindex_profile()');
  }
  if (stored !== viewSql) {
    await run(db, 'DELETE FROM vendor_search');
    await run(db, 'INSERT INTO vendor_search (id, body) SELECT id, body FROM vendor_search_source');
    await sql`INSERT INTO vendor_search_definition (id, sql) VALUES (1, ${viewSql}) ON CONFLICT (id) DO UPDATE SET sql = excluded.sql`.execute(db);
  }
}

/**
 * One function serves every audited table. Its arguments: the column naming the row (entity_id), the column naming
 * the vendor, then the secret columns. The actor comes from the settings nameActor made at the transaction's start.
 */
const AUDIT_FUNCTION = `
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acting text := nullif(current_setting('audit.actor', true), '');
  admin integer := nullif(current_setting('audit.admin_id', true), '')::integer;
  old_row jsonb;
  new_row jsonb;
  one_row jsonb;
  secret text;
BEGIN
  IF acting IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' AND old_row = new_row THEN RETURN NULL; END IF;
  one_row := coalesce(new_row, old_row);
  FOR i IN 2 .. TG_NARGS - 1 LOOP
    secret := TG_ARGV[i];
    IF TG_OP = 'UPDATE' THEN
      new_row := jsonb_set(new_row, ARRAY[secret],
        to_jsonb(CASE WHEN old_row -> secret IS NOT DISTINCT FROM new_row -> secret THEN 'hidden' ELSE 'changed' END));
      old_row := jsonb_set(old_row, ARRAY[secret], '"hidden"');
    ELSIF TG_OP = 'INSERT' THEN
      new_row := jsonb_set(new_row, ARRAY[secret], '"set"');
    ELSE
      old_row := jsonb_set(old_row, ARRAY[secret], '"set"');
    END IF;
  END LOOP;
  INSERT INTO audit_log (admin_id, actor, action, entity, entity_id, vendor_id, before, after)
  VALUES (admin, acting, lower(TG_OP), TG_TABLE_NAME,
    (one_row ->> nullif(TG_ARGV[0], ''))::integer, (one_row ->> nullif(TG_ARGV[1], ''))::integer,
    old_row::text, new_row::text);
  RETURN NULL;
END $$;`;

const AUDIT_PREFIX = 'audit_';

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

export const postgresEngine: Engine = {
  name: 'postgres',
  nameActor: async (trx) => {
    const actor = currentActor();
    const kind = actor && actor.rowLog !== false ? actor.kind : '';
    await sql`SELECT set_config('audit.admin_id', ${String(actor?.adminId ?? '')}, true), set_config('audit.actor', ${kind}, true)`.execute(trx);
  },
  textContains: (column, text) => sql<boolean>`${sql.ref(column)} ILIKE ${containsPattern(text)} ESCAPE '\\'`,
  forUpdate: (query) => query.forUpdate(),
  forUpdateSkipLocked: (query) => query.forUpdate().skipLocked(),
  bulkLoad: (trx, load) =>
    loadWithTriggersPaused(
      trx,
      load,
      async () => {
        // Every vendor table, profiles included (the tables referring to vendor_users). USER leaves the foreign keys' own triggers on.
        const tables = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c
          WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND (left(c.relname, 7) = 'vendor_' OR c.oid IN
            (SELECT conrelid FROM pg_constraint WHERE contype = 'f' AND confrelid = 'vendor_users'::regclass))`.execute(trx);
        const names = tables.rows.map((table) => table.name);
        // ALTER TABLE is transactional: other sessions wait for the commit and never see the triggers off.
        for (const name of names) await sql`ALTER TABLE ${sql.table(name)} DISABLE TRIGGER USER`.execute(trx);
        return async () => {
          for (const name of names) await sql`ALTER TABLE ${sql.table(name)} ENABLE TRIGGER USER`.execute(trx);
        };
      },
      'id',
    ),
  // vendor_search (id, body) has a pg_trgm GIN index on body, which serves ILIKE '%…%' from three characters on;
  // a shorter search reads the table through, as SQLite reads the columns.
  vendorTextMatches: (idColumn, text) =>
    sql<boolean>`${sql.ref(idColumn)} IN (SELECT id FROM vendor_search WHERE body ILIKE ${containsPattern(text)} ESCAPE '\\')`,
  // lower() folds more than ASCII, which only non-ASCII capitals (rare in names here) would tell apart. The queue
  // indexes (migration 180) hold this very expression: in another collation they could not serve the order.
  caselessOrder: (column) => sql<string>`lower(${sql.ref(column)}) COLLATE "C"`,
  runScript: async (db, script) => {
    // Without parameters, pg sends the text as one simple query, which may hold several statements.
    await run(db, script);
  },
  beginSchemaChange: async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(SCHEMA_LOCK)})`.execute(trx);
    await run(trx, 'SET LOCAL statement_timeout = 0');
  },
  withSchemaLock: (db, work) =>
    db.connection().execute(async (connection) => {
      // Taken inside a transaction only to wait without the statement timeout; a session lock outlives the commit.
      await connection.transaction().execute(async (trx) => {
        await run(trx, 'SET LOCAL statement_timeout = 0');
        await sql`SELECT pg_advisory_lock(${sql.lit(SCHEMA_LOCK)})`.execute(trx);
      });
      try {
        return await work(connection);
      } finally {
        // A broken connection is closed by the pool, which releases its session's lock.
        await sql`SELECT pg_advisory_unlock(${sql.lit(SCHEMA_LOCK)})`.execute(connection).catch(() => undefined);
      }
    }),
  withoutForeignKeys: (_db, work) => work(),
  danglingReferences: async () => [],
  tableNames: async (db) => {
    const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(db);
    return rows.map((row) => row.name);
  },
  ensureVendorKindStorage: async (db, storage) => {
    const existing = await triggersOf(db);
    for (const { name: t, columns } of storage.tables) {
      await run(
        db,
        `CREATE TABLE IF NOT EXISTS ${quote(t)} (
          id      integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
          user_id integer NOT NULL UNIQUE REFERENCES vendor_users(id) ON DELETE CASCADE
        )`,
      );
      const present = new Set((await columnsOf(db, t)).map((column) => column.name));
      for (const column of columns) {
        if (present.has(column.name)) continue;
        const fallback = typeof column.default === 'number' ? String(column.default) : literal(column.default);
        await run(db, `ALTER TABLE ${quote(t)} ADD COLUMN ${quote(column.name)} ${PG_TYPES[column.type]} NOT NULL DEFAULT ${fallback}`);
      }
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await ensureTrigger(db, existing, `${t}_${event.toLowerCase()}_version`, event, t, 'bump_vendor_list_version()');
      }
    }
    await ensureVendorSearch(db, storage);
  },
  installAuditTriggers: async (db, { tables, secretColumns }) => {
    await run(db, AUDIT_FUNCTION);
    const existing = await triggersOf(db);
    const wanted = new Set(tables.flatMap((table) => ['insert', 'update', 'delete'].map((event) => `${AUDIT_PREFIX}${table}_${event}`)));
    for (const [name, { table }] of existing) {
      if (name.startsWith(AUDIT_PREFIX) && !name.startsWith('audit_log_') && !wanted.has(name)) await run(db, `DROP TRIGGER ${quote(name)} ON ${quote(table)}`);
    }
    for (const table of tables) {
      const columns = await columnsOf(db, table);
      const integerColumn = (name: string) => columns.some((c) => c.name === name && c.type === 'integer');
      const entity = integerColumn('id') ? 'id' : '';
      const vendor = table === 'vendor_users' ? 'id' : integerColumn('user_id') ? 'user_id' : '';
      const secrets = columns.map((c) => c.name).filter((name) => secretColumns.has(name));
      const args = [entity, vendor, ...secrets].map(literal).join(', ');
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await ensureTrigger(db, existing, `${AUDIT_PREFIX}${table}_${event.toLowerCase()}`, event, table, `audit_row(${args})`);
      }
    }
  },
};
