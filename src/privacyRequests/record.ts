import type { PrivacyRequestFields, PrivacySubject } from '../domain/privacy';

/** A data principal's request as the admin's list reads it (GET /api/admin/privacy-requests). */
export interface PrivacyRequestRecord extends Omit<PrivacyRequestFields, 'subject' | 'phone' | 'channel'> {
  subject?: PrivacySubject;
  phone?: string | null;
  overdue: boolean;
}
