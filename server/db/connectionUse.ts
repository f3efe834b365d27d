/**
 * How a database's connections are used, for GET /metrics (server/plugins/metrics.ts), told by the engine that
 * opened it: PostgreSQL's pool (connections open, idle, requests waiting for one) and SQLite's one connection
 * (Kysely's driver lends it to one user at a time: "open" is 1, "idle" while nobody holds it, "waiting" the
 * queries and transactions queued for it). Both count how long each wait for a connection took, and the waits
 * that failed (PostgreSQL: no connection in time). Imports no engine, so both engines import it without a cycle.
 */
import type { Db } from './types.ts';

export interface ConnectionUse {
  engine: 'sqlite' | 'postgres';
  /** Connections at most (PostgreSQL: DB_POOL_SIZE; SQLite: 1). */
  readonly max: number;
  /** Connections open now. */
  readonly total: number;
  /** Open connections nobody holds. */
  readonly idle: number;
  /** Requests waiting for a connection now. */
  readonly waiting: number;
  /** Connections handed out so far. */
  acquired: number;
  /** Seconds spent waiting for them, summed. */
  waitSeconds: number;
  /** Waits that ended without a connection (PostgreSQL: none free or new within its connect timeout, or unreachable). */
  failed: number;
}

const uses = new WeakMap<Db, ConnectionUse>();

export function recordConnectionUse(db: Db, use: ConnectionUse): void {
  uses.set(db, use);
}

/** The connection use of a database opened by openDatabase (undefined for a transaction or another Kysely). */
export const connectionUseOf = (db: Db): ConnectionUse | undefined => uses.get(db);

/** Times `acquire` into `use` (the acquisitions, the seconds waited, the failures). */
export async function timedAcquire<T>(use: ConnectionUse, acquire: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const connection = await acquire();
    use.acquired++;
    return connection;
  } catch (error) {
    use.failed++;
    throw error;
  } finally {
    use.waitSeconds += (performance.now() - started) / 1000;
  }
}
