// Breach notices to the buyers affected (docs/breaches.md "Buyers"): per breach, the period of the enquiries it
// reached, and the enquiries whose phone was told (ids only, so the register holds no buyer's phone). A table of its
// own keyed by the breach's id: the breaches table comes in a later migration (650), which runs after this range.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('breach_buyers')
    .addColumn('breach_id', 'integer', (c) => c.primaryKey())
    .addColumn('enquiries_from', 'text')
    .addColumn('enquiries_to', 'text')
    .addColumn('notified_enquiry_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
