// Messages to vendors (docs/messages.md): the outbox every sender writes to, and the opt-in per phone number.
// `phone` is 91 + 10 digits; the vendor is named by kind and user id (a deleted vendor's messages stay).
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await db.schema
    .createTable('vendor_messages')
    .addColumn('id', 'integer', t.id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('whatsapp', 'sms', 'email')`))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language IN ('en', 'ta')`))
    .addColumn('topic', 'text', (c) => c.notNull().check(sql`topic IN ('approve', 'request_changes', 'reject', 'document_reminder')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status IN ('queued', 'sent', 'failed')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('vendor_messages_vendor').on('vendor_messages').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('vendor_messages_status').on('vendor_messages').columns(['status', 'id']).execute();

  await db.schema
    .createTable('phone_optins')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('opted_in', 'integer', (c) => c.notNull().check(sql`opted_in IN (0, 1)`))
    .addColumn('source', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .execute();
}
