/**
 * Automatic messages queued by the events that cause them (docs/messages.md "Which event sends what"): the message
 * and its delivery job are written in the event's own transaction (never told without it happening, nor happening
 * without being told), each named by the event's key so the same event never sends twice. `app.messageNotifier`
 * (server/plugins/delivery.ts) is undefined where no channel is configured: then nothing is queued and the admin
 * tells people by hand, as before.
 */
import type { MessageParams, MessageType } from '../../src/domain/messageTypes/index.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { auditRow, writeAuditEntry, type NamedAuditEntry } from '../repositories/auditLog.ts';
import { insertMessageWithJob, messageVendor, type MessageVendor } from '../repositories/messages.ts';
import { DELIVERY_ATTEMPTS, MESSAGE_DELIVERY_JOB } from './jobHandler.ts';
import { automaticRow, type PersonRecipient } from './outbox.ts';

export interface Notice {
  type: MessageType;
  /** A vendor (the name defaults to the vendor's), or `to` for a buyer or a complainant. */
  userId?: number;
  to?: PersonRecipient;
  params: Omit<MessageParams, 'name'> & { name?: string };
  /** The event (`document-accepted:41`); the job's key is `message:<id>`. */
  key?: string;
  /** Not before this time (default now). */
  runAt?: Date;
  /** The vendor (`userId`) as the event already read it (messageVendor's columns): not read again. */
  vendor?: MessageVendor;
  /** The event's own audit entry: written with the message (one statement on PostgreSQL), or alone when none is queued. */
  audit?: NamedAuditEntry;
}

export interface MessageNotifier {
  /** Queues the message and its delivery job in `trx`; its id, or null (no such vendor, or this event's message exists). */
  queue(trx: Db, notice: Notice): Promise<number | null>;
  /** After the event commits: the worker looks for the new job now rather than at its next poll. */
  committed(): void;
}

/**
 * Queues a message and its delivery job, in the caller's transaction: the vendor read once at most (none when the
 * notice carries it), then the message and its job written together (insertMessageWithJob), with the event's audit
 * entry when it gives one.
 */
export async function queueNotice(trx: Db, notice: Notice): Promise<number | null> {
  const alone = async () => {
    if (notice.audit) await writeAuditEntry(trx, notice.audit);
    return null;
  };
  const vendor = notice.userId !== undefined ? (notice.vendor ?? (await messageVendor(trx, notice.userId))) : null;
  if (notice.userId !== undefined && !vendor) return alone();
  const row = await automaticRow(
    trx,
    {
      type: notice.type,
      ...(notice.userId !== undefined ? { userId: notice.userId } : {}),
      ...(notice.to ? { to: notice.to } : {}),
      params: { ...notice.params, name: notice.params.name ?? vendor?.name ?? '' },
      ...(notice.key ? { key: notice.key } : {}),
    },
    vendor,
  );
  if (!row) return alone();
  const now = new Date();
  const job = { kind: MESSAGE_DELIVERY_JOB, maxAttempts: DELIVERY_ATTEMPTS, runAt: (notice.runAt ?? now).toISOString(), now: now.toISOString() };
  const message = await insertMessageWithJob(trx, row, job, notice.audit ? auditRow(notice.audit) : undefined);
  return message?.id ?? null;
}

export function messageNotifier(wake: () => void): MessageNotifier {
  return { queue: queueNotice, committed: wake };
}

/**
 * Runs `work` in one transaction together with the messages `notices` derives from its result (none: nothing
 * queued), then wakes the worker. Without a notifier `work` runs as it would alone.
 */
export async function withNotices<T>(
  db: Db,
  notifier: MessageNotifier | undefined,
  work: (trx: Db) => Promise<T>,
  notices: (result: T, trx: Db) => Promise<Notice[]> | Notice[],
): Promise<T> {
  if (!notifier) return work(db);
  const result = await inTransaction(db, async (trx) => {
    const done = await work(trx);
    for (const notice of await notices(done, trx)) await notifier.queue(trx, notice);
    return done;
  });
  notifier.committed();
  return result;
}
