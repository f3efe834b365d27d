/**
 * The typed query builder every repository takes: `Db` is the database or an open transaction (Kysely's
 * Transaction is a Kysely), so a repository function composes into a caller's transaction unchanged.
 * Repositories are the only modules that write SQL; what differs between SQLite and PostgreSQL lives in
 * db/engines/.
 */
import type { Kysely } from 'kysely';
import type { Schema } from './schema.ts';
import { engineOf } from './engines/index.ts';

export type Db = Kysely<Schema>;

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
