/**
 * SQL of the breach register (extension `breachRegister`, docs/breaches.md): the breaches with their clocks' due
 * times, the register's pages, the work plan's figures and the vendors a notice goes to. Several writes together
 * are the service's (server/privacy/breaches.ts).
 */
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { BreachesTable } from '../db/schema.ts';
import {
  BREACH_CLOCKS,
  DUE_SOON_MS,
  breachStanding,
  type BreachDataCategory,
  type BreachRecord,
  type BreachStatus,
} from '../../src/domain/breaches.ts';

export const BREACH_SORT_FIELDS = ['detected_at', 'status', 'cert_in_due', 'board_due', 'id'] as const;
export type BreachSortField = (typeof BREACH_SORT_FIELDS)[number];

export interface BreachFilter {
  status?: BreachStatus | BreachStatus[];
  /** true: only those with a clock run out. */
  overdue?: boolean;
  /** true: only those with a clock running out soon and none run out. */
  due_soon?: boolean;
  q?: string;
}

type Row = Selectable<BreachesTable> & {
  recorded_by_name: string | null;
  affected_enquiries_from: string | null;
  affected_enquiries_to: string | null;
  notified_enquiry_ids: string | null;
};

const list = <T>(text: string): T[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

export function toBreachRecord(row: Row, now: number): BreachRecord {
  const status = row.status as BreachStatus;
  return {
    id: row.id,
    summary: row.summary,
    description: row.description,
    description_ta: row.description_ta,
    occurred_at: row.occurred_at,
    detected_at: row.detected_at,
    data_categories: list<BreachDataCategory>(row.data_categories),
    affected_count: Number(row.affected_count),
    affected_vendor_ids: list<number>(row.affected_vendor_ids),
    affected_others: row.affected_others,
    affected_enquiries_from: row.affected_enquiries_from,
    affected_enquiries_to: row.affected_enquiries_to,
    status,
    measures: row.measures,
    measures_ta: row.measures_ta,
    advice: row.advice,
    advice_ta: row.advice_ta,
    notes: row.notes,
    cert_in_due: row.cert_in_due,
    cert_in_reported_at: row.cert_in_reported_at,
    cert_in_standing: breachStanding('certIn', row.cert_in_due, row.cert_in_reported_at, status, now),
    board_due: row.board_due,
    board_reported_at: row.board_reported_at,
    board_standing: breachStanding('board', row.board_due, row.board_reported_at, status, now),
    notified_vendor_ids: list<number>(row.notified_vendor_ids),
    notified_enquiry_ids: list<number>(row.notified_enquiry_ids ?? '[]'),
    recorded_by_name: row.recorded_by_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const withRecorder = (db: Db) =>
  db
    .selectFrom('breaches as b')
    .leftJoin('admins as a', 'a.id', 'b.recorded_by')
    .leftJoin('breach_buyers as bb', 'bb.breach_id', 'b.id')
    .selectAll('b')
    .select(['a.name as recorded_by_name', 'bb.enquiries_from as affected_enquiries_from', 'bb.enquiries_to as affected_enquiries_to', 'bb.notified_enquiry_ids'])
    .$narrowType<{ affected_enquiries_from: string | null; affected_enquiries_to: string | null; notified_enquiry_ids: string | null }>();

/** The buyers' side of a breach: the period of the enquiries it reached and (when given) the enquiries told. */
export async function saveBreachBuyers(db: Db, breachId: number, values: { from: string | null; to: string | null } | { notified: readonly number[] }): Promise<void> {
  const set = 'notified' in values ? { notified_enquiry_ids: JSON.stringify(values.notified) } : { enquiries_from: values.from, enquiries_to: values.to };
  await db
    .insertInto('breach_buyers')
    .values({ breach_id: breachId, ...set })
    .onConflict((oc) => oc.column('breach_id').doUpdateSet(set))
    .execute();
}

export async function insertBreach(db: Db, values: Insertable<BreachesTable>): Promise<number> {
  const { id } = await db.insertInto('breaches').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateBreach(db: Db, id: number, values: Updateable<BreachesTable>): Promise<boolean> {
  const result = await db.updateTable('breaches').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findBreachRow(db: Db, id: number): Promise<Row | undefined> {
  return withRecorder(db).where('b.id', '=', id).executeTakeFirst();
}

export async function findBreach(db: Db, id: number, now: number): Promise<BreachRecord | undefined> {
  const row = await findBreachRow(db, id);
  return row ? toBreachRecord(row, now) : undefined;
}

/** SQL of the clocks at `now` (ISO text compares like time on both engines). */
function clockConditions(now: number) {
  const nowIso = new Date(now).toISOString();
  const soon = Object.fromEntries(BREACH_CLOCKS.map((clock) => [clock, new Date(now + DUE_SOON_MS[clock]).toISOString()])) as Record<(typeof BREACH_CLOCKS)[number], string>;
  const open = sql`b.status <> 'closed'`;
  const overdue = sql<boolean>`(${open} and ((b.cert_in_reported_at is null and b.cert_in_due < ${nowIso}) or (b.board_reported_at is null and b.board_due < ${nowIso})))`;
  const dueSoon = sql<boolean>`(${open} and not ${overdue} and ((b.cert_in_reported_at is null and b.cert_in_due <= ${soon.certIn}) or (b.board_reported_at is null and b.board_due <= ${soon.board})))`;
  return { overdue, dueSoon };
}

export async function pageBreaches(
  db: Db,
  query: { sort: { field: BreachSortField; order: 'ASC' | 'DESC' }; range: { start: number; end: number }; filter: BreachFilter; now: number },
): Promise<{ rows: BreachRecord[]; total: number }> {
  const { filter, now } = query;
  const { overdue, dueSoon } = clockConditions(now);
  let base = withRecorder(db);
  if (filter.status !== undefined) base = base.where('b.status', 'in', Array.isArray(filter.status) ? filter.status : [filter.status]);
  if (filter.overdue === true) base = base.where(overdue);
  if (filter.due_soon === true) base = base.where(dueSoon);
  const q = filter.q?.trim().toLowerCase();
  if (q) base = base.where(sql`lower(${sql.ref('b.summary')})`, 'like', sql`${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`);
  const { count } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const direction = query.sort.order === 'DESC' ? 'desc' : 'asc';
  const rows = await base
    .orderBy(`b.${query.sort.field}`, direction)
    .orderBy('b.id', direction)
    .limit(query.range.end - query.range.start + 1)
    .offset(query.range.start)
    .execute();
  return { rows: rows.map((row) => toBreachRecord(row, now)), total: Number(count) };
}

/** Breaches with a clock run out at `now`, and those with none run out but one running out soon. */
/** The work plan's breach clocks as a one-row query (the work plan joins it with its other counts). */
export function breachClockCounts(db: Db, now: number) {
  const { overdue, dueSoon } = clockConditions(now);
  return db
    .selectFrom('breaches as b')
    .select([
      sql<number | string>`coalesce(sum(case when ${overdue} then 1 else 0 end), 0)`.as('breaches_overdue'),
      sql<number | string>`coalesce(sum(case when ${dueSoon} then 1 else 0 end), 0)`.as('breaches_due_soon'),
    ]);
}

/** The vendors among `ids` that exist, with their name and portal language (English when not known). */
export async function noticeRecipients(db: Db, ids: readonly number[]): Promise<{ id: number; name: string; language: 'en' | 'ta' }[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('vendor_users').select(['id', 'name', 'language']).where('id', 'in', [...ids]).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, language: row.language === 'ta' ? 'ta' : 'en' }));
}

export interface BuyerRecipient {
  phone: string;
  name: string;
  language: 'en' | 'ta';
  /** Every enquiry in the period from this phone. */
  enquiryIds: number[];
}

/**
 * The buyers affected: the phones of the enquiries (call requests from the website) received in the period, each
 * once, with the name and language of their latest enquiry (the language its consent was given in). Enquiries whose
 * personal data is gone (retention, erasure) have no phone and are skipped.
 */
export async function buyerRecipients(db: Db, period: { from: string | null; to: string | null }): Promise<BuyerRecipient[]> {
  if (!period.from || !period.to) return [];
  const rows = await db
    .selectFrom('call_requests as c')
    .leftJoin('consents as k', (join) => join.onRef('k.subject_id', '=', 'c.id').on('k.subject', '=', 'enquiry').on('k.purpose', '=', 'service'))
    .select(['c.id', 'c.phone_number', 'c.caller_name', 'k.language'])
    .where('c.source', '=', 'website')
    .where('c.phone_number', '!=', '')
    .where('c.created_at', '>=', period.from)
    .where('c.created_at', '<=', period.to)
    .orderBy('c.id')
    .execute();
  const byPhone = new Map<string, BuyerRecipient>();
  for (const row of rows) {
    const known = byPhone.get(row.phone_number);
    const language = row.language === 'ta' ? 'ta' : 'en';
    if (known) byPhone.set(row.phone_number, { ...known, name: row.caller_name ?? known.name, language, enquiryIds: [...known.enquiryIds, row.id] });
    else byPhone.set(row.phone_number, { phone: row.phone_number, name: row.caller_name ?? '', language, enquiryIds: [row.id] });
  }
  return [...byPhone.values()];
}
