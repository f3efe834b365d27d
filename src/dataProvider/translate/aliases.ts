/**
 * SPEC section 3 names two spellings for some vendor columns (`storeName`/`storename`,
 * `phoneNumber`/`PhoneNumber`); a legacy backend answers whichever its query aliased. The admin reads one
 * canonical field: `aliases` maps it to its alternate spellings, as the vendor kind declares them.
 */
export type Aliases = Readonly<Record<string, readonly string[]>>;

type Row = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The canonical field takes the first spelling that has a value; the alternates leave the record. */
export function readAliases(row: Row, aliases: Aliases): Row {
  const alternates = new Set(Object.values(aliases).flat());
  const out: Row = Object.fromEntries(Object.entries(row).filter(([field]) => !alternates.has(field)));
  for (const [canonical, others] of Object.entries(aliases)) {
    const spelling = [canonical, ...others].find((field) => present(row[field]));
    if (spelling !== undefined) out[canonical] = row[spelling];
    else if (!(canonical in out) && others.some((field) => field in row)) out[canonical] = null;
  }
  return out;
}
