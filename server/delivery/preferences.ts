/**
 * A vendor's choice about document reminders (not decisions: those always go), made in the portal. The write is
 * audited by the table's row triggers with the vendor as the actor (runAs), so the vendor's history and the audit
 * log show who turned reminders off and when.
 */
import { runAs } from '../db/actor.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { remindersOn, saveRemindersOn } from '../repositories/messagePreferences.ts';

export async function setVendorReminders(db: Db, userId: number, on: boolean, now: Date): Promise<boolean> {
  await runAs({ adminId: null, kind: 'vendor' }, () => inTransaction(db, (trx) => saveRemindersOn(trx, userId, on, now.toISOString())));
  return (await remindersOn(db, userId)) ?? on;
}

export { remindersOn };
