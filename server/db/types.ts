/**
 * The database's types alone, so the engines, the actor context and the repositories can all name them without
 * importing the modules that open or use a database (which import the engines in turn).
 */
import type Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Schema } from './schema.ts';

/** The database or an open transaction (Kysely's Transaction is a Kysely). */
export type Db = Kysely<Schema>;

export type SqliteHandle = Database.Database;
