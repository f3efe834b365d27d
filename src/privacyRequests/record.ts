/** A data principal's request as the admin's list reads it (GET /api/admin/privacy-requests). */
export interface PrivacyRequestRecord {
  id: number;
  /** Null for a buyer's request (made by one-time code), which names the buyer's phone instead. */
  vendor_id: number | null;
  subject?: 'vendor' | 'buyer';
  phone?: string | null;
  kind: string;
  state: string;
  details: string | null;
  outcome: string | null;
  received_at: string;
  due_at: string;
  completed_at: string | null;
  decision: string | null;
  overdue: boolean;
}
