/** The automatic message types' names (their declarations: ./index.ts); imports nothing, so the outbox's types can name them. */
export const MESSAGE_TYPES = [
  'application_received',
  'changes_requested',
  'approved',
  'rejected',
  'document_accepted',
  'document_rejected',
  'document_expiring_30',
  'document_expiring_7',
  'document_expired',
  'portal_invitation',
  'story_removed',
  'buyer_enquiry',
  'grievance_acknowledged',
  'grievance_resolved',
  'breach_notice',
  'privacy_code',
  'privacy_answered',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
