// The dashboard's work plan (extension `workPlan`, server/repositories/workPlan.ts).
// admin_dashboard_visits: per admin, the admin session that last loaded the work plan (`session_key`, the SHA-256
// of its token), when it last did (`seen_at`), and the reference point of "since your last visit" (`since_at`): the
// last time the work plan was seen in an earlier session, so reloading the dashboard within one session does not
// reset it. Bookkeeping, not business data: its writes are not audited.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('admin_dashboard_visits')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admins.id').onDelete('cascade'))
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addColumn('since_at', 'text')
    .execute();
  // The aggregates read recent rows by their creation time and decisions by kind and time; without these each
  // figure scanned its whole table. vendor_users_kind_state_created repeats the start of 120's queue index on
  // SQLite, but PostgreSQL needs it (180 indexes lower(created_at) COLLATE "C" there, for the sort, which a range
  // on created_at itself cannot use) and both engines keep the same indexes.
  const indexes = [
    ['vendor_users_kind_state_created', 'vendor_users', ['kind', 'verification', 'created_at']],
    ['vendor_users_created', 'vendor_users', ['created_at']],
    ['call_requests_created', 'call_requests', ['created_at']],
    ['audit_log_action_at', 'audit_log', ['action', 'at']],
    ['vendor_documents_status_uploaded', 'vendor_documents', ['status', 'uploaded_at']],
  ] as const;
  for (const [name, table, columns] of indexes) await db.schema.createIndex(name).on(table).columns([...columns]).execute();
}
