// A counter that every write to a vendor row or profile bumps, so the vendor lists can be cached as serialized
// JSON and still never be stale, whichever module (admin routes, vendor portal, seed) wrote the row. On
// PostgreSQL the bump commits with the write, so an instance that reads the new version also reads the new rows.
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

const TABLES = ['vendor_users', 'vegetable_stores', 'professional_profiles', 'transport_profiles', 'hotel_profiles'];
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

/**
 * The triggers that bump the version after each write to `table` (also made by migrations 040 and 290): one per
 * event, on PostgreSQL for each row or, where one bump per statement is enough, for each statement.
 */
export const versionTriggers = (table: string, each: 'ROW' | 'STATEMENT' = 'ROW') => ({
  sqlite: EVENTS.map(
    (event) => `CREATE TRIGGER ${table}_${event.toLowerCase()}_version AFTER ${event} ON ${table}
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;`,
  ).join('\n'),
  postgres: EVENTS.map(
    (event) =>
      `CREATE TRIGGER ${table}_${event.toLowerCase()}_version AFTER ${event} ON ${table} FOR EACH ${each} EXECUTE FUNCTION bump_vendor_list_version();`,
  ).join('\n'),
});

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await db.schema
    .createTable('vendor_list_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await t.both('INSERT INTO vendor_list_version (id, version) VALUES (1, 0)');
  if (t.postgres) {
    await t.both(`CREATE FUNCTION bump_vendor_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendor_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;`);
  }
  for (const table of TABLES) await t.perEngine(versionTriggers(table));
}
