/** SQLite: the audit triggers call audit_admin()/audit_actor(), functions of this process (review/auditContext.ts). */
import { sql } from 'kysely';
import { containsPattern, type Engine } from './engine.ts';

export const sqliteEngine: Engine = {
  name: 'sqlite',
  nameActor: async () => {},
  textContains: (column, text) => sql<boolean>`${sql.ref(column)} LIKE ${containsPattern(text)} ESCAPE '\\'`,
  forUpdate: (query) => query,
};
