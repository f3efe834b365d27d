// Delivery of the outbox by channels (docs/messages.md, server/delivery/): a message's topic is any declared message
// type (src/domain/messageTypes/), not only the four decisions an admin records by hand, so the CHECK on topic goes
// (the server validates it); `params` holds an automatic message's values as JSON (NULL: recorded by an admin, who
// delivered it by hand). Each channel's attempt is one row of message_deliveries.
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf, indexWhereSet, sqliteRebuild } from '../migration.ts';

/** SQLite cannot drop a CHECK: it rebuilds vendor_messages (foreign keys off, checked before commit). */
export const rebuild = true;

/** SQLite's vendor_messages after this migration. */
const VENDOR_MESSAGES_COLUMNS = `  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL,
  user_id    INTEGER NOT NULL,
  phone      TEXT NOT NULL,
  channel    TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  language   TEXT NOT NULL CHECK (language IN ('en', 'ta')),
  topic      TEXT NOT NULL CHECK (topic <> ''),
  text       TEXT NOT NULL,
  status     TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  created_at TEXT NOT NULL,
  created_by INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  params     TEXT`;

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await t.perEngine({
    postgres: `ALTER TABLE vendor_messages DROP CONSTRAINT vendor_messages_topic_check;
ALTER TABLE vendor_messages ADD CONSTRAINT vendor_messages_topic_check CHECK (topic <> '');
ALTER TABLE vendor_messages ADD COLUMN params text;`,
    sqlite: `${sqliteRebuild('vendor_messages', VENDOR_MESSAGES_COLUMNS, ['id', 'kind', 'user_id', 'phone', 'channel', 'language', 'topic', 'text', 'status', 'created_at', 'created_by'])}
CREATE INDEX vendor_messages_vendor ON vendor_messages (user_id, id);
CREATE INDEX vendor_messages_status ON vendor_messages (status, id);`,
  });

  // One row per message and channel: `sending` while a call is out, then `sent` (the provider took it), `delivered`
  // and `read` (WhatsApp's status webhook), `retry` (a timeout, a 5xx or quiet hours; `retry_at` says when) or
  // `failed` (refused for good, `last_error` in plain words). `provider_id` is the provider's message id.
  await db.schema
    .createTable('message_deliveries')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('vendor_messages.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('whatsapp', 'sms', 'email')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('sending', 'sent', 'delivered', 'read', 'retry', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('retry_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_deliveries_pkey', ['message_id', 'channel'])
    .execute();
  await indexWhereSet(db, 'message_deliveries_provider', 'message_deliveries', ['channel', 'provider_id'], 'provider_id');
}
