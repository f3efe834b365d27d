/** PostgreSQL: the actor is passed to the audit triggers as transaction-local settings. */
import { sql } from 'kysely';
import { containsPattern, lastVendorId, type Engine } from './engine.ts';
import { currentActor } from '../../review/auditContext.ts';

export const postgresEngine: Engine = {
  name: 'postgres',
  nameActor: async (trx) => {
    const actor = currentActor();
    const kind = actor && actor.rowLog !== false ? actor.kind : '';
    await sql`SELECT set_config('audit.admin_id', ${String(actor?.adminId ?? '')}, true), set_config('audit.actor', ${kind}, true)`.execute(trx);
  },
  textContains: (column, text) => sql<boolean>`${sql.ref(column)} ILIKE ${containsPattern(text)} ESCAPE '\\'`,
  forUpdate: (query) => query.forUpdate(),
  bulkLoad: async (trx, load) => {
    if (!trx.isTransaction) throw new Error('bulkLoad needs a transaction');
    // Every vendor table, profiles included (the tables referring to vendor_users). USER leaves the foreign keys' own triggers on.
    const tables = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND (left(c.relname, 7) = 'vendor_' OR c.oid IN
        (SELECT conrelid FROM pg_constraint WHERE contype = 'f' AND confrelid = 'vendor_users'::regclass))`.execute(trx);
    const names = tables.rows.map((table) => table.name);
    const lastId = await lastVendorId(trx);
    // ALTER TABLE is transactional: other sessions wait for the commit and never see the triggers off.
    for (const name of names) await sql`ALTER TABLE ${sql.table(name)} DISABLE TRIGGER USER`.execute(trx);
    const result = await load();
    await sql`DELETE FROM vendor_counts`.execute(trx);
    await sql`INSERT INTO vendor_counts (kind, verification, n) SELECT kind, verification, COUNT(*) FROM vendor_users GROUP BY kind, verification`.execute(trx);
    await sql`UPDATE vendor_list_version SET version = version + 1 WHERE id = 1`.execute(trx);
    await sql`INSERT INTO vendor_search (id, body) SELECT id, body FROM vendor_search_source WHERE id > ${lastId}`.execute(trx);
    for (const name of names) await sql`ALTER TABLE ${sql.table(name)} ENABLE TRIGGER USER`.execute(trx);
    return result;
  },
  // vendor_search (id, body) has a pg_trgm GIN index on body, which serves ILIKE '%…%' from three characters on;
  // a shorter search reads the table through, as SQLite reads the columns.
  vendorTextMatches: (idColumn, text) =>
    sql<boolean>`${sql.ref(idColumn)} IN (SELECT id FROM vendor_search WHERE body ILIKE ${containsPattern(text)} ESCAPE '\\')`,
  // lower() folds more than ASCII, which only non-ASCII capitals (rare in names here) would tell apart.
  caselessOrder: (column) => sql<string>`lower(${sql.ref(column)}) COLLATE "C"`,
};
