/**
 * What the declarations ask of the database beyond the migrations: the vendor kinds' profile tables, triggers and
 * search index (vendorKindStorage.ts) and the tables of the simple masters the server derives
 * (simpleMasterStorage.ts). The server makes them at every start, and `npm run db:copy` on its target.
 */
import type { ResourceRegistry } from '../../src/domain/resources/index.ts';
import type { VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import type { Db } from './database.ts';
import { ensureSimpleMasterStorage } from './simpleMasterStorage.ts';
import { ensureVendorKindStorage } from './vendorKindStorage.ts';

export async function ensureDeclaredStorage(db: Db, { vendorKinds, resources }: { vendorKinds: VendorKindRegistry; resources: ResourceRegistry }): Promise<void> {
  await ensureVendorKindStorage(db, vendorKinds);
  await ensureSimpleMasterStorage(db, resources);
}
