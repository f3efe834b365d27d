/**
 * The audit triggers, generated at every start from the tables the database has, so a table added later
 * (a new vendor kind's profile, a new master list) is audited without anyone writing a trigger by hand.
 * Each insert, update and delete made while an actor is known (db/actor.ts) appends one audit_log row
 * with the whole row before and after; secrets are replaced by a marker so a change shows without its value.
 * Each engine writes its own triggers (engines/); this module says which tables and columns.
 */
import { inTransaction, type Db } from '../db/database.ts';
import { engineOf } from '../db/engines/index.ts';

/** Bookkeeping tables whose rows are not business data (sessions, counters, indexes, the log itself). */
const NOT_AUDITED = new Set(['schema_migrations', 'data_steps', 'admin_sessions', 'vendor_sessions', 'vendor_list_version', 'audit_log', 'vendor_reviews', 'vendor_counts', 'vendor_applications_daily', 'vendor_decisions', 'vendor_search_definition', 'media_pending_removal', 'login_throttle', 'rate_limits',
  // The job queue's bookkeeping (server/jobs/): what a job changes is audited by its own writes.
  'jobs', 'job_schedules',
  // Each channel's delivery state (server/delivery/): written by the channels and the provider's webhook, not by a person.
  'message_deliveries',
  // One-time codes of data requests (server/privacy/publicRequests.ts): a phone and a hash, kept out of the log, which
  // erasure cannot clear; the request itself is audited (privacy_requests).
  'privacy_codes', 'privacy_code_phones',
  // The search index: a virtual table on SQLite (never listed), a plain one on PostgreSQL.
  'vendor_search',
  // Documents and waivers log their decisions by name, with the reason (server/repositories/vendorDocuments.ts).
  'vendor_documents', 'vendor_requirement_waivers',
  // Consents are their own record (given, withdrawn, with the notice's version); the audit log would copy the phone.
  'consents']);
const SECRET_COLUMNS: ReadonlySet<string> = new Set(['password_hash', 'token_hash']);

export async function auditedTables(db: Db): Promise<string[]> {
  return (await engineOf(db).tableNames(db)).filter((name) => !NOT_AUDITED.has(name));
}

export async function installAuditTriggers(db: Db): Promise<void> {
  await inTransaction(db, async (trx) => {
    const engine = engineOf(trx);
    await engine.beginSchemaChange(trx);
    await engine.installAuditTriggers(trx, { tables: await auditedTables(trx), secretColumns: SECRET_COLUMNS });
  });
}
