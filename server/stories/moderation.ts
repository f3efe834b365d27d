/** An admin hides a story (with a reason the vendor sees) or shows it again: one audit entry, the row triggers silent. */
import { inTransaction, withoutRowLog, type Db } from '../db/database.ts';
import { currentActor } from '../db/actor.ts';
import { setStoryHidden } from '../repositories/stories.ts';

/** False when there is no such story. */
export function moderateStory(db: Db, id: number, hide: { reason: string } | null, now: Date): Promise<boolean> {
  return inTransaction(db, (trx) => withoutRowLog(trx, () => setStoryHidden(trx, id, hide, currentActor(), now)));
}
