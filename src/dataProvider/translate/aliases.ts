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
  const out: Row = { ...row };
  for (const [canonical, alternates] of Object.entries(aliases)) {
    const spelling = [canonical, ...alternates].find((field) => present(row[field]));
    if (spelling !== undefined) out[canonical] = row[spelling];
    else if (!(canonical in out) && alternates.some((field) => field in row)) out[canonical] = null;
    for (const alternate of alternates) delete out[alternate];
  }
  return out;
}
