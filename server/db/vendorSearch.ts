/**
 * The text the paged lists' `q` searches (extension `pagedLists`), made at start from the vendor-kind
 * declarations: a view with one row per vendor joining the kind's declared searched fields, the triggers that
 * re-index a vendor when one of its rows changes, and a rebuild of the trigram index (migration 070) whenever
 * the declarations change what is searched. A new kind or a newly searched field needs no SQL.
 */
import type { VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import type { SqliteHandle } from './open.ts';
import { identifier } from './vendorKindStorage.ts';

/** `u.name`, `p.storename`: the searched columns of one kind, from its fields' storage. */
function searchedColumns(declaration: VendorKindRegistry[number]): string[] {
  const columns = declaration.fields
    .filter((field) => field.search && field.column)
    .map((field) => {
      const [where, name] = (field.column ?? '').split('.') as [string, string];
      return `${where === 'user' ? 'u' : 'p'}.${identifier(name)}`;
    });
  return [...new Set(['u.name', 'u.phoneNumber', ...columns])];
}

export function vendorSearchSourceSql(registry: VendorKindRegistry): string {
  const parts = registry.map(
    (declaration) =>
      `SELECT u.id, concat_ws(char(10), ${searchedColumns(declaration).join(', ')})
         FROM vendor_users u JOIN ${identifier(declaration.table)} p ON p.user_id = u.id WHERE u.kind = '${identifier(declaration.kind)}'`,
  );
  return `CREATE VIEW vendor_search_source (id, body) AS ${parts.join('\n  UNION ALL ')}`;
}

const reindex = (id: string) => `DELETE FROM vendor_search WHERE rowid = ${id};
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = ${id};`;

export function ensureVendorSearch(db: SqliteHandle, registry: VendorKindRegistry): void {
  const viewSql = vendorSearchSourceSql(registry);
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS vendor_search_definition (id INTEGER PRIMARY KEY CHECK (id = 1), sql TEXT NOT NULL)');
    const stored = db.prepare('SELECT sql FROM vendor_search_definition WHERE id = 1').pluck().get() as string | undefined;
    db.exec('DROP VIEW IF EXISTS vendor_search_source');
    db.exec(viewSql);
    db.exec('DROP TRIGGER IF EXISTS vendor_users_search_update');
    db.exec(`CREATE TRIGGER vendor_users_search_update AFTER UPDATE ON vendor_users BEGIN ${reindex('NEW.id')} END`);
    db.exec('DROP TRIGGER IF EXISTS vendor_users_search_delete');
    db.exec('CREATE TRIGGER vendor_users_search_delete AFTER DELETE ON vendor_users BEGIN DELETE FROM vendor_search WHERE rowid = OLD.id; END');
    for (const table of new Set(registry.map((declaration) => identifier(declaration.table)))) {
      db.exec(`DROP TRIGGER IF EXISTS ${table}_search_insert`);
      db.exec(`CREATE TRIGGER ${table}_search_insert AFTER INSERT ON ${table} BEGIN ${reindex('NEW.user_id')} END`);
      db.exec(`DROP TRIGGER IF EXISTS ${table}_search_update`);
      db.exec(`CREATE TRIGGER ${table}_search_update AFTER UPDATE ON ${table} BEGIN ${reindex('NEW.user_id')} END`);
    }
    if (stored !== viewSql) {
      db.exec("DELETE FROM vendor_search; INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source");
      db.prepare('INSERT INTO vendor_search_definition (id, sql) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET sql = excluded.sql').run(viewSql);
    }
  })();
}
