// One-time data steps written in code (server/db/dataSteps.ts), run at start after the migrations and recorded
// here by name: a rewrite of stored values (text stored before NFC) that SQL alone cannot express on both engines.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('data_steps')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
}
