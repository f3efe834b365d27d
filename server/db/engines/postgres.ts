/** PostgreSQL: the actor is passed to the audit triggers as transaction-local settings. */
import { sql } from 'kysely';
import { containsPattern, type Engine } from './engine.ts';
import { currentActor } from '../../review/auditContext.ts';

export const postgresEngine: Engine = {
  name: 'postgres',
  nameActor: async (trx) => {
    const actor = currentActor();
    const kind = actor && actor.rowLog !== false ? actor.kind : '';
    await sql`SELECT set_config('audit.admin_id', ${String(actor?.adminId ?? '')}, true), set_config('audit.actor', ${kind}, true)`.execute(trx);
  },
  textContains: (column, text) => sql<boolean>`${sql.ref(column)} ILIKE ${containsPattern(text)} ESCAPE '\\'`,
  // vendor_search (id, body) has a pg_trgm GIN index on body, which serves ILIKE '%…%' from three characters on;
  // a shorter search reads the table through, as SQLite reads the columns.
  vendorTextMatches: (idColumn, text) =>
    sql<boolean>`${sql.ref(idColumn)} IN (SELECT id FROM vendor_search WHERE body ILIKE ${containsPattern(text)} ESCAPE '\\')`,
  // lower() folds more than ASCII, which only non-ASCII capitals (rare in names here) would tell apart.
  caselessOrder: (column) => sql<string>`lower(${sql.ref(column)}) COLLATE "C"`,
};
