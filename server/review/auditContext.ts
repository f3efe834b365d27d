/**
 * Who is writing: every admin request runs its handler inside an AsyncLocalStorage context naming the admin
 * (the pattern of @fastify/request-context), and the vendor portal names the vendor. SQLite triggers read it
 * through two application-defined functions, so every write to an audited table is logged whichever module
 * made it, and writes with no actor (seed, migrations, start-up) are not.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/database.ts';
import type { SqliteHandle } from '../db/open.ts';
import { engineOf } from '../db/engines/index.ts';

export interface Actor {
  adminId: number | null;
  /** `admin` or `vendor`. */
  kind: 'admin' | 'vendor';
  /** False while a write logs itself as one entry (a decision): the row triggers then stay silent. */
  rowLog?: boolean;
}

const current = new AsyncLocalStorage<Actor>();

export function runAs<T>(actor: Actor, work: () => T): T {
  return current.run(actor, work);
}

export function currentActor(): Actor | undefined {
  return current.getStore();
}

/**
 * Runs `work` in the transaction `trx` as the current actor with the row triggers silent: for an action that
 * writes its own audit entry, so one action is one entry (an approval is "Approve", not that plus "update
 * vendor_users"). The engine is told at the switch and again after it: PostgreSQL's triggers read the actor
 * from a setting of the transaction, which may be the caller's and go on after `work`.
 */
export async function withoutRowLog<T>(trx: Db, work: () => Promise<T>): Promise<T> {
  const actor = current.getStore();
  if (!actor) return work();
  const engine = engineOf(trx);
  let failed = false;
  try {
    return await current.run({ ...actor, rowLog: false }, async () => {
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

/** Registers audit_admin() and audit_actor() on a connection; call before any write. */
export function registerAuditFunctions(db: SqliteHandle): void {
  db.function('audit_admin', { deterministic: false }, () => current.getStore()?.adminId ?? null);
  db.function('audit_actor', { deterministic: false }, () => {
    const actor = current.getStore();
    return actor && actor.rowLog !== false ? actor.kind : null;
  });
}
