/**
 * Measures the demo seed on a fresh temporary data folder (SQLite), or on the empty PostgreSQL database that
 * DATABASE_URL names:
 *   npx tsx server/db/seed/measure.ts [vendorsPerKind=10000]
 * Prints the time (wall clock and this process's CPU time, which a busy machine disturbs less) and the row and
 * file counts, then removes the folder. Exits 1 when over the budget: 120 s on SQLite for 100,000 per kind
 * (issue 13), 180 s on PostgreSQL (issue 24).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../open.ts';
import { count } from '../database.ts';
import { ensureVendorKindStorage } from '../vendorKindStorage.ts';
import { VENDOR_KIND_DECLARATIONS, mediaFoldersOf } from '../../../src/domain/vendorKinds/index.ts';
import { MediaStore } from '../../media/storage.ts';
import { seedDemo } from './demo.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const BUDGET_MS = databaseUrl ? 180_000 : 120_000;
const vendorsPerKind = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(vendorsPerKind) || vendorsPerKind < 0) {
  console.error(`vendorsPerKind must be a whole number (got "${process.argv[2]}")`);
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-seed-'));
try {
  // The seed's big statements run longer than a request may.
  const { db } = await openDatabase({ dataDir, databaseUrl, dbStatementTimeoutMs: 0 });
  await ensureVendorKindStorage(db, VENDOR_KIND_DECLARATIONS);
  // Every declared kind's folders: the seed places each kind's pictures and stories in its own.
  const media = new MediaStore(path.join(dataDir, 'media'), mediaFoldersOf(VENDOR_KIND_DECLARATIONS));
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await seedDemo(db, media, { vendorsPerKind });
  const ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const rows = async (table: 'vendor_users' | 'vendor_images' | 'vendor_stories') =>
    count((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  console.info(
    `seeded ${vendorsPerKind} vendors per kind on ${databaseUrl ? 'PostgreSQL' : 'SQLite'} in ${ms} ms (CPU ${cpuMs} ms): ` +
      `${await rows('vendor_users')} vendors, ${await rows('vendor_images')} images, ${await rows('vendor_stories')} stories`,
  );
  await db.destroy();
  if (ms > BUDGET_MS) {
    console.error(`over budget: ${ms} ms > ${BUDGET_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
