// The grievance desk (extension `grievances`, docs/grievances.md): complaints from the public form with the due
// times of the Consumer Protection (E-Commerce) Rules 2020 computed at receipt (src/domain/grievances.ts);
// `due_at` is the one that runs in the current state (acknowledgement, then resolution; NULL once resolved).
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  const required = (c: ColumnDefinitionBuilder) => c.notNull();
  await db.schema
    .createTable('grievances')
    .addColumn('id', 'integer', t.id)
    .addColumn('name', 'text', required)
    .addColumn('complainant', 'text', (c) => c.notNull().check(sql`complainant IN ('buyer', 'vendor', 'other')`))
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category IN ('quality', 'delivery', 'vendor_conduct', 'account', 'personal_data', 'other')`),
    )
    .addColumn('description', 'text', required)
    .addColumn('phone_number', 'text', required)
    .addColumn('email', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('attachment', 'text')
    .addColumn('attachment_type', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('received').check(sql`state IN ('received', 'acknowledged', 'escalated', 'resolved')`))
    .addColumn('received_at', 'text', required)
    .addColumn('acknowledge_by', 'text', required)
    .addColumn('resolve_by', 'text', required)
    .addColumn('due_at', 'text')
    .addColumn('acknowledged_at', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('resolution', 'text')
    .addColumn('escalated_at', 'text')
    .addColumn('assignee_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('grievances_due').on('grievances').column('due_at').execute();
  await db.schema.createIndex('grievances_state').on('grievances').columns(['state', 'received_at']).execute();
  await db.schema.createIndex('grievances_received').on('grievances').column('received_at').execute();

  // What happened to a grievance, in order: received, acknowledged, a note, assigned, escalated, resolved, reopened.
  // The acknowledgement and the resolution carry the text the complainant is to be told (`message`) until the
  // delivery system sends it.
  await db.schema
    .createTable('grievance_events')
    .addColumn('id', 'integer', t.id)
    .addColumn('grievance_id', 'integer', (c) => c.notNull().references('grievances.id').onDelete('cascade'))
    .addColumn('kind', 'text', required)
    .addColumn('body', 'text')
    .addColumn('message', 'text')
    .addColumn('author_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('author_name', 'text')
    .addColumn('at', 'text', required)
    .execute();
  await db.schema.createIndex('grievance_events_grievance').on('grievance_events').columns(['grievance_id', 'id']).execute();
}
