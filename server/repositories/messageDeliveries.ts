/**
 * SQL of the outbox's delivery (server/delivery/): one row per message and channel in message_deliveries, the
 * automatic message a channel reads, and the message's own status.
 */
import { MESSAGE_CHANNELS, type MessageChannel } from '../../src/domain/decisionMessages.ts';
import type { Db } from '../db/database.ts';

export const DELIVERY_STATUSES = ['sending', 'sent', 'delivered', 'read', 'retry', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The provider took the message (and perhaps reported it delivered or read): it is never sent again on that channel. */
export const isDone = (status: string) => status === 'sent' || status === 'delivered' || status === 'read';

export interface DeliveryRow {
  message_id: number;
  channel: MessageChannel;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  provider_id: string | null;
  retry_at: string | null;
  updated_at: string;
}

export interface OutboxMessage {
  id: number;
  kind: string;
  /** Null for a buyer or a complainant. */
  user_id: number | null;
  recipient: string;
  /** A buyer's or complainant's address (a vendor's is read from vendor_users). */
  email: string | null;
  phone: string;
  language: string;
  topic: string;
  status: string;
  params: string | null;
}

export async function findOutboxMessage(db: Db, messageId: number): Promise<OutboxMessage | null> {
  return (
    (await db
      .selectFrom('vendor_messages')
      .select(['id', 'kind', 'user_id', 'recipient', 'email', 'phone', 'language', 'topic', 'status', 'params'])
      .where('id', '=', messageId)
      .executeTakeFirst()) ?? null
  );
}

/** The vendor's e-mail address as stored ('' when none); null when the vendor is gone. */
export async function vendorEmail(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('vendor_users').select('email').where('id', '=', userId).executeTakeFirst();
  return row ? row.email : null;
}

const asRow = (row: Record<string, unknown>) => ({ ...row, attempts: Number(row.attempts) }) as unknown as DeliveryRow;

export async function deliveriesOf(db: Db, messageIds: readonly number[]): Promise<DeliveryRow[]> {
  if (messageIds.length === 0) return [];
  const rows = await db.selectFrom('message_deliveries').selectAll().where('message_id', 'in', [...messageIds]).orderBy('message_id').orderBy('channel').execute();
  return rows.map(asRow);
}

/**
 * Takes the channel for one attempt (status `sending`): only a channel never tried, one waiting to retry, or one
 * whose attempt has been `sending` since before `staleBefore` (a process that died mid-call). False: someone else
 * holds it, or it is done or failed for good.
 */
export async function claimDelivery(db: Db, messageId: number, channel: MessageChannel, now: string, staleBefore: string): Promise<boolean> {
  const inserted = await db
    .insertInto('message_deliveries')
    .values({ message_id: messageId, channel, status: 'sending', attempts: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['message_id', 'channel']).doNothing())
    .returning('message_id')
    .executeTakeFirst();
  if (inserted) return true;
  const updated = await db
    .updateTable('message_deliveries')
    .set({ status: 'sending', updated_at: now })
    .where('message_id', '=', messageId)
    .where('channel', '=', channel)
    .where((eb) => eb.or([eb('status', '=', 'retry'), eb.and([eb('status', '=', 'sending'), eb('updated_at', '<', staleBefore)])]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Records one attempt's result (the attempt counted). */
export async function recordAttempt(
  db: Db,
  messageId: number,
  channel: MessageChannel,
  result: { status: 'sent' | 'retry' | 'failed'; providerId?: string | null; error?: string | null; retryAt?: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('message_deliveries')
    .set((eb) => ({
      status: result.status,
      attempts: eb('attempts', '+', 1),
      provider_id: result.providerId ?? null,
      last_error: result.error ?? null,
      retry_at: result.retryAt ?? null,
      updated_at: result.now,
    }))
    .where('message_id', '=', messageId)
    .where('channel', '=', channel)
    .execute();
}

/** Quiet hours: the channel waits, no attempt made (a row is made when none exists). */
export async function deferDelivery(db: Db, messageId: number, channel: MessageChannel, retryAt: string, reason: string, now: string): Promise<void> {
  await db
    .insertInto('message_deliveries')
    .values({ message_id: messageId, channel, status: 'retry', attempts: 0, retry_at: retryAt, last_error: reason, updated_at: now })
    .onConflict((oc) => oc.columns(['message_id', 'channel']).doUpdateSet({ status: 'retry', retry_at: retryAt, last_error: reason, updated_at: now }).where('message_deliveries.status', 'in', ['retry']))
    .execute();
}

/**
 * The message's own status: `sent` by the channel that delivered it, `failed` when every channel failed for good;
 * `noChannel`: why no channel could take it at all (stored as codes, cleared by any other settling).
 */
export async function settleMessage(db: Db, messageId: number, status: 'sent' | 'failed', channel?: MessageChannel, noChannel?: readonly string[]): Promise<void> {
  await db
    .updateTable('vendor_messages')
    .set({ status, ...(channel ? { channel } : {}), no_channel: noChannel?.length ? noChannel.join(',') : null })
    .where('id', '=', messageId)
    .execute();
}

const PROVIDER_STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3 };

/**
 * A provider's status report (the WhatsApp webhook) for its message id: `sent`, `delivered` and `read` only move
 * forward (reports arrive out of order); `failed` is taken as it comes, with the reason. Returns the message's id
 * when a row matched.
 */
export async function applyProviderStatus(
  db: Db,
  channel: MessageChannel,
  providerId: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  error: string | null,
  now: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('message_deliveries')
    .select(['message_id', 'status'])
    .where('channel', '=', channel)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (!row) return null;
  if (status !== 'failed' && (PROVIDER_STATUS_RANK[row.status] ?? 0) >= (PROVIDER_STATUS_RANK[status] ?? 0)) return row.message_id;
  await db
    .updateTable('message_deliveries')
    .set(status === 'failed' ? { status, last_error: error, updated_at: now } : { status, updated_at: now })
    .where('channel', '=', channel)
    .where('provider_id', '=', providerId)
    .execute();
  return row.message_id;
}

export const isMessageChannel = (value: unknown): value is MessageChannel => (MESSAGE_CHANNELS as readonly unknown[]).includes(value);
