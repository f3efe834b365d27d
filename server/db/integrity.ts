/**
 * SQLite's own consistency check at start: `PRAGMA quick_check` by default (seconds even on a large file),
 * the full `PRAGMA integrity_check` with DB_INTEGRITY_CHECK=full. A damaged page anywhere, even in a table that
 * start-up never reads, stops the start with a clear message instead of a route answering 500 forever.
 * PostgreSQL checks its own pages as it reads them; it has nothing to run here.
 */
import { sql } from 'kysely';
import type { Db } from './types.ts';

export type IntegrityMode = 'quick' | 'full' | 'off';

export class DatabaseDamaged extends Error {
  constructor(public readonly detail: string) {
    super(`database integrity check failed: ${detail}`);
  }
}

export async function checkIntegrity(db: Db, mode: IntegrityMode): Promise<void> {
  if (mode === 'off') return;
  const check = mode === 'full' ? sql`PRAGMA integrity_check(20)` : sql`PRAGMA quick_check(20)`;
  const { rows } = await check.execute(db);
  const problems = (rows as Record<string, unknown>[]).map((row) => String(Object.values(row)[0] ?? '')).filter((line) => line !== 'ok');
  if (problems.length) throw new DatabaseDamaged(problems.slice(0, 3).join('; '));
}
