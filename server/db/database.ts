/**
 * The typed query builder every repository takes: `Db` is the database or an open transaction (Kysely's
 * Transaction is a Kysely), so a repository function composes into a caller's transaction unchanged.
 * Repositories are the only modules that write SQL; what differs between SQLite and PostgreSQL lives in
 * db/engines/.
 */
import { Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';
import type { Schema } from './schema.ts';
import type { SqliteHandle } from './open.ts';
import { engineOf } from './engines/index.ts';

export type Db = Kysely<Schema>;

/**
 * SQLite ends a transaction by itself on some failures (a full disk, an I/O error): a ROLLBACK after that fails with
 * "no transaction is active", and that error would replace the one that says what happened (SQLITE_FULL: 507).
 */
class EmbeddedSqliteDriver extends SqliteDriver {
  constructor(private readonly handle: SqliteHandle) {
    super({ database: handle });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.handle.inTransaction) await super.rollbackTransaction(connection);
  }
}

class EmbeddedSqliteDialect extends SqliteDialect {
  constructor(private readonly handle: SqliteHandle) {
    super({ database: handle });
  }

  override createDriver(): Driver {
    return new EmbeddedSqliteDriver(this.handle);
  }
}

/** Kysely over the embedded SQLite connection (one connection: Kysely's driver queues its users). */
export function sqliteDb(handle: SqliteHandle): Db {
  return new Kysely<Schema>({ dialect: new EmbeddedSqliteDialect(handle) });
}

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one. Every write to an audited table
 * goes through here: the engine names the acting admin or vendor to the audit triggers at the transaction's
 * start (engines/postgres.ts; SQLite's triggers ask the process directly).
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(async (trx) => {
    await engineOf(trx).nameActor(trx);
    return work(trx);
  });
}

/** A count as a number: PostgreSQL's driver returns bigint counts as strings. */
export const count = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);
