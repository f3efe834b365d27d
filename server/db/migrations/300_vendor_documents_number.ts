// A PAN or GSTIN another vendor gave too is flagged on the vendor's documents (server/repositories/vendorDocuments.ts
// numberTakenByOther): the lookup by requirement and number reads this index, not every document.
import type { Db } from '../types.ts';
import { indexWhereSet } from '../migration.ts';

export async function up(db: Db): Promise<void> {
  await indexWhereSet(db, 'vendor_documents_number', 'vendor_documents', ['requirement', 'number'], 'number');
}
