/**
 * The typed query builder every repository takes: `Db` is the database or an open transaction (Kysely's
 * Transaction is a Kysely), so a repository function composes into a caller's transaction unchanged.
 * Repositories are the only modules that write SQL; what differs between SQLite and PostgreSQL lives in
 * db/engines/.
 */
import type { Expression, ExpressionBuilder } from 'kysely';
import type { Db } from './types.ts';
import { engineOf } from './engines/index.ts';
import { currentActor, runAs } from './actor.ts';

export type { Db } from './types.ts';

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

/** Whether `query` (a select narrowed to the rows asked about) finds any. */
export async function hasRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * An upsert's `doUpdateSet` values for `columns`: each takes the value the refused insert brought
 * (`SET c = excluded.c`), on both engines.
 */
export function fromExcluded<DB extends { excluded: object }, TB extends keyof DB, C extends keyof DB['excluded'] & string>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly C[],
): { [K in C]: Expression<DB['excluded'][K]> } {
  return Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}` as never)])) as unknown as { [K in C]: Expression<DB['excluded'][K]> };
}

/**
 * Runs `work` in the transaction `trx` as the current actor with the row triggers silent: for an action that
 * writes its own audit entry, so one action is one entry (an approval is "Approve", not that plus "update
 * vendor_users"). The engine is told at the switch and again after it: PostgreSQL's triggers read the actor
 * from a setting of the transaction, which may be the caller's and go on after `work`.
 */
export async function withoutRowLog<T>(trx: Db, work: () => Promise<T>): Promise<T> {
  const actor = currentActor();
  if (!actor) return work();
  const engine = engineOf(trx);
  let failed = false;
  try {
    return await runAs({ ...actor, rowLog: false }, async () => {
      await engine.nameActor(trx);
      return work();
    });
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // After a failed statement PostgreSQL refuses any further one until the rollback: the first error is the one to report.
    await engine.nameActor(trx).catch((error: unknown) => {
      if (!failed) throw error;
    });
  }
}
