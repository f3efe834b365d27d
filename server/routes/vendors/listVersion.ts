/**
 * The version the vendor list caches (listCache.ts, pagedListCache.ts) check before each answer: the vendor list
 * version (bumped by database triggers on every write to a vendor, its profile, review state, documents or waivers,
 * by any instance) on the compliance day (a document lapses as days pass). Concurrent requests share one read that
 * starts after they arrived (FreshReads), so a hit costs a fraction of a tiny query under load.
 */
import type { Db } from '../../db/database.ts';
import { FreshReads } from '../../db/freshReads.ts';
import { complianceToday } from '../../repositories/vendorDocuments.ts';
import { vendorListVersion } from '../../repositories/vendors.ts';

const versionReads = new WeakMap<Db, FreshReads<number>>();

export async function listVersion(db: Db): Promise<string> {
  let reads = versionReads.get(db);
  if (!reads) versionReads.set(db, (reads = new FreshReads()));
  return `${await reads.read('version', () => vendorListVersion(db))}@${complianceToday(db)}`;
}
