/**
 * A vendor's resubmission from the portal: the application's fields and, when it was sent back for changes, the
 * "resubmit" decision that returns it to the reviewers, as one transaction (the decision is the vendor's).
 */
import { inTransaction, type Db } from '../db/database.ts';
import { updateApplication, type PortalKind } from '../repositories/vendorPortal.ts';
import { decide, findReviewState } from './decisions.ts';

export async function resubmitApplication(db: Db, kind: PortalKind, vendorId: number, values: Record<string, unknown>): Promise<void> {
  await inTransaction(db, async (trx) => {
    await updateApplication(trx, kind, vendorId, values);
    if ((await findReviewState(trx, vendorId))?.state === 'changes_requested') await decide(trx, vendorId, 'resubmit');
  });
}
