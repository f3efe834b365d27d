// Where a call request came from ('website' for the public enquiry form); NULL for older requests.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('call_requests').addColumn('source', 'text').execute();
}
