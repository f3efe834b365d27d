/**
 * The column list of an INSERT written as a `sql` template (the enqueue's, server/repositories/messages.ts and
 * auditLog.ts), taken from one list checked against the table's type (server/db/schema.ts): the columns named and
 * the columns skipped (left to the database: the key, a default, NULL to start with) together are every column of
 * the table, each on one side only, and only a column the table may go without is skipped. A column added to the
 * table's type fails the typecheck at that list until the insert names or skips it; a renamed one too.
 * The list's SQL is built once, where the list is declared; only the values are placed per call, in its order.
 */
import { sql, type NullableInsertKeys, type RawBuilder } from 'kysely';

type Names<T> = readonly (keyof T & string)[];

/** `unknown` (no constraint) when `named` and `skipped` split the table's columns; else an object naming what is wrong. */
type Split<T, C extends Names<T>, S extends Names<T>> = [Exclude<keyof T, C[number] | S[number]>] extends [never]
  ? [Extract<C[number], S[number]>] extends [never]
    ? unknown
    : { namedAndSkipped: Extract<C[number], S[number]> }
  : { neitherNamedNorSkipped: Exclude<keyof T, C[number] | S[number]> };

export interface InsertColumns<C extends string> {
  readonly columns: readonly C[];
  /** `"a", "b", …`: the column list between the parentheses of `INSERT INTO "t" (…)`. */
  readonly list: RawBuilder<unknown>;
  /** One value (a parameter, or a `sql` fragment) per column, in the list's order: `VALUES (…)` or a SELECT's list. */
  values(row: Readonly<Record<C, unknown>>): RawBuilder<unknown>;
}

/**
 * `insertColumns<JobsTable>()(['kind', …], ['id', …])`: the named columns in the order the values come, then the
 * skipped ones. Curried so the table is given and the lists are inferred (as `const`) from the arguments.
 */
export function insertColumns<T>() {
  return <const C extends Names<T>, const S extends readonly (NullableInsertKeys<T> & string)[]>(named: C, skipped: S & Split<T, C, S>): InsertColumns<C[number]> => {
    void skipped;
    return {
      columns: named,
      list: sql.join(named.map((column) => sql.ref(column))),
      values: (row) => sql.join(named.map((column) => row[column as C[number]])),
    };
  };
}
