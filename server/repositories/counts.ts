/** Dashboard figures: customers by verified flag, vendors (all kinds) by verification. */
import type { SqliteHandle } from '../db/open.ts';
import type { UserCounts, VendorCounts } from '../../src/domain/types.ts';

export function userCounts(db: SqliteHandle): UserCounts {
  const row = db
    .prepare('SELECT COUNT(*) AS total, COALESCE(SUM(verified), 0) AS verified FROM customers')
    .get() as { total: number; verified: number };
  return { totalUsers: row.total, totalUnverifiedUsers: row.total - row.verified, totalVerifiedUsers: row.verified };
}

export function vendorCounts(db: SqliteHandle): VendorCounts {
  const row = db
    .prepare('SELECT COUNT(*) AS total, COALESCE(SUM(verification), 0) AS verified FROM vendor_users')
    .get() as { total: number; verified: number };
  return { totalVendors: row.total, totalUnauthorizedVendors: row.total - row.verified, totalAuthorizedVendors: row.verified };
}
