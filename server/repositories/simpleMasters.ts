/**
 * A derived simple master's rows (server/db/simpleMasterStorage.ts): the table is the declaration's, so it is not in
 * the schema's type; every query goes through `rowsOf`, which types the one table this module reads.
 */
import type { Generated, Kysely } from 'kysely';
import { hasRow, inTransaction, type Db } from '../db/database.ts';

export interface SimpleMasterRow {
  id: number;
  name: string;
  active: number;
}

interface SimpleMasterTable {
  id: Generated<number>;
  name: string;
  active: Generated<number>;
}

/** The builder over the declared tables, typed (each table name was checked to be an identifier when its storage was made). */
const rowsOf = (db: Db) => db as unknown as Kysely<Record<string, SimpleMasterTable>>;

const COLUMNS = ['id', 'name', 'active'] as const;

export async function listSimpleMaster(db: Db, table: string): Promise<SimpleMasterRow[]> {
  return rowsOf(db).selectFrom(table).select(COLUMNS).orderBy('name').orderBy('id').execute();
}

export async function findSimpleMaster(db: Db, table: string, id: number): Promise<SimpleMasterRow | undefined> {
  return rowsOf(db).selectFrom(table).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Another row already has the name (compared ignoring case, as the column is). */
export async function simpleMasterTaken(db: Db, table: string, name: string, exceptId = 0): Promise<boolean> {
  return hasRow(rowsOf(db).selectFrom(table).select('id').where('name', '=', name).where('id', '<>', exceptId));
}

export async function insertSimpleMaster(db: Db, table: string, name: string): Promise<SimpleMasterRow> {
  return inTransaction(db, (trx) => rowsOf(trx).insertInto(table).values({ name }).returning(COLUMNS).executeTakeFirstOrThrow());
}

/** Writes the changes; undefined when there is no such row. */
export async function updateSimpleMaster(db: Db, table: string, id: number, changes: { name?: string; active?: number }): Promise<SimpleMasterRow | undefined> {
  return inTransaction(db, (trx) => rowsOf(trx).updateTable(table).set(changes).where('id', '=', id).returning(COLUMNS).executeTakeFirst());
}

/** False when there is no such row. */
export async function deleteSimpleMaster(db: Db, table: string, id: number): Promise<boolean> {
  const result = await inTransaction(db, (trx) => rowsOf(trx).deleteFrom(table).where('id', '=', id).executeTakeFirst());
  return result.numDeletedRows > 0n;
}
