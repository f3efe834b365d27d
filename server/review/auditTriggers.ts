/**
 * The audit triggers, generated at every start from the tables the database has, so a table added later
 * (a new vendor kind's profile, a new master list) is audited without anyone writing a trigger by hand.
 * Each insert, update and delete made while an actor is known (auditContext.ts) appends one audit_log row
 * with the whole row before and after; secrets are replaced by a marker so a change shows without its value.
 */
import type { SqliteHandle } from '../db/open.ts';

/** Bookkeeping tables whose rows are not business data (sessions, counters, the log itself). */
const NOT_AUDITED = new Set(['schema_migrations', 'admin_sessions', 'vendor_sessions', 'vendor_list_version', 'audit_log', 'vendor_reviews', 'vendor_counts', 'vendor_search_definition', 'media_pending_removal', 'login_throttle', 'rate_limits',
  // Documents and waivers log their decisions by name, with the reason (server/repositories/vendorDocuments.ts).
  'vendor_documents', 'vendor_requirement_waivers']);
const SECRET_COLUMNS = new Set(['password_hash', 'token_hash']);
const TRIGGER_PREFIX = 'audit_';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function rowJson(row: 'OLD' | 'NEW', columns: string[]): string {
  const pairs = columns.map((c) => {
    if (!SECRET_COLUMNS.has(c)) return `'${c}', ${row}.${quote(c)}`;
    return row === 'OLD' ? `'${c}', 'hidden'` : `'${c}', CASE WHEN OLD.${quote(c)} IS NEW.${quote(c)} THEN 'hidden' ELSE 'changed' END`;
  });
  return `json_object(${pairs.join(', ')})`;
}

/** For inserts and deletes only one row exists; the secret marker then just says it is set. */
function singleRowJson(row: 'OLD' | 'NEW', columns: string[]): string {
  const pairs = columns.map((c) => (SECRET_COLUMNS.has(c) ? `'${c}', 'set'` : `'${c}', ${row}.${quote(c)}`));
  return `json_object(${pairs.join(', ')})`;
}

function vendorIdOf(table: string, columns: string[], row: 'OLD' | 'NEW'): string {
  if (table === 'vendor_users') return `${row}.id`;
  return columns.includes('user_id') ? `${row}.user_id` : 'NULL';
}

export function auditedTables(db: SqliteHandle): string[] {
  // Plain tables only: virtual tables (a full-text index) and their shadow tables cannot carry triggers.
  const names = db
    .prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return names.filter((name) => !NOT_AUDITED.has(name));
}

export function installAuditTriggers(db: SqliteHandle): void {
  const tables = auditedTables(db);
  db.transaction(() => {
    const existing = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?")
      .pluck()
      .all(`${TRIGGER_PREFIX}%`) as string[];
    for (const name of existing) if (name.startsWith(TRIGGER_PREFIX) && !name.startsWith('audit_log_')) db.exec(`DROP TRIGGER ${quote(name)}`);
    for (const table of tables) {
      const columns = (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map((c) => c.name);
      const insert = (op: string, before: string, after: string, row: 'OLD' | 'NEW') =>
        `INSERT INTO audit_log (admin_id, actor, action, entity, entity_id, vendor_id, before, after)
         VALUES (audit_admin(), audit_actor(), '${op}', '${table}', ${row}.rowid, ${vendorIdOf(table, columns, row)}, ${before}, ${after});`;
      db.exec(`CREATE TRIGGER ${quote(`${TRIGGER_PREFIX}${table}_insert`)} AFTER INSERT ON ${quote(table)}
        WHEN audit_actor() IS NOT NULL BEGIN ${insert('insert', 'NULL', singleRowJson('NEW', columns), 'NEW')} END`);
      db.exec(`CREATE TRIGGER ${quote(`${TRIGGER_PREFIX}${table}_update`)} AFTER UPDATE ON ${quote(table)}
        WHEN audit_actor() IS NOT NULL AND ${rowJson('OLD', columns)} IS NOT ${rowJson('NEW', columns)}
        BEGIN ${insert('update', rowJson('OLD', columns), rowJson('NEW', columns), 'NEW')} END`);
      db.exec(`CREATE TRIGGER ${quote(`${TRIGGER_PREFIX}${table}_delete`)} AFTER DELETE ON ${quote(table)}
        WHEN audit_actor() IS NOT NULL BEGIN ${insert('delete', singleRowJson('OLD', columns), 'NULL', 'OLD')} END`);
    }
  })();
}
