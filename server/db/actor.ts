/**
 * Who is writing: every admin request runs its handler inside an AsyncLocalStorage context naming the admin
 * (the pattern of @fastify/request-context), and the vendor portal names the vendor. SQLite triggers read it
 * through two application-defined functions, so every write to an audited table is logged whichever module
 * made it, and writes with no actor (seed, migrations, start-up) are not.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SqliteHandle } from './types.ts';

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

/** Registers audit_admin() and audit_actor() on a connection; call before any write. */
export function registerAuditFunctions(db: SqliteHandle): void {
  db.function('audit_admin', { deterministic: false }, () => current.getStore()?.adminId ?? null);
  db.function('audit_actor', { deterministic: false }, () => {
    const actor = current.getStore();
    return actor && actor.rowLog !== false ? actor.kind : null;
  });
}
