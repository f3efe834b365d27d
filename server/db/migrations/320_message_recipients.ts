// Messages that reach people (docs/messages.md "Recipients"): the outbox holds messages to buyers and complainants
// as well as vendors. `recipient` says who: a vendor's row keeps its kind and user id (its phone, address and
// language are the vendor's); a buyer's or a complainant's has no user id, `kind` is the recipient, and `email`
// holds the address given (NULL: none). `event_key` names the event that queued an automatic message (one row per
// event: the same event never sends twice). A vendor's choice to receive document reminders is
// vendor_message_preferences (no row: reminders on).
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf, sqliteRebuild } from '../migration.ts';

/** SQLite cannot make user_id nullable in place: it rebuilds vendor_messages (foreign keys off, checked before commit). */
export const rebuild = true;

/** SQLite's vendor_messages after this migration. */
const VENDOR_MESSAGES_COLUMNS = `  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL,
  user_id    INTEGER,
  phone      TEXT NOT NULL,
  channel    TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  language   TEXT NOT NULL CHECK (language IN ('en', 'ta')),
  topic      TEXT NOT NULL CHECK (topic <> ''),
  text       TEXT NOT NULL,
  status     TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  created_at TEXT NOT NULL,
  created_by INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  params     TEXT,
  recipient  TEXT NOT NULL DEFAULT 'vendor' CHECK (recipient IN ('vendor', 'buyer', 'complainant')),
  email      TEXT,
  event_key  TEXT UNIQUE,
  CHECK (recipient <> 'vendor' OR user_id IS NOT NULL)`;

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await t.perEngine({
    postgres: `ALTER TABLE vendor_messages ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE vendor_messages ADD COLUMN recipient text NOT NULL DEFAULT 'vendor' CHECK (recipient IN ('vendor', 'buyer', 'complainant'));
ALTER TABLE vendor_messages ADD COLUMN email text;
ALTER TABLE vendor_messages ADD COLUMN event_key text UNIQUE;
ALTER TABLE vendor_messages ADD CONSTRAINT vendor_messages_vendor_has_user CHECK (recipient <> 'vendor' OR user_id IS NOT NULL);

CREATE TABLE vendor_message_preferences (
  user_id    integer PRIMARY KEY REFERENCES vendor_users(id) ON DELETE CASCADE,
  reminders  integer NOT NULL CHECK (reminders IN (0, 1)),
  updated_at text NOT NULL
);`,
    sqlite: `${sqliteRebuild('vendor_messages', VENDOR_MESSAGES_COLUMNS, ['id', 'kind', 'user_id', 'phone', 'channel', 'language', 'topic', 'text', 'status', 'created_at', 'created_by', 'params'])}
CREATE INDEX vendor_messages_vendor ON vendor_messages (user_id, id);
CREATE INDEX vendor_messages_status ON vendor_messages (status, id);

CREATE TABLE vendor_message_preferences (
  user_id    INTEGER PRIMARY KEY REFERENCES vendor_users(id) ON DELETE CASCADE,
  reminders  INTEGER NOT NULL CHECK (reminders IN (0, 1)),
  updated_at TEXT NOT NULL
);`,
  });
}
