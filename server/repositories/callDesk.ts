/**
 * SQL of the call desk (extension `callDesk`): call requests with their state, assignee and follow-up date, the
 * timeline of notes, and the conversion of a caller into a vendor application. Each state change writes one audit
 * entry by name (`calldesk.*`), so the row triggers stay silent for it.
 */
import { sql } from 'kysely';
import { count, inTransaction, type Db } from '../db/database.ts';
import type { CallDeskChange, CallDeskItem, CallNote, CallState } from '../../src/domain/callDesk.ts';
import { nfc } from '../../src/domain/normalText.ts';
import { conflict, HttpProblem } from '../errors.ts';
import { withoutRowLog } from '../db/database.ts';
import { writeAuditEntry } from './auditLog.ts';
import { UNUSABLE_HASH } from '../auth/passwords.ts';
import { insertApplication, type PortalKind } from './vendorPortal.ts';

/** Roles that may be given call requests. */
export const ASSIGNABLE_ROLES = ['calldesk', 'owner'] as const;

export const CALL_DESK_SORT_FIELDS = ['desk', 'created_at', 'follow_up_on', 'state', 'id'] as const;
export type CallDeskSortField = (typeof CALL_DESK_SORT_FIELDS)[number];

export interface CallDeskFilter {
  state?: CallState | CallState[];
  /** An admin's id, or 0 for the unassigned ones. */
  assignee_id?: number;
  q?: string;
  due?: boolean;
  /** The request a vendor application came from. */
  vendor_id?: number;
  /** Only `website` (the public enquiry form) or the requests of another source. */
  source?: string;
  /** Created later than / not later than (a work plan bucket). */
  created_after?: string;
  created_until?: string;
}

export interface CallDeskQuery {
  sort: { field: CallDeskSortField; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: CallDeskFilter;
  /** Today's date (YYYY-MM-DD) in the desk's time zone: follow-ups on or before it are due. */
  today: string;
}

const callRequests = (db: Db) => db.selectFrom('call_requests as c');

/** The desk's rows of `from`: call requests already narrowed, so the page and its count share one filter. */
function itemsQuery(from: ReturnType<typeof callRequests>, today: string) {
  return from
    .leftJoin('admins as a', 'a.id', 'c.assignee_id')
    .leftJoin('vendor_users as v', 'v.id', 'c.vendor_id')
    .select([
      'c.id',
      'c.phone_number',
      'c.notes',
      'c.created_at',
      'c.source',
      'c.state',
      'c.assignee_id',
      'a.name as assignee_name',
      'c.follow_up_on',
      'c.closed_reason',
      'c.caller_name',
      'c.caller_city',
      'c.vendor_id',
      'v.kind as vendor_kind',
    ])
    .select(sql<number>`CASE WHEN c.state = 'follow_up' AND c.follow_up_on <= ${today} THEN 1 ELSE 0 END`.as('due'));
}

type ItemRow = Omit<CallDeskItem, 'due' | 'state'> & { state: string; due: number | string };
const toItem = (row: ItemRow): CallDeskItem => ({ ...row, state: row.state as CallState, due: Number(row.due) === 1 });

export async function pageCallDesk(db: Db, query: CallDeskQuery): Promise<{ rows: CallDeskItem[]; total: number }> {
  const { filter, today } = query;
  let from = callRequests(db);
  const states = filter.state === undefined ? [] : Array.isArray(filter.state) ? filter.state : [filter.state];
  if (states.length) from = from.where('c.state', 'in', states);
  if (filter.assignee_id !== undefined) {
    const assignee = filter.assignee_id;
    from = assignee === 0 ? from.where('c.assignee_id', 'is', null) : from.where('c.assignee_id', '=', assignee);
  }
  if (filter.due) from = from.where('c.state', '=', 'follow_up').where('c.follow_up_on', '<=', today);
  if (filter.vendor_id !== undefined) from = from.where('c.vendor_id', '=', filter.vendor_id);
  if (filter.source) from = from.where('c.source', '=', filter.source);
  if (filter.created_after) from = from.where('c.created_at', '>', filter.created_after);
  if (filter.created_until) from = from.where('c.created_at', '<=', filter.created_until);
  if (filter.q) {
    const pattern = `%${nfc(filter.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    from = from.where(
      sql<boolean>`(c.phone_number LIKE ${pattern} ESCAPE '\\' OR COALESCE(c.notes, '') LIKE ${pattern} ESCAPE '\\' OR COALESCE(c.caller_name, '') LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  const base = itemsQuery(from, today);
  const counted = from.select((eb) => eb.fn.countAll<number>().as('total'));
  const { field, order } = query.sort;
  const direction = order === 'ASC' ? 'asc' : 'desc';
  let ordered = base;
  if (field === 'desk') {
    // Due follow-ups first (the oldest date first), then the open requests newest first, then the settled ones.
    ordered = ordered
      .orderBy(sql`CASE WHEN c.state = 'follow_up' AND c.follow_up_on <= ${today} THEN 0 WHEN c.state IN ('new', 'contacted', 'follow_up') THEN 1 ELSE 2 END`)
      .orderBy(sql`CASE WHEN c.state = 'follow_up' AND c.follow_up_on <= ${today} THEN c.follow_up_on ELSE NULL END`, 'asc')
      .orderBy('c.created_at', 'desc');
  } else {
    ordered = ordered.orderBy(`c.${field}`, direction);
  }
  const rows = await ordered
    .orderBy('c.id', 'desc')
    .offset(query.range.start)
    .limit(query.range.end - query.range.start + 1)
    .execute();
  const { total } = await counted.executeTakeFirstOrThrow();
  return { rows: rows.map((row) => toItem(row as ItemRow)), total: count(total) };
}

export async function findCallDeskItem(db: Db, id: number, today: string): Promise<CallDeskItem | undefined> {
  const row = await itemsQuery(callRequests(db), today).where('c.id', '=', id).executeTakeFirst();
  return row ? toItem(row as ItemRow) : undefined;
}

/** The timeline, oldest first; a request whose notes predate the timeline shows them as its first entry. */
export async function listCallNotes(db: Db, id: number): Promise<CallNote[]> {
  const entries = await db
    .selectFrom('call_request_notes')
    .select(['id', 'body', 'author_id', 'author_name', 'at'])
    .where('call_request_id', '=', id)
    .orderBy('id', 'asc')
    .execute();
  if (entries.length) return entries;
  const request = await db.selectFrom('call_requests').select(['notes', 'created_at']).where('id', '=', id).executeTakeFirst();
  return request?.notes ? [{ id: 0, body: request.notes, author_id: null, author_name: null, at: request.created_at }] : [];
}

export interface NoteAuthor {
  id: number | null;
  name: string | null;
}

/**
 * Appends a note to the timeline and makes it the request's legacy `notes`; the words there before (a website
 * enquiry's text) become the timeline's first entry instead of being lost. False when there is no such request.
 */
export async function appendCallNote(db: Db, id: number, body: string, author: NoteAuthor): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const request = await trx.selectFrom('call_requests').select(['notes', 'created_at']).where('id', '=', id).executeTakeFirst();
    if (!request) return false;
    const { entries } = await trx
      .selectFrom('call_request_notes')
      .select((eb) => eb.fn.countAll<number>().as('entries'))
      .where('call_request_id', '=', id)
      .executeTakeFirstOrThrow();
    if (count(entries) === 0 && request.notes) {
      await trx.insertInto('call_request_notes').values({ call_request_id: id, body: request.notes, author_id: null, author_name: null, at: request.created_at }).execute();
    }
    await trx.insertInto('call_request_notes').values({ call_request_id: id, body, author_id: author.id, author_name: author.name, at: new Date().toISOString() }).execute();
    await trx.updateTable('call_requests').set({ notes: body }).where('id', '=', id).execute();
    return true;
  });
}

type DeskColumns = { state: string; assignee_id: number | null; follow_up_on: string | null; closed_reason: string | null; vendor_id: number | null };

async function writeAudit(trx: Db, id: number, action: 'state' | 'assign' | 'follow_up' | 'convert', before: Partial<DeskColumns>, after: Partial<DeskColumns>, reason: string | null = null) {
  await writeAuditEntry(trx, { action: `calldesk.${action}`, entity: 'call_requests', entityId: id, vendorId: after.vendor_id ?? null, reason, before, after });
}

const invalid = (field: string, text: string) => new HttpProblem(400, text, { [field]: text });

/**
 * Changes the state, assignee or follow-up date; a state other than follow_up clears the date, other than closed
 * the reason. A converted request keeps its state. Answers false when there is no such request.
 */
export async function changeCallDeskItem(db: Db, id: number, change: CallDeskChange): Promise<boolean> {
  return inTransaction(db, (trx) =>
    withoutRowLog(trx, async () => {
      const current = await trx
        .selectFrom('call_requests')
        .select(['state', 'assignee_id', 'follow_up_on', 'closed_reason', 'vendor_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return false;
      if (change.assignee_id) {
        const admin = await trx.selectFrom('admins').select(['role', 'active']).where('id', '=', change.assignee_id).executeTakeFirst();
        if (!admin || admin.active !== 1 || !(ASSIGNABLE_ROLES as readonly string[]).includes(admin.role)) {
          throw invalid('assignee_id', 'The assignee must be an active admin with the calldesk or owner role');
        }
      }
      if (change.state && current.state === 'converted') throw invalid('state', 'A converted request keeps its state');
      const state = change.state ?? current.state;
      if (!change.state && change.follow_up_on && state !== 'follow_up') throw invalid('follow_up_on', 'Only a follow-up has a follow-up date');
      const next: DeskColumns = {
        state,
        assignee_id: change.assignee_id === undefined ? current.assignee_id : change.assignee_id,
        follow_up_on: state === 'follow_up' ? (change.follow_up_on ?? current.follow_up_on) : null,
        closed_reason: state === 'closed' ? (change.closed_reason ?? current.closed_reason) : null,
        vendor_id: current.vendor_id,
      };
      if (state === 'follow_up' && !next.follow_up_on) throw invalid('follow_up_on', 'A follow-up needs its date');
      const changed = (Object.keys(next) as (keyof DeskColumns)[]).filter((key) => next[key] !== current[key]);
      if (!changed.length) return true;
      await trx
        .updateTable('call_requests')
        .set({ state: next.state, assignee_id: next.assignee_id, follow_up_on: next.follow_up_on, closed_reason: next.closed_reason })
        .where('id', '=', id)
        .execute();
      const pick = (row: DeskColumns) => Object.fromEntries(changed.map((key) => [key, row[key]]));
      const action = changed.includes('state') ? 'state' : changed.includes('assignee_id') ? 'assign' : 'follow_up';
      await writeAudit(trx, id, action, pick(current), pick(next), next.closed_reason);
      return true;
    }),
  );
}

/**
 * Turns the caller into an unverified application of `kind` (name, phone and city as far as known; the vendor
 * completes the rest in the portal), links both, and sets the state to converted. Answers the new vendor's id,
 * or undefined when there is no such request.
 */
export async function convertCallRequest(db: Db, id: number, kind: PortalKind): Promise<number | undefined> {
  return inTransaction(db, (trx) =>
    withoutRowLog(trx, async () => {
      const request = await trx
        .selectFrom('call_requests')
        .select(['phone_number', 'caller_name', 'caller_city', 'state', 'assignee_id', 'follow_up_on', 'closed_reason', 'vendor_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!request) return undefined;
      if (request.vendor_id !== null) throw conflict('id', 'This call request is already converted into an application');
      const taken = await trx.selectFrom('vendor_users').select('id').where('kind', '=', kind.kind).where('phoneNumber', '=', request.phone_number).executeTakeFirst();
      if (taken) throw conflict('kind', `A ${kind.kind} vendor with this phone number already exists (id ${taken.id})`);
      const vendorId = await insertApplication(
        trx,
        kind,
        { name: request.caller_name ?? '', phoneNumber: request.phone_number, city: request.caller_city ?? '' },
        UNUSABLE_HASH,
      );
      await trx.updateTable('call_requests').set({ state: 'converted', vendor_id: vendorId, follow_up_on: null, closed_reason: null }).where('id', '=', id).execute();
      await writeAudit(trx, id, 'convert', { state: request.state, vendor_id: null }, { state: 'converted', vendor_id: vendorId });
      return vendorId;
    }),
  );
}

/** Admins a call request may be assigned to. */
export function listAssignees(db: Db): Promise<{ id: number; name: string; role: string }[]> {
  return db.selectFrom('admins').select(['id', 'name', 'role']).where('role', 'in', [...ASSIGNABLE_ROLES]).where('active', '=', 1).orderBy('name').execute();
}
