/**
 * Consents given with each form under the versioned privacy notice (migration 600, docs/privacy.md), and the one
 * question every sender of non-essential messages asks first: `mayMessage`.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ConsentsTable } from '../db/schema.ts';
import {
  OPTIONAL_PURPOSES,
  PRIVACY_NOTICE_VERSION,
  type ConsentPurpose,
  type ConsentSource,
  type ConsentSubject,
  type MessagePurpose,
  type PrivacyLanguage,
} from '../../src/domain/privacy.ts';

export interface ConsentGiven {
  subject: ConsentSubject;
  subjectId: number;
  phoneNumber: string | null;
  purposes: readonly ConsentPurpose[];
  language: PrivacyLanguage;
  source: ConsentSource;
  /** ISO time (the app's clock). */
  at: string;
}

/** Records the consents a submission gave; call it in the submission's own transaction. */
export async function recordConsents(db: Db, given: ConsentGiven): Promise<void> {
  if (given.purposes.length === 0) return;
  await db
    .insertInto('consents')
    .values(
      given.purposes.map((purpose) => ({
        subject: given.subject,
        subject_id: given.subjectId,
        phone_number: given.phoneNumber,
        purpose,
        notice_version: PRIVACY_NOTICE_VERSION,
        language: given.language,
        source: given.source,
        given_at: given.at,
      })),
    )
    .execute();
}

export type ConsentRow = Omit<Selectable<ConsentsTable>, 'subject' | 'subject_id' | 'phone_number'>;

export function listConsents(db: Db, subject: ConsentSubject, subjectId: number): Promise<ConsentRow[]> {
  return db
    .selectFrom('consents')
    .select(['id', 'purpose', 'notice_version', 'language', 'source', 'given_at', 'withdrawn_at'])
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
}

/** Withdraws every standing consent of a vendor for `purpose`; the number withdrawn (0: none was standing). */
export async function withdrawVendorConsent(db: Db, vendorId: number, purpose: ConsentPurpose, at: string): Promise<number> {
  const result = await db
    .updateTable('consents')
    .set({ withdrawn_at: at })
    .where('subject', '=', 'vendor')
    .where('subject_id', '=', vendorId)
    .where('purpose', '=', purpose)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Is there a row of the vendor's `purpose` consent that is standing (`withdrawn`: false) or withdrawn (true)? */
async function hasVendorConsent(db: Db, vendorId: number, purpose: ConsentPurpose, withdrawn: boolean): Promise<boolean> {
  const row = await db
    .selectFrom('consents')
    .select('id')
    .where('subject', '=', 'vendor')
    .where('subject_id', '=', vendorId)
    .where('purpose', '=', purpose)
    .where('withdrawn_at', withdrawn ? 'is not' : 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

const hasStandingConsent = (db: Db, vendorId: number, purpose: ConsentPurpose) => hasVendorConsent(db, vendorId, purpose, false);

/**
 * Has the vendor withdrawn `purpose` and not given it again? Document reminders keep a vendor's listing valid, the
 * service they applied for, so they go until refused (docs/privacy.md): by this withdrawal or the portal's switch.
 */
export async function withdrewConsent(db: Db, vendorId: number, purpose: ConsentPurpose): Promise<boolean> {
  return (await hasVendorConsent(db, vendorId, purpose, true)) && !(await hasStandingConsent(db, vendorId, purpose));
}

/** Gives an optional consent again from the portal (a new row: the withdrawn one stays as it was). */
export async function giveVendorConsent(db: Db, vendorId: number, purpose: ConsentPurpose, language: PrivacyLanguage, at: string): Promise<boolean> {
  if (await hasStandingConsent(db, vendorId, purpose)) return false;
  const vendor = await db.selectFrom('vendor_users').select('phoneNumber').where('id', '=', vendorId).executeTakeFirst();
  await recordConsents(db, { subject: 'vendor', subjectId: vendorId, phoneNumber: vendor?.phoneNumber ?? null, purposes: [purpose], language, source: 'portal', at });
  return true;
}

/**
 * May a message of `purpose` go to this vendor? Essential messages (a decision on their application, an answer to
 * their request) always may; reminders and news only while the vendor's `reminders` consent stands (given with the
 * application, the call desk's conversion or the portal, and not withdrawn). Every sender of non-essential messages
 * (the delivery code's reminders) must ask this before queueing.
 */
export async function mayMessage(db: Db, vendorId: number, purpose: MessagePurpose): Promise<boolean> {
  if (purpose === 'essential') return true;
  const consent: ConsentPurpose | undefined = OPTIONAL_PURPOSES.find((p) => p === purpose);
  return consent ? hasStandingConsent(db, vendorId, consent) : false;
}
