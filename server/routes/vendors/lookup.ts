/** Shared steps of the vendor routes: find the vendor of a kind or answer 404. */
import type { AnyVendor } from '../../../src/domain/types.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { findVendor } from '../../repositories/vendors.ts';
import type { ServedVendorKind } from './kinds.ts';

export async function requireVendor(db: Db, config: ServedVendorKind, userId: number): Promise<AnyVendor> {
  const vendor = await findVendor(db, config, userId);
  if (!vendor) throw notFound(config.label);
  return vendor;
}
