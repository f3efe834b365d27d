/** Call-back requests left by visitors; the admin reads them, annotates them and deletes them. */
import { inTransaction, type Db } from '../db/database.ts';
import type { CallRequest } from '../../src/domain/types.ts';

const COLUMNS = ['id', 'phone_number', 'notes', 'created_at', 'source'] as const;

export async function listCallRequests(db: Db): Promise<CallRequest[]> {
  return db.selectFrom('call_requests').select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findCallRequest(db: Db, id: number): Promise<CallRequest | undefined> {
  return db.selectFrom('call_requests').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Without `created_at` the database stamps the request with the current time. */
export async function insertCallRequest(db: Db, values: { phone_number: string; notes: string | null; created_at?: string }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('call_requests')
      .values({ phone_number: values.phone_number, notes: values.notes, ...(values.created_at ? { created_at: values.created_at } : {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

export async function deleteCallRequest(db: Db, id: number): Promise<boolean> {
  const result = await inTransaction(db, (trx) => trx.deleteFrom('call_requests').where('id', '=', id).executeTakeFirst());
  return result.numDeletedRows > 0n;
}
