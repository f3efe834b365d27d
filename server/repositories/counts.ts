/** Dashboard figures: customers by verified flag, vendors (all kinds) by verification. */
import { count, type Db } from '../db/database.ts';
import type { UserCounts, VendorCounts } from '../../src/domain/types.ts';

export async function userCounts(db: Db): Promise<UserCounts> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => [eb.fn.countAll().as('total'), eb.fn.coalesce(eb.fn.sum('verified'), eb.lit(0)).as('verified')])
    .executeTakeFirstOrThrow();
  const [total, verified] = [count(row.total), count(row.verified)];
  return { totalUsers: total, totalUnverifiedUsers: total - verified, totalVerifiedUsers: verified };
}

export async function vendorCounts(db: Db): Promise<VendorCounts> {
  const row = await db
    .selectFrom('vendor_users')
    .select((eb) => [eb.fn.countAll().as('total'), eb.fn.coalesce(eb.fn.sum('verification'), eb.lit(0)).as('verified')])
    .executeTakeFirstOrThrow();
  const [total, verified] = [count(row.total), count(row.verified)];
  return { totalVendors: total, totalUnauthorizedVendors: total - verified, totalAuthorizedVendors: verified };
}
