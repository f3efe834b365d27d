// admins without CHECK (role IN (...)): the roles are one table in src/domain/roles.ts, and a new role must not need
// a schema change (docs/extending.md). The API takes only the table's roles (zod, src/domain/review.ts), and a role
// the table no longer has may do nothing (`can`). PostgreSQL swaps the constraint; SQLite rebuilds the table, with
// foreign keys off (sessions, decisions, notes and the rest keep pointing at the same ids; the runner checks
// foreign keys before committing). The audit triggers are made again at every start.
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf, sqliteRebuild } from '../migration.ts';

export const rebuild = true;

/** SQLite's admins after this migration. */
const ADMINS_COLUMNS = `  id            INTEGER PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name          TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  role          TEXT NOT NULL DEFAULT 'owner' CHECK (role <> ''),
  active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))`;

export async function up(db: Db, engine: Engine): Promise<void> {
  await ddlOf(db, engine).perEngine({
    postgres: `ALTER TABLE admins
  DROP CONSTRAINT admins_role_check,
  ADD CONSTRAINT admins_role_check CHECK (role <> '');`,
    sqlite: sqliteRebuild('admins', ADMINS_COLUMNS, ['id', 'email', 'name', 'password_hash', 'created_at', 'role', 'active']),
  });
}
