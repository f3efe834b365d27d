/**
 * The tables of the simple masters our server derives (a declaration with `simpleMaster.table`,
 * src/domain/resources/types.ts), made at start as the vendor kinds' profile tables are: id, the name (unique
 * ignoring case, as the admin's duplicate check compares) and the active flag. Created when missing, never changed:
 * a change of a column is a numbered migration.
 */
import type { ResourceRegistry } from '../../src/domain/resources/index.ts';
import { inTransaction, type Db } from './database.ts';
import { engineOf } from './engines/index.ts';
import { ddlOf } from './migration.ts';
import { identifier } from './sqlIdentifier.ts';

/** The tables the registry's derived simple masters are kept in, each checked to be a plain identifier. */
export function simpleMasterTables(registry: ResourceRegistry): string[] {
  const tables = registry.flatMap((declaration) => (declaration.simpleMaster?.table ? [identifier(declaration.simpleMaster.table)] : []));
  const twice = tables.find((table, index) => tables.indexOf(table) !== index);
  if (twice) throw new Error(`Two simple masters are kept in the table "${twice}"`);
  return tables;
}

export async function ensureSimpleMasterStorage(db: Db, registry: ResourceRegistry): Promise<void> {
  const tables = simpleMasterTables(registry);
  if (!tables.length) return;
  await inTransaction(db, async (trx) => {
    const engine = engineOf(trx);
    await engine.beginSchemaChange(trx);
    const ddl = ddlOf(trx, engine);
    for (const table of tables) {
      await trx.schema
        .createTable(table)
        .ifNotExists()
        .addColumn('id', 'integer', ddl.id)
        .addColumn('name', ddl.caselessText, (column) => ddl.caseless(column.notNull().unique()))
        .addColumn('active', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
    }
  });
}
