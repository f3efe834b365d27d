/** Buyer enquiries from the public site, stored as call requests the admin's call desk sees with their source. */
import { inTransaction, type Db } from '../db/database.ts';
import { CALL_REQUEST_SOURCES, enquiryNotes, type Enquiry } from '../../src/domain/index.ts';
import { nfc } from '../../src/domain/normalText.ts';
import type { PrivacyLanguage } from '../../src/domain/privacy.ts';
import { recordConsents } from './consents.ts';

/** The enquiry and the consent its sending gave (the notice's version, the page's language), together. */
export async function insertEnquiry(db: Db, enquiry: Enquiry, consent: { language: PrivacyLanguage; at: string }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('call_requests')
      .values({
        phone_number: enquiry.phoneNumber,
        notes: enquiryNotes(enquiry),
        source: CALL_REQUEST_SOURCES.website,
        // The call desk prefills a vendor application from these (extension callDesk).
        // Stored NFC like vendors' names (src/domain/normalText.ts), so the desk's search finds either form.
        caller_name: nfc(enquiry.name),
        caller_city: nfc(enquiry.city),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordConsents(trx, { subject: 'enquiry', subjectId: id, phoneNumber: enquiry.phoneNumber, purposes: ['service'], language: consent.language, source: 'enquiry', at: consent.at });
    return id;
  });
}
