/** SQLite: the audit triggers call audit_admin()/audit_actor(), functions of this process (review/auditContext.ts). */
import { sql } from 'kysely';
import { containsPattern, type Engine } from './engine.ts';

export const sqliteEngine: Engine = {
  name: 'sqlite',
  nameActor: async () => {},
  textContains: (column, text) => sql<boolean>`${sql.ref(column)} LIKE ${containsPattern(text)} ESCAPE '\\'`,
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
