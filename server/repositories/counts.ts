/** Dashboard figures: customers by verified flag, vendors (all kinds) by verification. */
import { count, type Db } from '../db/database.ts';
import type { UserCounts, VendorCounts } from '../../src/domain/types.ts';

/** All the rows of `table` and those whose 0/1 column `flag` is 1. */
async function flagged(db: Db, table: 'customers' | 'vendor_users', flag: 'verified' | 'verification'): Promise<{ total: number; flagged: number }> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll().as('total'), eb.fn.coalesce(eb.fn.sum(eb.ref(flag)), eb.lit(0)).as('flagged')])
    .executeTakeFirstOrThrow();
  return { total: count(row.total), flagged: count(row.flagged) };
}

export async function userCounts(db: Db): Promise<UserCounts> {
  const { total, flagged: verified } = await flagged(db, 'customers', 'verified');
  return { totalUsers: total, totalUnverifiedUsers: total - verified, totalVerifiedUsers: verified };
}

export async function vendorCounts(db: Db): Promise<VendorCounts> {
  const { total, flagged: verified } = await flagged(db, 'vendor_users', 'verification');
  return { totalVendors: total, totalUnauthorizedVendors: total - verified, totalAuthorizedVendors: verified };
}
