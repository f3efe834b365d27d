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
  forUpdate: (query) => query.forUpdate(),
};
