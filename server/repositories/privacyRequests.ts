/** Data principal requests (access, correction, erasure) with their 90-day clock (migration 600, docs/privacy.md). */
import { count, type Db } from '../db/database.ts';
import { privacyRequestDueAt, type PrivacyRequestFields, type PrivacyRequestKind, type PrivacyRequestState } from '../../src/domain/privacy.ts';

export interface NewPrivacyRequest {
  /** A vendor's request; or `buyer` (migration 620) for someone known only by the phone of their enquiries. */
  vendorId: number | null;
  buyerPhone?: string;
  /** Where it came from: the portal (logged in) or a one-time code (`code`). */
  channel?: string;
  kind: PrivacyRequestKind;
  details?: string | null;
  receivedAt: string;
  /** Completed at once (an access download, an erasure from the portal): the time and what was done. */
  completed?: { at: string; outcome: string };
}

export async function insertPrivacyRequest(db: Db, request: NewPrivacyRequest): Promise<number> {
  const { id } = await db
    .insertInto('privacy_requests')
    .values({
      vendor_id: request.vendorId,
      subject: request.vendorId === null ? 'buyer' : 'vendor',
      phone: request.vendorId === null ? (request.buyerPhone ?? null) : null,
      ...(request.channel ? { channel: request.channel } : {}),
      kind: request.kind,
      details: request.details ?? null,
      state: request.completed ? 'completed' : 'received',
      outcome: request.completed?.outcome ?? null,
      received_at: request.receivedAt,
      due_at: privacyRequestDueAt(request.receivedAt),
      completed_at: request.completed?.at ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type PrivacyRequestRow = PrivacyRequestFields;

const COLUMNS = ['id', 'vendor_id', 'subject', 'phone', 'kind', 'state', 'channel', 'details', 'outcome', 'received_at', 'due_at', 'completed_at', 'decision'] as const;

export function findPrivacyRequest(db: Db, id: number): Promise<PrivacyRequestRow | undefined> {
  return db.selectFrom('privacy_requests').select([...COLUMNS]).where('id', '=', id).executeTakeFirst();
}

/** Closes an open request's clock with the desk's decision and what the person is told. */
export async function completePrivacyRequest(db: Db, id: number, done: { decision: string | null; outcome: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('privacy_requests')
    .set({ state: 'completed', decision: done.decision, outcome: done.outcome, completed_at: done.at })
    .where('id', '=', id)
    .where('state', '=', 'received')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function listVendorPrivacyRequests(db: Db, vendorId: number): Promise<PrivacyRequestRow[]> {
  return db.selectFrom('privacy_requests').select([...COLUMNS]).where('vendor_id', '=', vendorId).orderBy('id').execute();
}

export const PRIVACY_REQUEST_SORT_FIELDS = ['due_at', 'received_at', 'id', 'kind', 'state'] as const;
export type PrivacyRequestSortField = (typeof PRIVACY_REQUEST_SORT_FIELDS)[number];

export interface PrivacyRequestFilter {
  state?: PrivacyRequestState;
  kind?: PrivacyRequestKind;
  overdue?: boolean;
}

/** A page for the admin's list; `overdue`: still open and past its due time at `now`. */
export async function pagePrivacyRequests(
  db: Db,
  options: { sort: { field: PrivacyRequestSortField; order: 'ASC' | 'DESC' }; range: { start: number; end: number }; filter: PrivacyRequestFilter; now: number },
): Promise<{ rows: PrivacyRequestRow[]; total: number }> {
  const nowIso = new Date(options.now).toISOString();
  let query = db.selectFrom('privacy_requests');
  const { state, kind, overdue } = options.filter;
  if (state) query = query.where('state', '=', state);
  if (kind) query = query.where('kind', '=', kind);
  if (overdue) query = query.where('state', '=', 'received').where('due_at', '<', nowIso);
  const total = count((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n as number | undefined);
  const rows = await query
    .select([...COLUMNS])
    .orderBy(options.sort.field, options.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('id')
    .offset(options.range.start)
    .limit(options.range.end - options.range.start + 1)
    .execute();
  return { rows, total };
}

/** Open requests past their 90 days at `now` (the dashboard's work plan). */
/** Open requests past their 90 days, as a one-row query (the work plan joins it with its other counts). */
export function overduePrivacyRequestCount(db: Db, now: number) {
  return db
    .selectFrom('privacy_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('privacy_overdue'))
    .where('state', '=', 'received')
    .where('due_at', '<', new Date(now).toISOString());
}
