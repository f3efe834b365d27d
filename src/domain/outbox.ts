/**
 * The outbox as the admin's work list (extension `outbox`, server/routes/adminOutbox.ts; docs/messages.md "The
 * outbox"): the automatic messages with their delivery per channel, filtered by state, type and vendor, and the
 * retry of a message that failed. Shared by the server's schemas and the admin.
 */
import type { MessageChannel, MessageDelivery, MessageLanguage } from './decisionMessages';

/**
 * A message's state as the list shows it and filters by: `queued` (no channel has taken it yet: waiting, retrying,
 * or quiet hours), `sent` / `delivered` / `read` (the furthest a channel got), `failed` (no channel can deliver it:
 * each one tried refused it for good, or none is there for it).
 */
export const OUTBOX_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Who an outbox message is for (migration 320). */
export const OUTBOX_RECIPIENTS = ['vendor', 'buyer', 'complainant'] as const;
export type OutboxRecipient = (typeof OUTBOX_RECIPIENTS)[number];

export const OUTBOX_SORT_FIELDS = ['id', 'created_at', 'topic'] as const;

/**
 * Why no channel could take a message (stored on the message, `vendor_messages.no_channel`, migration 330; the admin
 * says each in the admin's language): per channel, the setting or the recipient's detail that is missing.
 */
export const NO_CHANNEL_REASONS = [
  'no_phone',
  'whatsapp_off',
  'whatsapp_no_template',
  'whatsapp_not_agreed',
  'sms_off',
  'sms_no_dlt_template',
  'email_off',
  'no_email',
] as const;
export type NoChannelReason = (typeof NO_CHANNEL_REASONS)[number];

/** The stored form (comma-separated codes) read back; codes this version does not know are left out. */
export function parseNoChannel(stored: string | null): NoChannelReason[] | null {
  if (stored === null) return null;
  return stored.split(',').filter((code): code is NoChannelReason => (NO_CHANNEL_REASONS as readonly string[]).includes(code));
}

/** One automatic message as GET /api/admin/outbox answers it (times ISO-8601 text). */
export interface OutboxRecord {
  id: number;
  /** The message type (src/domain/messageTypes/). */
  topic: string;
  kind: string;
  /** A vendor, or a buyer (enquiry) or complainant (grievance) with no account. */
  recipient: OutboxRecipient;
  user_id: number | null;
  /** The vendor's name, or null when the vendor is gone. */
  vendor_name: string | null;
  phone: string;
  language: MessageLanguage;
  created_at: string;
  state: OutboxState;
  /** The channel that delivered it, once one did. */
  delivered_on: MessageChannel | null;
  /** Attempts over all channels. */
  attempts: number;
  /** The newest error in plain words (the channel named), or null. */
  last_error: string | null;
  deliveries: MessageDelivery[];
  /** Why no channel could take it (each reason a code the admin says in words); null when a channel did or may. */
  no_channel: NoChannelReason[] | null;
  /** A retry is possible: the message failed (POST /api/admin/outbox/{id}/retry). */
  can_retry: boolean;
}

const RANK: Readonly<Record<string, number>> = { sent: 1, delivered: 2, read: 3 };

/** The state of a message from its own status and its channels' (the server computes it; the admin only shows it). */
export function outboxState(status: string, deliveries: readonly Pick<MessageDelivery, 'status'>[]): OutboxState {
  if (status === 'failed') return 'failed';
  const best = deliveries.reduce((top, d) => Math.max(top, RANK[d.status] ?? 0), 0);
  if (best === 3) return 'read';
  if (best === 2) return 'delivered';
  return best === 1 || status === 'sent' ? 'sent' : 'queued';
}
