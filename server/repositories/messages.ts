/** SQL of vendor messages: the outbox rows and the opt-in per phone number (docs/messages.md). */
import { isMessageLanguage, type MessageDelivery, type PhoneOptIn, type VendorLanguage, type VendorMessage } from '../../src/domain/decisionMessages.ts';
import { fromExcluded, type Db } from '../db/database.ts';

/** A row to write to the outbox: a message as answered, less what the database adds. */
export type OutboxRow = Omit<VendorMessage, 'id' | 'created_at' | 'created_by_name' | 'deliveries'>;

function selectMessages(db: Db) {
  return db
    .selectFrom('vendor_messages as m')
    .leftJoin('admins as a', 'a.id', 'm.created_by')
    .select(['m.id', 'm.kind', 'm.user_id', 'm.recipient', 'm.phone', 'm.channel', 'm.language', 'm.topic', 'm.text', 'm.status', 'm.created_at', 'm.created_by', 'a.name as created_by_name']);
}

const asMessage = (row: Record<string, unknown>) => row as unknown as VendorMessage;

/** Each automatic message's deliveries per channel (message_deliveries), on the listed messages. */
async function withDeliveries(db: Db, messages: VendorMessage[]): Promise<VendorMessage[]> {
  if (messages.length === 0) return messages;
  const rows = await db
    .selectFrom('message_deliveries')
    .select(['message_id', 'channel', 'status', 'attempts', 'last_error', 'retry_at', 'updated_at'])
    .where('message_id', 'in', messages.map((m) => m.id))
    .orderBy('channel')
    .execute();
  if (rows.length === 0) return messages;
  const byMessage = new Map<number, MessageDelivery[]>();
  for (const { message_id, ...row } of rows) {
    const list = byMessage.get(message_id) ?? [];
    list.push({ ...row, attempts: Number(row.attempts) } as MessageDelivery);
    byMessage.set(message_id, list);
  }
  return messages.map((m) => (byMessage.has(m.id) ? { ...m, deliveries: byMessage.get(m.id) } : m));
}

/** Appends one outbox row; run it in the caller's transaction so the audit entry goes with it. */
export async function insertMessage(trx: Db, row: OutboxRow & { params?: string | null }): Promise<VendorMessage> {
  const inserted = await trx
    .insertInto('vendor_messages')
    .values({ ...row, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return asMessage(await selectMessages(trx).where('m.id', '=', inserted.id).executeTakeFirstOrThrow());
}

/**
 * Appends an automatic message named by its event (`event_key`, unique): null, and nothing written, when that
 * event's message exists already. Run it in the event's transaction.
 */
export async function insertAutomaticMessage(
  trx: Db,
  row: Omit<OutboxRow, 'recipient'> & { params: string; recipient: string; email: string | null; event_key: string | null },
): Promise<VendorMessage | null> {
  const inserted = await trx
    .insertInto('vendor_messages')
    .values({ ...row, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  return asMessage(await selectMessages(trx).where('m.id', '=', inserted.id).executeTakeFirstOrThrow());
}

/** A vendor's messages, newest first. */
export async function messagesOfVendor(db: Db, kind: string, userId: number): Promise<VendorMessage[]> {
  const rows = await selectMessages(db).where('m.user_id', '=', userId).where('m.kind', '=', kind).orderBy('m.id', 'desc').execute();
  return withDeliveries(db, rows.map(asMessage));
}

/** The outbox's newest rows, for a look at what was sent lately. */
export async function recentMessages(db: Db, limit = 100): Promise<VendorMessage[]> {
  return withDeliveries(db, (await selectMessages(db).orderBy('m.id', 'desc').limit(limit).execute()).map(asMessage));
}

/** The vendor's kind, name and stored phone, or null when no such vendor exists. */
export async function messageVendor(db: Db, userId: number): Promise<{ kind: string; name: string; phoneNumber: string } | null> {
  return (await db.selectFrom('vendor_users').select(['kind', 'name', 'phoneNumber']).where('id', '=', userId).executeTakeFirst()) ?? null;
}

/** The portal language recorded on the vendor (migration 240); null when none or not one the messages speak. */
export async function vendorLanguage(db: Db, userId: number): Promise<VendorLanguage | null> {
  const row = await db.selectFrom('vendor_users').select(['id', 'kind', 'language']).where('id', '=', userId).executeTakeFirst();
  return row ? { kind: row.kind, user_id: row.id, language: isMessageLanguage(row.language) ? row.language : null } : null;
}

/** A phone never asked is not opted in. */
export async function findOptIn(db: Db, phone: string): Promise<PhoneOptIn> {
  const row = await db.selectFrom('phone_optins').select(['phone', 'opted_in', 'source', 'updated_at']).where('phone', '=', phone).executeTakeFirst();
  return row ? { ...row, opted_in: Number(row.opted_in) === 1 } : { phone, opted_in: false, source: null, updated_at: null };
}

export async function saveOptIn(trx: Db, phone: string, optedIn: boolean, source: string | null, adminId: number | null): Promise<PhoneOptIn> {
  const updated_at = new Date().toISOString();
  await trx
    .insertInto('phone_optins')
    .values({ phone, opted_in: optedIn ? 1 : 0, source, updated_at, updated_by: adminId })
    .onConflict((oc) =>
      oc.column('phone').doUpdateSet((eb) => fromExcluded(eb, ['opted_in', 'source', 'updated_at', 'updated_by'])),
    )
    .execute();
  return findOptIn(trx, phone);
}
