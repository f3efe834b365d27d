// The review desk (docs/review-desk.md): admin roles, review states, reason templates and the audit log.
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner').check(sql`role IN ('owner', 'reviewer', 'catalog', 'calldesk', 'viewer')`))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`active IN (0, 1)`))
    .execute();

  // A vendor without a row here is 'approved' when verified and 'applied' otherwise (every vendor before this
  // migration, and every application until its first decision).
  await db.schema
    .createTable('vendor_reviews')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('vendor_users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('applied', 'changes_requested', 'approved', 'rejected', 'suspended')`))
    .addColumn('reason', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('claimed_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('claimed_until', 'text')
    .execute();
  await db.schema.createIndex('vendor_reviews_state').on('vendor_reviews').column('state').execute();

  await db.schema
    .createTable('reason_templates')
    .addColumn('id', 'integer', t.id)
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('request_changes', 'reject', 'suspend')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addUniqueConstraint('reason_templates_action_text_key', ['action', 'text'])
    .execute();
  await t.both(`INSERT INTO reason_templates (action, text) VALUES
  ('request_changes', 'Please upload clear photos of your store front and produce.'),
  ('request_changes', 'Your phone number or address is incomplete; please correct it.'),
  ('reject', 'We could not verify that this business exists at the address given.'),
  ('reject', 'Duplicate application: this business is already registered.'),
  ('suspend', 'Repeated customer complaints about quality.'),
  ('suspend', 'Business registration or licence has expired.');`);

  // Append-only: who (admin, or the vendor in the portal), when, what, and the changed fields before and after.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', t.id)
    .addColumn('at', 'text', (c) => c.notNull().defaultTo(t.now))
    .addColumn('admin_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('vendor_id', 'integer')
    .addColumn('reason', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_vendor').on('audit_log').columns(['vendor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_admin').on('audit_log').columns(['admin_id', 'id']).execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  await t.perEngine({
    sqlite: `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be changed'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be deleted'); END;`,
    postgres: `CREATE FUNCTION audit_log_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN RAISE EXCEPTION 'audit log entries cannot be changed'; END IF;
  RAISE EXCEPTION 'audit log entries cannot be deleted';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_read_only();
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_read_only();`,
  });
}
