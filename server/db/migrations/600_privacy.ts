// DPDP duties (docs/privacy.md): the consents given with each form under a versioned notice, the data principals'
// requests with their 90-day clock, and the audit log's one allowed change: an entry anonymised once at erasure
// (`erased_at` set; the event's who-what-when columns stay as they were). Only the audit log's trigger is per engine.
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await db.schema
    .createTable('consents')
    .addColumn('id', 'integer', t.id)
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`subject IN ('vendor', 'enquiry', 'grievance')`))
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('notice_version', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('given_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .execute();
  await db.schema.createIndex('consents_subject').on('consents').columns(['subject', 'subject_id', 'purpose']).execute();

  await db.schema
    .createTable('privacy_requests')
    .addColumn('id', 'integer', t.id)
    .addColumn('vendor_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('access', 'correction', 'erasure')`))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('received').check(sql`state IN ('received', 'completed')`))
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('portal'))
    .addColumn('details', 'text')
    .addColumn('outcome', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('privacy_requests_due').on('privacy_requests').columns(['state', 'due_at']).execute();
  await db.schema.createIndex('privacy_requests_vendor').on('privacy_requests').columns(['vendor_id', 'id']).execute();

  await db.schema.alterTable('audit_log').addColumn('erased_at', 'text').execute();
  await t.perEngine({
    sqlite: `DROP TRIGGER audit_log_no_update;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
WHEN NOT (OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL AND NEW.id = OLD.id AND NEW.at = OLD.at
  AND NEW.admin_id IS OLD.admin_id AND NEW.actor = OLD.actor AND NEW.action = OLD.action AND NEW.entity = OLD.entity
  AND NEW.entity_id IS OLD.entity_id AND NEW.vendor_id IS OLD.vendor_id)
BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be changed'); END;`,
    postgres: `CREATE FUNCTION audit_log_erase_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL AND NEW.id = OLD.id AND NEW.at = OLD.at
    AND NEW.admin_id IS NOT DISTINCT FROM OLD.admin_id AND NEW.actor = OLD.actor AND NEW.action = OLD.action
    AND NEW.entity = OLD.entity AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
    AND NEW.vendor_id IS NOT DISTINCT FROM OLD.vendor_id THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit log entries cannot be changed';
END $$;
DROP TRIGGER audit_log_no_update ON audit_log;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_erase_only();`,
  });
}
