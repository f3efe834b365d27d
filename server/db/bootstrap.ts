/**
 * Start-up data: seeds a new (empty) data folder with the demo data when SEED=demo, and makes sure the
 * configured admin exists. SEED=none with no admin at all refuses to start.
 */
import type { Config } from '../config.ts';
import type { Db } from './database.ts';
import type { MediaStorage } from '../media/store.ts';
import { countAdmins, upsertAdmin } from '../repositories/admins.ts';
import { isEmptyDatabase } from '../repositories/startupData.ts';
import { seedDemo } from './seed/demo.ts';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123' } as const;

export class StartupError extends Error {}

export async function bootstrapData(db: Db, media: MediaStorage, config: Config, say: (line: string) => void): Promise<void> {
  if (config.seed === 'demo' && (await isEmptyDatabase(db))) {
    const started = Date.now();
    await seedDemo(db, media, { vendorsPerKind: config.seedVendors });
    await upsertAdmin(db, DEMO_ADMIN.email, DEMO_ADMIN.password, 'Demo Admin');
    say(`Seeded demo data (${config.seedVendors} vendors per kind) in ${Date.now() - started} ms`);
  }
  if (config.adminEmail && config.adminPassword) await upsertAdmin(db, config.adminEmail, config.adminPassword);
  if ((await countAdmins(db)) === 0) {
    throw new StartupError(
      'No admin account exists. Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 8 characters) to create one, ' +
        'for example: ADMIN_EMAIL=you@example.com ADMIN_PASSWORD=change-me-now SEED=none npm start',
    );
  }
}
