/**
 * The SQLite connection under a query builder, for functions that take that connection itself. Kysely's SQLite
 * driver and the connection are one, so such a function called inside a builder's transaction writes in it.
 * A transaction shares its database's adapter object, so a pairing made on the database holds in its transactions.
 */
import type { Db } from './database.ts';
import type { SqliteHandle } from './open.ts';

const handles = new WeakMap<object, SqliteHandle>();
const builders = new WeakMap<SqliteHandle, Db>();

const keyOf = (db: Db): object => db.getExecutor().adapter;

/** Pairs `db` with the connection it runs on (nothing on PostgreSQL, which has none). */
export function pairSqlite(db: Db, handle: SqliteHandle | undefined): void {
  if (!handle) return;
  handles.set(keyOf(db), handle);
  builders.set(handle, db);
}

/** The SQLite connection `db` (or the transaction's database) runs on. */
export function sqliteOf(db: Db): SqliteHandle {
  const handle = handles.get(keyOf(db));
  if (!handle) throw new Error('This database has no SQLite connection paired with it');
  return handle;
}

/** The query builder paired with a connection, if any. */
export const builderOf = (handle: SqliteHandle): Db | undefined => builders.get(handle);

export const isSqliteHandle = (db: Db | SqliteHandle): db is SqliteHandle => typeof (db as SqliteHandle).prepare === 'function';
