/**
 * The enqueue's `sql` templates take their column lists from insertColumns (server/repositories/insertColumns.ts),
 * checked against the table's type: a column the table gains, loses or renames fails the typecheck at the list.
 * The `@ts-expect-error` lines are the proof (`npm run typecheck` fails if one of them stops being an error).
 */
import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql, type Generated } from 'kysely';
import type { JobsTable } from '../../server/db/schema.ts';
import { insertColumns } from '../../server/repositories/insertColumns.ts';

interface NotesTable {
  id: Generated<number>;
  name: string;
  note: string | null;
  created_at: Generated<string>;
}

const compiler = new Kysely<never>({
  dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createQueryCompiler: () => new SqliteQueryCompiler(), createIntrospector: (db) => new SqliteIntrospector(db) },
});

describe('insert column lists', () => {
  it('names or skips every column of the table, each on one side, and skips only a column the table may go without', () => {
    const notes = insertColumns<NotesTable>();
    // @ts-expect-error `note` is neither named nor skipped
    notes(['name'], ['id', 'created_at']);
    // @ts-expect-error `note` is both named and skipped
    notes(['name', 'note'], ['id', 'created_at', 'note']);
    // @ts-expect-error `name` has no default and may not be NULL: it cannot be skipped
    notes(['note'], ['id', 'created_at', 'name']);
    // @ts-expect-error `nme` is no column of the table
    notes(['nme', 'note'], ['id', 'created_at']);
    expect(notes(['name', 'note'], ['id', 'created_at']).columns).toEqual(['name', 'note']);
  });

  it("fails a list written for the table before it gained a column (the delivery job's, on a jobs table with one more)", () => {
    const named = ['kind', 'payload', 'key', 'run_at', 'max_attempts', 'created_at'] as const;
    const skipped = ['id', 'state', 'attempts', 'locked_by', 'locked_until', 'last_error', 'finished_at'] as const;
    expect(insertColumns<JobsTable>()(named, skipped).columns).toEqual(named);
    // @ts-expect-error `priority` is neither named nor skipped
    insertColumns<JobsTable & { priority: number }>()(named, skipped);
  });

  it('builds the column list once and places the values in its order', () => {
    const { list, values } = insertColumns<NotesTable>()(['name', 'note', 'created_at'], ['id']);
    const statement = sql`INSERT INTO "notes" (${list}) VALUES (${values({ created_at: sql`CURRENT_TIMESTAMP`, note: null, name: 'Kavitha' })})`.compile(compiler);
    expect(statement.sql).toBe('INSERT INTO "notes" ("name", "note", "created_at") VALUES (?, ?, CURRENT_TIMESTAMP)');
    expect(statement.parameters).toEqual(['Kavitha', null]);
  });
});
