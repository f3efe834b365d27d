/**
 * What differs between the two engines, behind one interface: repositories call `engineOf(db)` for a search
 * condition or a case-insensitive match instead of writing either engine's SQL.
 */
import { PostgresAdapter } from 'kysely';
import type { Db } from '../database.ts';
import { sqliteEngine } from './sqlite.ts';
import { postgresEngine } from './postgres.ts';
import type { Engine } from './engine.ts';

export type { Engine } from './engine.ts';

export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresEngine : sqliteEngine;
}

/** Whether `error` is a UNIQUE (or primary key) violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
