/**
 * What differs between the two engines, behind one interface: repositories call `engineOf(db)` for a search
 * condition or a case-insensitive match instead of writing either engine's SQL.
 */
import { PostgresAdapter } from 'kysely';
import type { Db } from '../types.ts';
import { sqliteEngine } from './sqlite.ts';
import { postgresEngine } from './postgres.ts';
import type { Engine } from './engine.ts';

export type { Engine } from './engine.ts';

export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresEngine : sqliteEngine;
}

/** SQLite's extended result code or PostgreSQL's SQLSTATE of a failed statement. */
const errorCode = (error: unknown): unknown => (error instanceof Error && 'code' in error ? error.code : undefined);

/** The error of a write that broke a UNIQUE constraint: SQLite's extended code or PostgreSQL's SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  return errorCode(error) === 'SQLITE_CONSTRAINT_UNIQUE' || errorCode(error) === 'SQLITE_CONSTRAINT_PRIMARYKEY' || errorCode(error) === '23505';
}

/** The error of a write that broke a FOREIGN KEY constraint: SQLite's extended code or PostgreSQL's SQLSTATE 23503. */
export function isForeignKeyViolation(error: unknown): boolean {
  return errorCode(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY' || errorCode(error) === '23503';
}
