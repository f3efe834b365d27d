/**
 * Measures the demo seed on a fresh temporary data folder:
 *   npx tsx server/db/seed/measure.ts [vendorsPerKind=10000]
 * Prints the time (wall clock and this process's CPU time, which a busy machine disturbs less) and the row and
 * file counts, then removes the folder. Exits 1 when over the budget: 120 s for 100,000 per kind (issue 13).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteDatabase } from '../open.ts';
import { ensureVendorKindStorage } from '../vendorKindStorage.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../../src/domain/vendorKinds/index.ts';
import { MediaStore } from '../../media/storage.ts';
import { seedDemo } from './demo.ts';

const BUDGET_MS = 120_000;
const vendorsPerKind = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(vendorsPerKind) || vendorsPerKind < 0) {
  console.error(`vendorsPerKind must be a whole number (got "${process.argv[2]}")`);
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-seed-'));
try {
  const { db: kysely, sqlite: db } = await openSqliteDatabase(dataDir);
  await ensureVendorKindStorage(kysely, VENDOR_KIND_DECLARATIONS);
  const media = new MediaStore(path.join(dataDir, 'media'));
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await seedDemo(db, media, { vendorsPerKind });
  const ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  console.info(
    `seeded ${vendorsPerKind} vendors per kind in ${ms} ms (CPU ${cpuMs} ms): ${count('vendor_users')} vendors, ` +
      `${count('vendor_images')} images, ${count('vendor_stories')} stories`,
  );
  db.close();
  if (ms > BUDGET_MS) {
    console.error(`over budget: ${ms} ms > ${BUDGET_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
