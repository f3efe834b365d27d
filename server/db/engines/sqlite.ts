/** SQLite: the audit triggers call audit_admin()/audit_actor(), functions of this process (review/auditContext.ts). */
import { sql } from 'kysely';
import { containsPattern, lastVendorId, type Engine } from './engine.ts';

export const sqliteEngine: Engine = {
  name: 'sqlite',
  nameActor: async () => {},
  textContains: (column, text) => sql<boolean>`${sql.ref(column)} LIKE ${containsPattern(text)} ESCAPE '\\'`,
  forUpdate: (query) => query,
  bulkLoad: async (trx, load) => {
    if (!trx.isTransaction) throw new Error('bulkLoad needs a transaction');
    // Every vendor table, profiles included (the tables referring to vendor_users).
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND (substr(name, 1, 7) = 'vendor_' OR name IN
      (SELECT DISTINCT m.name FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f."table" = 'vendor_users'))`.execute(trx);
    const names = new Set(tables.rows.map((table) => table.name));
    const all = await sql<{ name: string; tbl_name: string; sql: string }>`SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger'`.execute(trx);
    // Dropped and made again from their own SQL: the caller's transaction keeps any other connection from seeing them missing.
    const triggers = all.rows.filter((trigger) => names.has(trigger.tbl_name));
    const lastId = await lastVendorId(trx);
    for (const trigger of triggers) await sql`DROP TRIGGER ${sql.id(trigger.name)}`.execute(trx);
    const result = await load();
    await sql`DELETE FROM vendor_counts`.execute(trx);
    await sql`INSERT INTO vendor_counts (kind, verification, n) SELECT kind, verification, COUNT(*) FROM vendor_users GROUP BY kind, verification`.execute(trx);
    await sql`UPDATE vendor_list_version SET version = version + 1 WHERE id = 1`.execute(trx);
    await sql`INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id > ${lastId}`.execute(trx);
    for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
    return result;
  },
  // vendor_search is a contentless FTS5 table whose rowid is the vendor's id.
  vendorTextMatches: (idColumn, text, columns) =>
    text.length >= TRIGRAM
      ? sql<boolean>`${sql.ref(idColumn)} IN (SELECT rowid FROM vendor_search WHERE vendor_search MATCH ${ftsPhrase(text)})`
      : columns.length
        ? sql<boolean>`(${sql.join(columns.map((column) => sqliteEngine.textContains(column, text)), sql` OR `)})`
        : sql<boolean>`0 = 1`,
  caselessOrder: (column) => sql<string>`${sql.ref(column)} COLLATE NOCASE`,
};

/** FTS5 trigram matches need three characters; shorter searches scan the columns with LIKE. */
const TRIGRAM = 3;

/** `text` as one FTS5 phrase: with the trigram tokenizer, a substring match. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
