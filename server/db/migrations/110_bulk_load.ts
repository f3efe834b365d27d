// A bulk load (the demo seed) now suspends every trigger of the vendor tables and rebuilds what they keep
// (server/repositories/demoVendors.ts), so the search index no longer needs its pause flag.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.dropTable('vendor_search_paused').execute();
}
