/** Buyer enquiries from the public site, stored as call requests the admin's call desk sees with their source. */
import type { SqliteHandle } from '../db/open.ts';
import { CALL_REQUEST_SOURCES, enquiryNotes, type Enquiry } from '../../src/domain/index.ts';

export function insertEnquiry(db: SqliteHandle, enquiry: Enquiry): number {
  return db.transaction(() => {
    const result = db
      .prepare('INSERT INTO call_requests (phone_number, notes, source) VALUES (?, ?, ?)')
      .run(enquiry.phoneNumber, enquiryNotes(enquiry), CALL_REQUEST_SOURCES.website);
    return Number(result.lastInsertRowid);
  })();
}
