/** SQL of vendor messages: the outbox rows and the opt-in per phone number (docs/messages.md). */
import { isMessageLanguage, type MessageDelivery, type PhoneOptIn, type VendorLanguage, type VendorMessage } from '../../src/domain/decisionMessages.ts';
import { sql } from 'kysely';
import { fromExcluded, type Db } from '../db/database.ts';
import { engineOf } from '../db/engines/index.ts';
import { auditInsert, type AuditRow } from './auditLog.ts';

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

/** An automatic message's row: an outbox row with its values, its recipient and the event that queued it. */
export type AutomaticRow = Omit<OutboxRow, 'recipient'> & { params: string; recipient: string; email: string | null; event_key: string | null };

/** The message as answered, from the row written (an automatic message has no author: nothing to join). */
const written = (row: AutomaticRow, id: number, created_at: string): VendorMessage =>
  asMessage({ id, kind: row.kind, user_id: row.user_id, recipient: row.recipient, phone: row.phone, channel: row.channel, language: row.language, topic: row.topic, text: row.text, status: row.status, created_at, created_by: null, created_by_name: null });

/**
 * Appends an automatic message named by its event (`event_key`, unique; null: no event named): null, and nothing
 * written, when that event's message exists already. Run it in the event's transaction.
 */
export async function insertAutomaticMessage(trx: Db, row: AutomaticRow): Promise<VendorMessage | null> {
  const created_at = new Date().toISOString();
  const inserted = await trx
    .insertInto('vendor_messages')
    .values({ ...row, created_by: null, created_at })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? written(row, inserted.id, created_at) : null;
}

/** The delivery job written with a message: its kind, attempts and time; its key is `message:<id>`, its payload `{"messageId":<id>}`. */
export interface DeliveryJobRow {
  kind: string;
  maxAttempts: number;
  runAt: string;
  now: string;
}

/**
 * The message's INSERT as a `sql` template, not a query builder: building and compiling Kysely's tree of a
 * 14-column insert (and of the CTE around it) cost more than SQLite's own work for the two rows (docs/performance.md,
 * "Delivery: the enqueue's own time"). The text is the same each call, so SQLite reuses its prepared statement.
 */
const messageInsert = (row: AutomaticRow, createdAt: string) => sql<{ id: number }>`INSERT INTO "vendor_messages"
  ("kind", "user_id", "phone", "channel", "language", "topic", "text", "status", "created_at", "created_by", "params", "recipient", "email", "event_key")
  VALUES (${row.kind}, ${row.user_id}, ${row.phone}, ${row.channel}, ${row.language}, ${row.topic}, ${row.text}, ${row.status}, ${createdAt}, NULL, ${row.params}, ${row.recipient}, ${row.email}, ${row.event_key})
  ON CONFLICT ("event_key") DO NOTHING RETURNING "id"`;

/**
 * An automatic message and its delivery job, in the event's transaction: on PostgreSQL one statement (the job
 * inserted from the message's RETURNING in a data-modifying WITH: one round trip instead of two), on SQLite the two
 * inserts (calls into the embedded library, no round trip). Null, and nothing written, when the event's message
 * exists already. The job's key and payload are enqueueJob's for `message.deliver` (server/delivery/notices.ts).
 * `audit`: the event's own audit entry, written in any case (a message or none), on PostgreSQL in the same statement
 * (a decision's: one round trip less for the decision, docs/performance.md).
 */
export async function insertMessageWithJob(trx: Db, row: AutomaticRow, job: DeliveryJobRow, audit?: AuditRow): Promise<VendorMessage | null> {
  const created_at = new Date().toISOString();
  if (engineOf(trx).name === 'sqlite') {
    if (audit) await auditInsert(audit).execute(trx);
    const [inserted] = (await messageInsert(row, created_at).execute(trx)).rows;
    if (!inserted) return null;
    await sql`INSERT INTO "jobs" ("kind", "payload", "key", "run_at", "max_attempts", "created_at")
      VALUES (${job.kind}, ${`{"messageId":${inserted.id}}`}, ${`message:${inserted.id}`}, ${job.runAt}, ${job.maxAttempts}, ${job.now})
      ON CONFLICT ("key") DO NOTHING`.execute(trx);
    return written(row, inserted.id, created_at);
  }
  const [inserted] = (
    await sql<{ id: number }>`WITH ${audit ? sql`"a" AS (${auditInsert(audit)}),` : sql``} "m" AS (${messageInsert(row, created_at)}),
      "j" AS (INSERT INTO "jobs" ("kind", "payload", "key", "run_at", "max_attempts", "created_at")
        SELECT ${job.kind}::text, '{"messageId":' || "m"."id" || '}', 'message:' || "m"."id", ${job.runAt}::text, ${job.maxAttempts}::integer, ${job.now}::text FROM "m"
        ON CONFLICT ("key") DO NOTHING)
      SELECT "id" FROM "m"`.execute(trx)
  ).rows;
  return inserted ? written(row, inserted.id, created_at) : null;
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

/** What a vendor's message is composed from: its kind, name, stored phone and portal language (raw: checked when used). */
export interface MessageVendor {
  kind: string;
  name: string;
  phoneNumber: string;
  language: string | null;
}

/** The vendor's kind, name, stored phone and language, in one read; null when no such vendor exists. */
export async function messageVendor(db: Db, userId: number): Promise<MessageVendor | null> {
  return (await db.selectFrom('vendor_users').select(['kind', 'name', 'phoneNumber', 'language']).where('id', '=', userId).executeTakeFirst()) ?? null;
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
