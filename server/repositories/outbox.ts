/**
 * The outbox's reads for the admin's work list (extension `outbox`, server/routes/adminOutbox.ts) and the retry of a
 * failed message. Only automatic messages (`params` set); a message an admin recorded was delivered by hand. The
 * delivery itself (server/delivery/) writes the rows; this module reads them and puts a failed message back.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { MessageDelivery } from '../../src/domain/decisionMessages.ts';
import { deliveredOn } from '../../src/domain/decisionMessages.ts';
import { outboxState, parseNoChannel, type OutboxRecord, type OutboxState, OUTBOX_SORT_FIELDS } from '../../src/domain/outbox.ts';
import { count, type Db } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';

export type OutboxSortField = (typeof OUTBOX_SORT_FIELDS)[number];

export interface OutboxFilter {
  state?: OutboxState;
  type?: string;
  /** The vendor's user id. */
  vendor?: number;
  /** Part of the vendor's name or phone. */
  q?: string;
}

type Eb = ExpressionBuilder<Schema & { m: Schema['vendor_messages'] }, 'm'>;

const DONE = ['sent', 'delivered', 'read'];

/** A channel of the message whose status is one of `statuses`. */
const channelIn = (eb: Eb, statuses: string[]) =>
  eb.exists(eb.selectFrom('message_deliveries as d').select('d.message_id').whereRef('d.message_id', '=', 'm.id').where('d.status', 'in', statuses));

/** The SQL of each state (src/domain/outbox.ts outboxState, the same rule). */
function stateCondition(eb: Eb, state: OutboxState) {
  const notFailed = eb('m.status', '<>', 'failed');
  switch (state) {
    case 'failed':
      return eb('m.status', '=', 'failed');
    case 'queued':
      return eb.and([eb('m.status', '=', 'queued'), eb.not(channelIn(eb, DONE))]);
    case 'read':
      return eb.and([notFailed, channelIn(eb, ['read'])]);
    case 'delivered':
      return eb.and([notFailed, channelIn(eb, ['delivered']), eb.not(channelIn(eb, ['read']))]);
    case 'sent':
      return eb.and([notFailed, eb.not(channelIn(eb, ['delivered', 'read'])), eb.or([eb('m.status', '=', 'sent'), channelIn(eb, ['sent'])])]);
  }
}

function filtered(db: Db, filter: OutboxFilter) {
  let query = db
    .selectFrom('vendor_messages as m')
    .leftJoin('vendor_users as v', 'v.id', 'm.user_id')
    .where('m.params', 'is not', null);
  const { state, type, vendor } = filter;
  if (state) query = query.where((eb) => stateCondition(eb as unknown as Eb, state));
  if (type) query = query.where('m.topic', '=', type);
  if (vendor !== undefined) query = query.where('m.user_id', '=', vendor);
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('v.name')})`, 'like', sql`${pattern} ESCAPE '\\'`),
        ...(digits.length >= 3 ? [eb('m.phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

const COLUMNS = ['m.id', 'm.topic', 'm.kind', 'm.recipient', 'm.user_id', 'v.name as vendor_name', 'm.phone', 'm.language', 'm.created_at', 'm.status', 'm.no_channel'] as const;

type MessageRow = {
  id: number;
  topic: string;
  kind: string;
  recipient: string;
  user_id: number | null;
  vendor_name: string | null;
  phone: string;
  language: string;
  created_at: string;
  status: string;
  no_channel: string | null;
};

async function deliveriesByMessage(db: Db, ids: number[]): Promise<Map<number, MessageDelivery[]>> {
  const map = new Map<number, MessageDelivery[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('message_deliveries')
    .select(['message_id', 'channel', 'status', 'attempts', 'last_error', 'retry_at', 'updated_at'])
    .where('message_id', 'in', ids)
    .orderBy('channel')
    .execute();
  for (const { message_id, ...row } of rows) {
    const list = map.get(message_id) ?? [];
    list.push({ ...row, attempts: Number(row.attempts) } as MessageDelivery);
    map.set(message_id, list);
  }
  return map;
}

function asRecord(row: MessageRow, deliveries: MessageDelivery[]): OutboxRecord {
  const state = outboxState(row.status, deliveries);
  const errors = deliveries.filter((d) => d.last_error).sort((a, b) => (a.updated_at < b.updated_at ? 1 : -1));
  const { status: _status, no_channel, ...rest } = row;
  return {
    ...rest,
    recipient: row.recipient === 'buyer' || row.recipient === 'complainant' ? row.recipient : 'vendor',
    language: row.language === 'ta' ? 'ta' : 'en',
    state,
    delivered_on: deliveredOn({ deliveries }),
    attempts: deliveries.reduce((sum, d) => sum + d.attempts, 0),
    last_error: errors[0]?.last_error ?? null,
    deliveries,
    no_channel: state === 'failed' ? parseNoChannel(no_channel) : null,
    can_retry: state === 'failed',
  };
}

/** A page of automatic messages in the order asked (then by id), and how many match. */
export async function listOutbox(
  db: Db,
  { filter, sort, offset, limit }: { filter: OutboxFilter; sort: { field: OutboxSortField; order: 'ASC' | 'DESC' }; offset: number; limit: number },
): Promise<{ rows: OutboxRecord[]; total: number }> {
  const order = sort.order === 'DESC' ? 'desc' : 'asc';
  const rows = (await filtered(db, filter)
    .select([...COLUMNS])
    .orderBy(`m.${sort.field}`, order)
    .orderBy('m.id', order)
    .offset(offset)
    .limit(limit)
    .execute()) as MessageRow[];
  const total = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const deliveries = await deliveriesByMessage(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((row) => asRecord(row, deliveries.get(row.id) ?? [])), total: count(total.n as string | number) };
}

/** One automatic message as the list shows it; null when there is none with that id. */
export async function findOutboxRecord(db: Db, id: number): Promise<OutboxRecord | null> {
  const row = (await filtered(db, {}).select([...COLUMNS]).where('m.id', '=', id).executeTakeFirst()) as MessageRow | undefined;
  if (!row) return null;
  return asRecord(row, (await deliveriesByMessage(db, [id])).get(id) ?? []);
}

/** Automatic messages no channel could deliver (the work plan's figure). */
/** Messages no channel could deliver, as a one-row query (the work plan joins it with its other counts). */
export function failedMessageCount(db: Db) {
  return filtered(db, { state: 'failed' }).select((eb) => eb.fn.countAll<number | string>().as('failed_messages'));
}

/**
 * Puts a failed automatic message back: the message `queued`, its failed channels `retry` from `now` (their attempts
 * and last error kept). Only a message that is `failed`, so of two calls at once one changes it: false for the other,
 * and for a message not failed. Run it in the transaction that enqueues the new delivery job.
 */
export async function requeueFailedMessage(trx: Db, id: number, now: string): Promise<boolean> {
  const updated = await trx
    .updateTable('vendor_messages')
    .set({ status: 'queued', no_channel: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .where('params', 'is not', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('message_deliveries')
    .set({ status: 'retry', retry_at: now, updated_at: now })
    .where('message_id', '=', id)
    .where('status', '=', 'failed')
    .execute();
  return true;
}
