/**
 * The database's own consistency check at start: `PRAGMA quick_check` by default (seconds even on a large file),
 * the full `PRAGMA integrity_check` with DB_INTEGRITY_CHECK=full. A damaged page anywhere, even in a table that
 * start-up never reads, stops the start with a clear message instead of a route answering 500 forever.
 */
import type { SqliteHandle } from './open.ts';

export type IntegrityMode = 'quick' | 'full' | 'off';

export class DatabaseDamaged extends Error {
  constructor(public readonly detail: string) {
    super(`database integrity check failed: ${detail}`);
  }
}

export function checkIntegrity(db: SqliteHandle, mode: IntegrityMode): void {
  if (mode === 'off') return;
  const rows = db.pragma(mode === 'full' ? 'integrity_check(20)' : 'quick_check(20)', { simple: false }) as Array<Record<string, string>>;
  const problems = rows.map((row) => Object.values(row)[0] ?? '').filter((line) => line !== 'ok');
  if (problems.length) throw new DatabaseDamaged(problems.slice(0, 3).join('; '));
}
