/**
 * Rows straight from SQL: a legacy backend may send numbers as strings ("12") and empty columns as NULL.
 * The admin's records hold numbers for the id and flag columns, and '' for an empty text column, so tables,
 * filters, toggles and forms see one type per field whichever backend answered.
 */
type Row = Record<string, unknown>;

/** Columns that are numbers in every SPEC section 3 entity (ids, flags, counts of years, ratings). */
export const NUMERIC_COLUMNS: readonly string[] = [
  'id',
  'user_id',
  'store_id',
  'categoryId',
  'verification',
  'adminverified',
  'active',
  'reviews',
  'years_of_experience',
  'years_of_driving_experience',
];

/** Columns whose NULL means "none", which the admin must keep telling apart from a value. */
const NULL_MEANS_NONE: readonly string[] = ['poster'];

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** "12" → 12 in the numeric columns; phone numbers and other digit texts stay text. */
export function coerceNumbers(row: Row, columns: readonly string[] = NUMERIC_COLUMNS): Row {
  const out: Row = { ...row };
  for (const column of columns) {
    const value = out[column];
    if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) out[column] = Number(value);
  }
  return out;
}

/** NULL → '' (an empty column), except where NULL itself carries meaning. */
export function nullsToEmpty(row: Row): Row {
  const out: Row = { ...row };
  for (const [column, value] of Object.entries(out)) {
    if (value === null && !NULL_MEANS_NONE.includes(column)) out[column] = '';
  }
  return out;
}

/** One legacy row as the admin reads it. */
export function normaliseRow(row: unknown): Row {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return {};
  return nullsToEmpty(coerceNumbers(row as Row));
}
