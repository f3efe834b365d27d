/**
 * The text the paged lists' `q` searches (extension `pagedLists`), made at start from the vendor-kind
 * declarations: a view with one row per vendor joining the kind's declared searched fields, the triggers that
 * re-index a vendor when one of its rows changes, and a rebuild of the trigram index (migration 070) whenever
 * the declarations change what is searched (each engine's DDL: engines/, ensureVendorKindStorage). A new kind
 * or a newly searched field needs no SQL.
 */
import type { VendorKindDeclaration } from '../../src/domain/vendorKinds/index.ts';
import { identifier } from './sqlIdentifier.ts';

/** The vendor's name and phone, then the kind's searched fields: `u` its vendor_users row, `p` its profile. */
export function searchedColumns(declaration: VendorKindDeclaration): { of: 'u' | 'p'; name: string }[] {
  const columns = declaration.fields
    .filter((field) => field.search && field.column)
    .map((field) => {
      const [where, name] = (field.column ?? '').split('.') as [string, string];
      return { of: where === 'user' ? ('u' as const) : ('p' as const), name: identifier(name) };
    });
  const seen = new Set<string>();
  return [{ of: 'u' as const, name: 'name' }, { of: 'u' as const, name: 'phoneNumber' }, ...columns].filter((column) => {
    const key = `${column.of}.${column.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
