// The language the vendor used in the portal ('en' or 'ta'), written at application and on later portal saves, so
// the admin's message to the vendor starts in it. NULL: not known (vendors from before, or entered by an admin).
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('vendor_users').addColumn('language', 'text').execute();
}
