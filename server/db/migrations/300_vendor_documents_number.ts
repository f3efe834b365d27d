// A PAN or GSTIN another vendor gave too is flagged on the vendor's documents (server/repositories/vendorDocuments.ts
// numberTakenByOther): the lookup by requirement and number reads this index, not every document.
import { sql } from 'kysely';
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('vendor_documents_number')
    .on('vendor_documents')
    .columns(['requirement', 'number'])
    .where(sql<boolean>`number IS NOT NULL`)
    .execute();
}
