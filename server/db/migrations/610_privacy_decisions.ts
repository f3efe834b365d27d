// The desk's answer to a correction request (docs/privacy.md "Completing a correction"): `corrected` (the fields
// were changed) or `refused` (the outcome is the reason the person sees). Null for requests completed at once.
import { sql } from 'kysely';
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('privacy_requests')
    .addColumn('decision', 'text', (c) => c.check(sql`decision IN ('corrected', 'refused')`))
    .execute();
}
