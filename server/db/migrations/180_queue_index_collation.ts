// PostgreSQL's queues sort text by lower(column) COLLATE "C" (engines/postgres.ts, caselessOrder: bytewise like
// SQLite's NOCASE, whatever the database's locale), created_at included, but 070 indexed lower(name) in the
// database's default collation and 120 indexed created_at as it is. An index serves an ORDER BY only on the same
// expression in the same collation, so every page of a queue sorted the whole kind and state: at 100,000 vendors
// per kind 1.4 s a page by name and 150 ms a page oldest first, the admin's default (found by bench/largeLists.ts).
// SQLite's indexes (070 and 120: COLLATE NOCASE) already sort as its queries do.
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine.name !== 'postgres') return;
  const indexes = [
    ['vendor_users_queue_name', ['kind', 'verification'], 'name'],
    ['vendor_users_queue_city_name', ['kind', 'verification', 'city'], 'name'],
    ['vendor_users_queue_created', ['kind', 'verification'], 'created_at'],
    ['vendor_users_queue_city_created', ['kind', 'verification', 'city'], 'created_at'],
  ] as const;
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
  for (const [name, columns, sorted] of indexes) {
    await db.schema
      .createIndex(name)
      .on('vendor_users')
      .columns([...columns])
      .expression(sql`(lower(${sql.ref(sorted)}) COLLATE "C")`)
      .column('id')
      .execute();
  }
}
