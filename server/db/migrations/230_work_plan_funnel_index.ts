// The work plan's funnel (server/repositories/workPlan.ts) reads every vendor who applied in the last 12 weeks
// for its kind, city and verification, and joins its review by id: from this index alone, without reading the (wide)
// vendor rows (PostgreSQL needs id in it to scan the index alone). It also
// serves every range on created_at that 190's vendor_users_created served, so that one goes.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('vendor_users_created_funnel')
    .on('vendor_users')
    .columns(['created_at', 'kind', 'city', 'verification', 'id'])
    .execute();
  await db.schema.dropIndex('vendor_users_created').execute();
}
