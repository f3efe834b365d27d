/**
 * Transport (vehicle) categories: a flat list of names unique ignoring case (NOCASE / citext column), as the
 * legacy add dialog compares them; a duplicate fails with the engine's unique violation (engines/index.ts).
 */
import { inTransaction, hasRow, type Db } from '../db/database.ts';
import type { TransportCategory } from '../../src/domain/types.ts';

export async function listTransportCategories(db: Db): Promise<TransportCategory[]> {
  return db.selectFrom('transport_categories').select(['id', 'vehicleCategory']).orderBy('vehicleCategory').orderBy('id').execute();
}

export async function findTransportCategory(db: Db, id: number): Promise<TransportCategory | undefined> {
  return db.selectFrom('transport_categories').select(['id', 'vehicleCategory']).where('id', '=', id).executeTakeFirst();
}

export async function transportCategoryTaken(db: Db, name: string, exceptId = 0): Promise<boolean> {
  return hasRow(
    db
      .selectFrom('transport_categories')
      .select('id')
      .where('vehicleCategory', '=', name)
      .where('id', '<>', exceptId),
  );
}

export async function insertTransportCategory(db: Db, name: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx.insertInto('transport_categories').values({ vehicleCategory: name }).returning('id').executeTakeFirstOrThrow();
    return id;
  });
}

/** Renames the category; false when there is no such category. */
export async function renameTransportCategory(db: Db, id: number, name: string): Promise<boolean> {
  const result = await inTransaction(db, (trx) =>
    trx.updateTable('transport_categories').set({ vehicleCategory: name }).where('id', '=', id).executeTakeFirst(),
  );
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes the category; `unlessUsed(trx, row)` runs first in the same transaction and throws to refuse (vendors
 * still use it), so nobody takes the category up in between. False when there is no such category.
 */
export async function deleteTransportCategory(
  db: Db,
  id: number,
  unlessUsed: (trx: Db, category: TransportCategory) => Promise<void> = async () => {},
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const category = await findTransportCategory(trx, id);
    if (!category) return false;
    await unlessUsed(trx, category);
    const result = await trx.deleteFrom('transport_categories').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}
