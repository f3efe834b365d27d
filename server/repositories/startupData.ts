/** What the start-up reads: whether the database is new, and the first vendors' logins for the demo hint. */
import type { Db } from '../db/database.ts';

/** No admin and no vendor yet: a new data folder (or database). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const admin = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (admin) return false;
  return !(await db.selectFrom('vendor_users').select('id').limit(1).executeTakeFirst());
}

export interface VendorLogin {
  kind: string;
  phoneNumber: string;
  password_hash: string | null;
}

/** The oldest vendors' log-in details, oldest first. */
export async function oldestVendorLogins(db: Db, limit: number): Promise<VendorLogin[]> {
  return db.selectFrom('vendor_users').select(['kind', 'phoneNumber', 'password_hash']).orderBy('id').limit(limit).execute();
}
