/**
 * SQL of what automatic messages go where: a vendor's choice about document reminders
 * (vendor_message_preferences, migration 320; no row: reminders on) and the documents a daily reminder is due for.
 */
import type { Db } from '../db/database.ts';
import { newestOfItsRequirement } from './vendorDocuments.ts';

/** Whether the vendor receives document reminders (on unless they turned them off); null when no such vendor. */
export async function remindersOn(db: Db, userId: number): Promise<boolean | null> {
  const row = await db
    .selectFrom('vendor_users as u')
    .leftJoin('vendor_message_preferences as p', 'p.user_id', 'u.id')
    .select(['u.id', 'p.reminders'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return row.reminders === null ? true : Number(row.reminders) === 1;
}

/** Writes the choice; a choice that does not change anything writes nothing (no audit entry). */
export async function saveRemindersOn(trx: Db, userId: number, on: boolean, now: string): Promise<void> {
  if ((await remindersOn(trx, userId)) === on) return;
  await trx
    .insertInto('vendor_message_preferences')
    .values({ user_id: userId, reminders: on ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ reminders: on ? 1 : 0, updated_at: now }))
    .execute();
}

export interface ReminderCandidate {
  id: number;
  user_id: number;
  kind: string;
  requirement: string;
  expires_on: string;
}

/**
 * The documents a reminder may be due for on `today` (YYYY-MM-DD, India): each vendor's newest document of a
 * requirement, not rejected, expiring from `from` to `until`, of vendors not rejected who did not turn reminders off.
 */
export async function reminderCandidates(db: Db, from: string, until: string): Promise<ReminderCandidate[]> {
  const rows = await db
    .selectFrom('vendor_documents as d')
    .innerJoin('vendor_users as u', 'u.id', 'd.user_id')
    .leftJoin('vendor_message_preferences as p', 'p.user_id', 'u.id')
    .select(['d.id', 'd.user_id', 'u.kind', 'd.requirement', 'd.expires_on'])
    .where('d.expires_on', 'is not', null)
    .where('d.expires_on', '>=', from)
    .where('d.expires_on', '<=', until)
    .where('d.status', '!=', 'rejected')
    .where('d.id', '=', newestOfItsRequirement)
    .where((eb) => eb.or([eb('p.reminders', 'is', null), eb('p.reminders', '=', 1)]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('vendor_reviews as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.state', '=', 'rejected'))),
    )
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({ ...row, expires_on: row.expires_on ?? '' }));
}
