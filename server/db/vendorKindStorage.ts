/**
 * A vendor kind's storage, made from its declaration at start: the profile table (created when missing, given
 * any declared column it lacks) and the triggers that bump the vendor list version on every profile write, so
 * the list cache never serves a stale list, and the paged lists' search index (vendorSearch.ts). Adding a kind
 * needs no hand-written SQL. Columns are only added,
 * never dropped or changed: a change of type or meaning is a numbered migration.
 */
import type { ColumnType, VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import type { SqliteHandle } from './open.ts';
import { ensureVendorSearch } from './vendorSearch.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

const sqlDefault = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);

/** Every profile column a registry declares, by table: name → type and default. */
function declaredColumns(registry: VendorKindRegistry): Map<string, Map<string, { type: ColumnType; default: string | number }>> {
  const tables = new Map<string, Map<string, { type: ColumnType; default: string | number }>>();
  for (const declaration of registry) {
    const columns = tables.get(declaration.table) ?? new Map();
    for (const field of declaration.fields) {
      if (!field.column?.startsWith('profile.')) continue;
      const name = field.column.slice('profile.'.length);
      if (name !== 'id' && !columns.has(name)) columns.set(name, field.sql ?? { type: 'TEXT', default: '' });
    }
    tables.set(declaration.table, columns);
  }
  return tables;
}

export function ensureVendorKindStorage(db: SqliteHandle, registry: VendorKindRegistry): void {
  db.transaction(() => {
    for (const [table, columns] of declaredColumns(registry)) {
      const t = identifier(table);
      db.exec(`CREATE TABLE IF NOT EXISTS ${t} (
        id      INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL UNIQUE REFERENCES vendor_users(id) ON DELETE CASCADE
      )`);
      const existing = new Set((db.prepare(`PRAGMA table_info(${t})`).all() as { name: string }[]).map((c) => c.name));
      for (const [name, column] of columns) {
        if (existing.has(name)) continue;
        db.exec(`ALTER TABLE ${t} ADD COLUMN ${identifier(name)} ${column.type} NOT NULL DEFAULT ${sqlDefault(column.default)}`);
      }
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        db.exec(`CREATE TRIGGER IF NOT EXISTS ${t}_${event.toLowerCase()}_version AFTER ${event} ON ${t}
          BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END`);
      }
    }
  })();
  ensureVendorSearch(db, registry);
}
