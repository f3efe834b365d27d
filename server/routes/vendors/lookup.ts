/** Shared steps of the vendor routes: find the vendor of a kind or answer 404. */
import type { AnyVendor } from '../../../src/domain/types.ts';
import type { SqliteHandle } from '../../db/open.ts';
import { notFound } from '../../errors.ts';
import { findVendor } from '../../repositories/vendors.ts';
import type { VendorKindConfig } from './kinds.ts';

export function requireVendor(db: SqliteHandle, config: VendorKindConfig, userId: number): AnyVendor {
  const vendor = findVendor(db, config, userId);
  if (!vendor) throw notFound(config.label);
  return vendor;
}
