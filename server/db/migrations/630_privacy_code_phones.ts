// The per-phone limit of one-time codes (docs/privacy.md "Requests by one-time code") holds under concurrency: one
// row per phone, upserted first in the transaction that counts and writes a code, so two requests for the same phone
// take turns on that row (PostgreSQL's row lock; SQLite's write lock) instead of both counting before either writes.
// The row holds only the phone and the time last asked; an erasure removes it with the phone's codes.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('privacy_code_phones')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .execute();
}
