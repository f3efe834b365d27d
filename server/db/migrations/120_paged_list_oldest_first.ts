// The queues' default order is oldest first (created_at), which migration 070's name indexes do not serve: a page
// sorted by created_at read and sorted every vendor of the kind and state (8 ms at 10,000 per kind, 80 ms at
// 100,000). SQLite's sort compares with COLLATE NOCASE like every text sort of server/repositories/pagedLists.ts;
// on PostgreSQL created_at (ISO-8601 text, the same in any case) is indexed as it is.
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const created = engine.name === 'postgres' ? sql`created_at` : sql`created_at COLLATE NOCASE`;
  for (const [name, columns] of [
    ['vendor_users_queue_created', ['kind', 'verification']],
    ['vendor_users_queue_city_created', ['kind', 'verification', 'city']],
  ] as const) {
    await db.schema.createIndex(name).on('vendor_users').columns([...columns]).expression(created).column('id').execute();
  }
}
