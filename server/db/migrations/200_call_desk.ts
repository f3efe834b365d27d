// The call desk (extension `callDesk`, docs/call-desk.md): each call request gets a state, an assignee, a follow-up
// date, the caller's name and city when known (website enquiries), and a link to the vendor application it became.
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf, type Column } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  const columns: [string, 'text' | 'integer', Column?][] = [
    ['state', 'text', (c) => c.notNull().defaultTo('new').check(sql`state IN ('new', 'contacted', 'follow_up', 'converted', 'closed')`)],
    ['assignee_id', 'integer', (c) => c.references('admins.id').onDelete('set null')],
    ['follow_up_on', 'text'],
    ['closed_reason', 'text'],
    ['caller_name', 'text'],
    ['caller_city', 'text'],
    ['vendor_id', 'integer', (c) => c.references('vendor_users.id').onDelete('set null')],
  ];
  for (const [name, type, build] of columns) await db.schema.alterTable('call_requests').addColumn(name, type, build).execute();
  await db.schema.createIndex('call_requests_desk').on('call_requests').columns(['state', 'follow_up_on']).execute();
  await db.schema.createIndex('call_requests_vendor').on('call_requests').column('vendor_id').execute();

  // The notes as a timeline: every note is kept with its author and time (the legacy `notes` column holds the newest).
  await db.schema
    .createTable('call_request_notes')
    .addColumn('id', 'integer', t.id)
    .addColumn('call_request_id', 'integer', (c) => c.notNull().references('call_requests.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('author_name', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('call_request_notes_request').on('call_request_notes').columns(['call_request_id', 'id']).execute();
}
