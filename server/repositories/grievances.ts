/**
 * SQL of the grievance desk (extension `grievances`, docs/grievances.md): the grievances with their due times, the
 * timeline of what happened to each, the queue's pages, the status a complainant may see, the monthly export and
 * the work plan's figures. Several writes together are the service's (server/grievances/desk.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import {
  clockStanding,
  endOfIndiaDay,
  grievanceTicket,
  type GrievanceCategory,
  type GrievanceEvent,
  type GrievanceRecord,
  type GrievanceState,
} from '../../src/domain/grievances.ts';
import type { GrievancesTable } from '../db/schema.ts';
import type { Insertable, Selectable, Updateable } from 'kysely';

export const GRIEVANCE_SORT_FIELDS = ['due_at', 'received_at', 'state', 'category', 'id'] as const;
export type GrievanceSortField = (typeof GRIEVANCE_SORT_FIELDS)[number];

export interface GrievanceFilter {
  state?: GrievanceState | GrievanceState[];
  category?: GrievanceCategory;
  /** true: only those whose running due time has passed. */
  overdue?: boolean;
  /** true: only those due before India's day ends (not yet overdue). */
  due_today?: boolean;
  assignee_id?: number;
  /** A ticket, a phone number or words of the name. */
  q?: string;
}

export interface GrievanceQuery {
  sort: { field: GrievanceSortField; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: GrievanceFilter;
  now: number;
}

type Row = Selectable<GrievancesTable> & { assignee_name: string | null };

export function toRecord(row: Row, now: number): GrievanceRecord {
  return {
    id: row.id,
    ticket: grievanceTicket(row.id, row.received_at),
    name: row.name,
    complainant: row.complainant,
    category: row.category,
    description: row.description,
    phone_number: row.phone_number,
    email: row.email,
    language: row.language,
    state: row.state as GrievanceState,
    received_at: row.received_at,
    acknowledge_by: row.acknowledge_by,
    resolve_by: row.resolve_by,
    due_at: row.due_at,
    standing: clockStanding(row.due_at, now),
    acknowledged_at: row.acknowledged_at,
    resolved_at: row.resolved_at,
    resolution: row.resolution,
    escalated_at: row.escalated_at,
    assignee_id: row.assignee_id,
    assignee_name: row.assignee_name,
    attachment: row.attachment !== null,
  };
}

const withAssignee = (db: Db) => db.selectFrom('grievances as g').leftJoin('admins as a', 'a.id', 'g.assignee_id').selectAll('g').select('a.name as assignee_name');

export async function insertGrievance(db: Db, values: Insertable<GrievancesTable>): Promise<number> {
  const { id } = await db.insertInto('grievances').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateGrievance(db: Db, id: number, values: Updateable<GrievancesTable>): Promise<boolean> {
  const result = await db.updateTable('grievances').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertGrievanceEvent(
  db: Db,
  event: { grievanceId: number; kind: string; body?: string | null; message?: string | null; author?: { id: number; name: string } | null; at: string },
): Promise<void> {
  await db
    .insertInto('grievance_events')
    .values({
      grievance_id: event.grievanceId,
      kind: event.kind,
      body: event.body ?? null,
      message: event.message ?? null,
      author_id: event.author?.id ?? null,
      author_name: event.author?.name ?? null,
      at: event.at,
    })
    .execute();
}

export async function findGrievanceRow(db: Db, id: number): Promise<Row | undefined> {
  return withAssignee(db).where('g.id', '=', id).executeTakeFirst();
}

export async function findGrievance(db: Db, id: number, now: number): Promise<GrievanceRecord | undefined> {
  const row = await findGrievanceRow(db, id);
  return row ? toRecord(row, now) : undefined;
}

export async function listGrievanceEvents(db: Db, id: number): Promise<GrievanceEvent[]> {
  return db.selectFrom('grievance_events').select(['id', 'kind', 'body', 'author_name', 'at']).where('grievance_id', '=', id).orderBy('id').execute();
}

/** The attachment's stored name and type, when the grievance has one. */
export async function grievanceAttachment(db: Db, id: number): Promise<{ attachment: string; attachment_type: string | null } | undefined> {
  const row = await db.selectFrom('grievances').select(['attachment', 'attachment_type']).where('id', '=', id).executeTakeFirst();
  return row?.attachment ? { attachment: row.attachment, attachment_type: row.attachment_type } : undefined;
}

export async function pageGrievances(db: Db, query: GrievanceQuery): Promise<{ rows: GrievanceRecord[]; total: number }> {
  const { filter, now } = query;
  const nowIso = new Date(now).toISOString();
  let base = withAssignee(db);
  if (filter.state !== undefined) base = base.where('g.state', 'in', Array.isArray(filter.state) ? filter.state : [filter.state]);
  if (filter.category) base = base.where('g.category', '=', filter.category);
  if (filter.overdue === true) base = base.where('g.due_at', '<', nowIso);
  if (filter.overdue === false) base = base.where((eb) => eb.or([eb('g.due_at', 'is', null), eb('g.due_at', '>=', nowIso)]));
  if (filter.due_today === true) base = base.where('g.due_at', '>=', nowIso).where('g.due_at', '<', endOfIndiaDay(now));
  if (filter.assignee_id !== undefined) base = filter.assignee_id === 0 ? base.where('g.assignee_id', 'is', null) : base.where('g.assignee_id', '=', filter.assignee_id);
  const q = filter.q?.trim();
  if (q) {
    const ticket = /^GRV-\d{4}-(\d+)$/i.exec(q);
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        ...(ticket ? [eb('g.id', '=', Number(ticket[1]))] : []),
        eb('g.phone_number', 'like', `%${q.replace(/\D/g, '') || q}%`),
        eb(sql`lower(${sql.ref('g.name')})`, 'like', sql`${pattern} ESCAPE '\\'`),
      ]),
    );
  }
  const { count } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const { field, order } = query.sort;
  const direction = order === 'DESC' ? 'desc' : 'asc';
  // Resolved grievances (no running due time) go last whichever way the due times are sorted.
  let page = base;
  if (field === 'due_at') page = page.orderBy(sql`case when ${sql.ref('g.due_at')} is null then 1 else 0 end`).orderBy('g.due_at', direction);
  else page = page.orderBy(`g.${field}`, direction);
  const rows = await page
    .orderBy('g.id', direction)
    .limit(query.range.end - query.range.start + 1)
    .offset(query.range.start)
    .execute();
  return { rows: rows.map((row) => toRecord(row, now)), total: Number(count) };
}

/** The grievance the ticket names, when it was raised with `phone` (else nothing: the caller learns no more). */
export async function findByTicketAndPhone(db: Db, id: number, year: string, phone: string): Promise<Row | undefined> {
  const row = await withAssignee(db).where('g.id', '=', id).where('g.phone_number', '=', phone).executeTakeFirst();
  return row && row.received_at.startsWith(year) ? row : undefined;
}

/** Overdue and due-today grievances at `now` for the dashboard's work plan. */
/** The work plan's grievance clocks as a one-row query (the work plan joins it with its other counts). */
export function grievanceClockCounts(db: Db, now: number) {
  const nowIso = new Date(now).toISOString();
  return db
    .selectFrom('grievances')
    .select([
      sql<number | string>`coalesce(sum(case when due_at < ${nowIso} then 1 else 0 end), 0)`.as('grievances_overdue'),
      sql<number | string>`coalesce(sum(case when due_at >= ${nowIso} and due_at < ${endOfIndiaDay(now)} then 1 else 0 end), 0)`.as('grievances_due_today'),
    ])
    .where('due_at', 'is not', null);
}

/** Every grievance received in [from, to) for the monthly export, oldest first. */
export async function grievancesReceivedBetween(db: Db, from: string, to: string): Promise<Row[]> {
  return withAssignee(db).where('g.received_at', '>=', from).where('g.received_at', '<', to).orderBy('g.received_at').orderBy('g.id').execute();
}

/** Whether an active admin has this id (a grievance is assigned only to one). */
export async function activeAdminExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('admins').select('id').where('id', '=', id).where('active', '=', 1).executeTakeFirst()) !== undefined;
}
