/**
 * A vendor kind's storage, made from its declaration at start: the profile table (created when missing, given
 * any declared column it lacks) and the triggers that bump the vendor list version on every profile write, so
 * the list cache never serves a stale list, and the paged lists' search index (vendorSearch.ts). Adding a kind
 * needs no hand-written SQL, on either engine (the DDL itself is in engines/). Columns are only added,
 * never dropped or changed: a change of type or meaning is a numbered migration.
 */
import type { VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import { inTransaction, type Db } from './database.ts';
import { engineOf } from './engines/index.ts';
import type { DeclaredColumn, VendorKindStorage } from './engines/engine.ts';
import { searchedColumns } from './vendorSearch.ts';
import { identifier } from './sqlIdentifier.ts';


/** Every profile column a registry declares, by table. */
function declaredColumns(registry: VendorKindRegistry): Map<string, Map<string, DeclaredColumn>> {
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const declaration of registry) {
    const columns = tables.get(declaration.table) ?? new Map<string, DeclaredColumn>();
    for (const field of declaration.fields) {
      if (!field.column?.startsWith('profile.')) continue;
      const name = field.column.slice('profile.'.length);
      if (name !== 'id' && !columns.has(name)) columns.set(name, { name: identifier(name), ...(field.sql ?? { type: 'TEXT', default: '' }) });
    }
    tables.set(declaration.table, columns);
  }
  return tables;
}

/** What the declarations ask of the database, every name checked to be a plain identifier. */
export function vendorKindStorage(registry: VendorKindRegistry): VendorKindStorage {
  return {
    tables: [...declaredColumns(registry)].map(([table, columns]) => ({ name: identifier(table), columns: [...columns.values()] })),
    search: registry.map((declaration) => ({
      kind: identifier(declaration.kind),
      table: identifier(declaration.table),
      columns: searchedColumns(declaration),
    })),
  };
}

export async function ensureVendorKindStorage(db: Db, registry: VendorKindRegistry): Promise<void> {
  const storage = vendorKindStorage(registry);
  await inTransaction(db, async (trx) => {
    const engine = engineOf(trx);
    await engine.beginSchemaChange(trx);
    await engine.ensureVendorKindStorage(trx, storage);
  });
}
