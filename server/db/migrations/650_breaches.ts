// The personal-data breach register (extension `breachRegister`, docs/breaches.md): what the owner records about a
// suspected breach, and the due times of its two clocks computed from detection (src/domain/breaches.ts): CERT-In's
// 6-hour report and the Data Protection Board's 72-hour detailed report. Lists are JSON text.
// Retention (docs/breaches.md): the rows whose personal data the daily run removed, so it skips them next time; a
// table of its own, so the answers that read call requests and vendors whole do not change.
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  const emptyList = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('[]');
  await db.schema
    .createTable('breaches')
    .addColumn('id', 'integer', t.id)
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_ta', 'text')
    .addColumn('occurred_at', 'text')
    .addColumn('detected_at', 'text', (c) => c.notNull())
    .addColumn('data_categories', 'text', emptyList)
    .addColumn('affected_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('affected_vendor_ids', 'text', emptyList)
    .addColumn('affected_others', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('suspected').check(sql`status IN ('suspected', 'confirmed', 'reported', 'closed')`))
    .addColumn('measures', 'text')
    .addColumn('measures_ta', 'text')
    .addColumn('advice', 'text')
    .addColumn('advice_ta', 'text')
    .addColumn('notes', 'text')
    .addColumn('cert_in_due', 'text', (c) => c.notNull())
    .addColumn('cert_in_reported_at', 'text')
    .addColumn('board_due', 'text', (c) => c.notNull())
    .addColumn('board_reported_at', 'text')
    .addColumn('notified_vendor_ids', 'text', emptyList)
    .addColumn('recorded_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('breaches_detected').on('breaches').column('detected_at').execute();
  await db.schema.createIndex('breaches_status').on('breaches').columns(['status', 'detected_at']).execute();
  await db.schema
    .createTable('retention_anonymised')
    .addColumn('entity', 'text', (c) => c.notNull().check(sql`entity IN ('call_request', 'vendor')`))
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('retention_anonymised_pkey', ['entity', 'entity_id'])
    .execute();
}
