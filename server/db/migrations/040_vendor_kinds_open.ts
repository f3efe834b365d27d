// vendor_users without CHECK (kind IN (...)): the vendor kinds are declared in src/domain/vendorKinds, and a new
// kind must not need a schema change. PostgreSQL swaps the constraint; SQLite rebuilds the table, with foreign
// keys off (profiles, images, stories and sessions keep pointing at the same ids; the runner checks foreign keys
// before committing).
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf, sqliteRebuild } from '../migration.ts';
import { versionTriggers } from './010_vendors_list_version.ts';

export const rebuild = true;

/** SQLite's vendor_users after this migration. */
const VENDOR_USERS_COLUMNS = `  id            INTEGER PRIMARY KEY,
  kind          TEXT NOT NULL CHECK (kind <> ''),
  name          TEXT NOT NULL,
  phoneNumber   TEXT NOT NULL,
  email         TEXT NOT NULL DEFAULT '',
  city          TEXT NOT NULL DEFAULT '',
  description   TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  verification  INTEGER NOT NULL DEFAULT 0 CHECK (verification IN (0, 1)),
  poster        TEXT,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (kind, phoneNumber)`;

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await t.perEngine({
    postgres: `ALTER TABLE vendor_users
  DROP CONSTRAINT vendor_users_kind_check,
  ADD CONSTRAINT vendor_users_kind_check CHECK (kind <> '');`,
    sqlite: `${sqliteRebuild('vendor_users', VENDOR_USERS_COLUMNS, ['id', 'kind', 'name', 'phoneNumber', 'email', 'city', 'description', 'password_hash', 'verification', 'poster', 'created_at'])}
CREATE INDEX vendor_users_kind_verification ON vendor_users (kind, verification);
${versionTriggers('vendor_users').sqlite}`,
  });
}
