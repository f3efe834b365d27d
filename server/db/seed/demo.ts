/**
 * The demo seed: deterministic data for a given seed moment (a seeded PRNG, dates counted back from that moment, server-made file names) for a new data folder.
 * Everything is inserted in one transaction, vendors many to a statement with the vendor triggers off; media
 * files are generated once and hard-linked beside it by a worker thread (issue 13: 400,000 vendors within 2 minutes).
 */
import { inTransaction, type Db } from '../database.ts';
import { engineOf } from '../engines/index.ts';
import type { MediaStorage } from '../../media/store.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { SeedMedia } from './mediaFiles.ts';
import { seedMasterData } from './masterData.ts';
import { SeededRandom } from './random.ts';
import { SeedClock } from './clock.ts';
import { seedVendors } from './vendors.ts';
import { seedGrievances } from './grievances.ts';
import { seedBreaches } from './breaches.ts';

/** Every demo vendor logs in to the vendor portal with this password (documented, demo data only). */
export const DEMO_VENDOR_PASSWORD = 'vendor123';
const SEED = 20260115;

export async function seedDemo(db: Db, media: MediaStorage, options: { vendorsPerKind: number; now?: Date }): Promise<void> {
  // One hash for all demo vendors: scrypt is deliberately slow, 40,000 hashes would take minutes.
  const passwordHash = await hashPassword(DEMO_VENDOR_PASSWORD);
  const files = new SeedMedia(media);
  const clock = new SeedClock(options.now ?? new Date());
  try {
    await inTransaction(db, async (trx) => {
      await seedMasterData(trx, files, new SeededRandom(SEED), clock);
      await engineOf(trx).bulkLoad(trx, () =>
        seedVendors(trx, files, new SeededRandom(SEED + 1), { vendorsPerKind: options.vendorsPerKind, passwordHash, now: clock.now }),
      );
      await seedGrievances(trx, clock.now);
      await seedBreaches(trx, clock.now);
    });
  } catch (error) {
    await files.abandon();
    throw error;
  }
  await files.finish();
}
