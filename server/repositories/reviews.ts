/**
 * SQL of the review desk: a vendor's review state and its decisions, the queue by state with claims and days
 * waiting, counts per state, claims, history. The rules of a decision are server/review/decisions.ts.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { REVIEW_CLAIM_MS, REVIEW_STATES, type AuditEntry, type ReviewAction, type ReviewRecord, type ReviewState } from '../../src/domain/review.ts';
import { count, fromExcluded, type Db } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import { engineOf } from '../db/engines/index.ts';
import type { Actor } from '../db/actor.ts';
import { writeAuditEntry, type NamedAuditEntry } from './auditLog.ts';
import type { MessageVendor } from './messages.ts';

export interface ReviewStateRow {
  user_id: number;
  state: ReviewState;
  reason: string | null;
  poster: string | null;
}

/** A vendor's review state, over vendor_users `u` left-joined to vendor_reviews `r`: without a review row, approved when verified and applied otherwise. */
export const reviewState = sql<ReviewState>`coalesce(${sql.ref('r.state')}, CASE WHEN ${sql.ref('u.verification')} = 1 THEN 'approved' ELSE 'applied' END)`;

/** A review state with what the decision's message is composed from (the same row: no second read). */
export interface DecisionSubject extends ReviewStateRow {
  vendor: MessageVendor;
}

/** The review state for a decision, with the vendor's message columns (messageVendor's) from the same read. */
export async function findDecisionSubject(db: Db, userId: number): Promise<DecisionSubject | null> {
  const row = await db
    .selectFrom('vendor_users as u')
    .leftJoin('vendor_reviews as r', 'r.user_id', 'u.id')
    .select(['u.id as user_id', reviewState.as('state'), 'r.reason', 'u.poster', 'u.kind', 'u.name', 'u.phoneNumber', 'u.language'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const { kind, name, phoneNumber, language, ...review } = row;
  return { ...review, vendor: { kind, name, phoneNumber, language } };
}

export async function findReviewState(db: Db, userId: number): Promise<ReviewStateRow | null> {
  const row = await db
    .selectFrom('vendor_users as u')
    .leftJoin('vendor_reviews as r', 'r.user_id', 'u.id')
    .select(['u.id as user_id', reviewState.as('state'), 'r.reason', 'u.poster'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export interface Decision {
  userId: number;
  action: ReviewAction;
  from: ReviewState;
  to: ReviewState;
  reason: string | null;
  actor: Actor | undefined;
}

/**
 * Writes a decision: the review row (its claim released), the legacy `verification` flag (1 exactly when
 * approved) and the decision's audit entry with its reason. Run it in the decision's transaction.
 */
/**
 * The decision's state, the legacy flag, and its audit entry, which it answers; `writeAudit: false` leaves the entry
 * to the caller (applyDecision has the decision's message written with it).
 */
export async function recordDecision(trx: Db, { userId, action, from, to, reason, actor }: Decision, { writeAudit = true } = {}): Promise<NamedAuditEntry> {
  const now = new Date().toISOString();
  const by = actor?.adminId ?? null;
  await trx
    .insertInto('vendor_reviews')
    .values({ user_id: userId, state: to, reason, decided_at: now, decided_by: by })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        ...fromExcluded(eb, ['state', 'reason', 'decided_at', 'decided_by']),
        claimed_by: null,
        claimed_until: null,
      })),
    )
    .execute();
  await trx.updateTable('vendor_users').set({ verification: to === 'approved' ? 1 : 0 }).where('id', '=', userId).execute();
  const audit: NamedAuditEntry = {
    at: now,
    actor,
    action: `review.${action}`,
    entity: 'vendor_reviews',
    entityId: userId,
    vendorId: userId,
    reason,
    before: { state: from },
    after: { state: to, ...(reason ? { reason } : {}) },
  };
  if (writeAudit) await writeAuditEntry(trx, audit);
  return audit;
}

export const REVIEW_SORT_FIELDS = ['created_at', 'name', 'city', 'kind', 'state', 'decided_at', 'id'] as const;
export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number];

/** One page of a list: the sort (a field of the list's whitelist), the rows wanted and the filter. */
export interface PageQuery<F extends string, Filter> {
  sort: { field: F; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Filter;
}

export interface ReviewFilter {
  state?: ReviewState;
  kind?: string;
  city?: string;
  q?: string;
  id?: number | number[];
  /** Applied later than / not later than (a work plan bucket). */
  created_after?: string;
  created_until?: string;
}

const DAY_MS = 86_400_000;

/** Whole days since `createdAt` (ISO-8601), as the queue shows them. */
const daysSince = (createdAt: string, now: number) => Math.trunc((now - Date.parse(createdAt)) / DAY_MS) || 0;

/** The queue's rows: a claim shows only while it lasts. */
function selectReviews(db: Db, now: string) {
  const whileClaimed = <T>(ref: string) => sql<T | null>`CASE WHEN ${sql.ref('r.claimed_until')} > ${now} THEN ${sql.ref(ref)} END`;
  return db
    .selectFrom('vendor_users as u')
    .leftJoin('vendor_reviews as r', 'r.user_id', 'u.id')
    .leftJoin('admins as a', 'a.id', 'r.claimed_by')
    .select([
      'u.id',
      'u.kind',
      'u.name',
      'u.phoneNumber',
      'u.city',
      reviewState.as('state'),
      'r.reason',
      'u.poster',
      'u.created_at',
      'r.decided_at',
      whileClaimed<number>('r.claimed_by').as('claimed_by'),
      whileClaimed<string>('a.name').as('claimed_by_name'),
      whileClaimed<string>('r.claimed_until').as('claimed_until'),
    ]);
}

type ReviewRow = Omit<ReviewRecord, 'days_waiting'>;

const withDaysWaiting = (rows: ReviewRow[]): ReviewRecord[] => {
  const now = Date.now();
  return rows.map((row) => ({ ...row, days_waiting: daysSince(row.created_at, now) }));
};

type QueueScope = ExpressionBuilder<Schema & { u: Schema['vendor_users']; r: Schema['vendor_reviews'] }, 'u' | 'r'>;

function matching(db: Db, filter: ReviewFilter) {
  return (eb: QueueScope) => {
    const parts: Expression<SqlBool>[] = [];
    const engine = engineOf(db);
    if (filter.state) parts.push(eb(reviewState, '=', filter.state));
    if (filter.kind) parts.push(eb('u.kind', '=', filter.kind));
    if (filter.city) parts.push(eb('u.city', '=', filter.city));
    if (filter.q) {
      const q = filter.q;
      parts.push(eb.or([engine.textContains('u.name', q), engine.textContains('u.phoneNumber', q), engine.textContains('u.email', q)]));
    }
    if (filter.id !== undefined) {
      const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
      parts.push(ids.length ? eb('u.id', 'in', ids) : sql<SqlBool>`1 = 0`);
    }
    if (filter.created_after) parts.push(eb('u.created_at', '>', filter.created_after));
    if (filter.created_until) parts.push(eb('u.created_at', '<=', filter.created_until));
    return eb.and(parts);
  };
}

const REVIEW_ORDER = {
  created_at: 'u.created_at',
  name: 'u.name',
  city: 'u.city',
  kind: 'u.kind',
  state: 'state',
  decided_at: 'r.decided_at',
  id: 'u.id',
} as const;

const direction = (order: 'ASC' | 'DESC') => (order === 'DESC' ? 'desc' : 'asc');

export async function queryReviews(db: Db, query: PageQuery<ReviewSortField, ReviewFilter>): Promise<{ rows: ReviewRecord[]; total: number }> {
  const where = matching(db, query.filter);
  const counted = await db
    .selectFrom('vendor_users as u')
    .leftJoin('vendor_reviews as r', 'r.user_id', 'u.id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  // The sort column comes from REVIEW_ORDER, never from the request.
  const rows = await selectReviews(db, new Date().toISOString())
    .where(where)
    .orderBy(REVIEW_ORDER[query.sort.field], direction(query.sort.order))
    .orderBy('u.id', 'asc')
    .limit(query.range.end - query.range.start + 1)
    .offset(query.range.start)
    .execute();
  return { rows: withDaysWaiting(rows), total: count(counted.n) };
}

export async function findReview(db: Db, userId: number): Promise<ReviewRecord | null> {
  const row = await selectReviews(db, new Date().toISOString()).where('u.id', '=', userId).executeTakeFirst();
  return row ? (withDaysWaiting([row])[0] ?? null) : null;
}

export async function countReviewStates(db: Db, kind?: string): Promise<Record<ReviewState, number>> {
  let query = db
    .selectFrom('vendor_users as u')
    .leftJoin('vendor_reviews as r', 'r.user_id', 'u.id')
    .select((eb) => [reviewState.as('state'), eb.fn.countAll().as('n')])
    .groupBy(reviewState);
  if (kind) query = query.where('u.kind', '=', kind);
  const counts = Object.fromEntries(REVIEW_STATES.map((s) => [s, 0])) as Record<ReviewState, number>;
  for (const { state, n } of await query.execute()) counts[state] = count(n);
  return counts;
}

export type ClaimResult = 'claimed' | 'held-by-other' | 'missing';

/**
 * Claims a vendor for `adminId` for REVIEW_CLAIM_MS, unless another admin holds an unexpired claim. One
 * statement decides, so two admins claiming at once (on any instance) cannot both get the vendor.
 */
export async function claimReview(db: Db, userId: number, adminId: number, now = new Date()): Promise<ClaimResult> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + REVIEW_CLAIM_MS).toISOString();
  const result = await db
    .insertInto('vendor_reviews')
    .columns(['user_id', 'state', 'claimed_by', 'claimed_until'])
    .expression((eb) =>
      eb
        .selectFrom('vendor_users as u')
        .select([
          'u.id',
          sql<string>`CASE WHEN ${sql.ref('u.verification')} = 1 THEN 'approved' ELSE 'applied' END`.as('state'),
          sql<number>`cast(${adminId} as integer)`.as('claimed_by'),
          sql<string>`cast(${until} as text)`.as('claimed_until'),
        ])
        .where('u.id', '=', userId),
    )
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => fromExcluded(eb, ['claimed_by', 'claimed_until']))
        .where((eb) =>
          eb.or([
            eb('vendor_reviews.claimed_by', 'is', null),
            eb('vendor_reviews.claimed_by', '=', adminId),
            eb('vendor_reviews.claimed_until', 'is', null),
            eb('vendor_reviews.claimed_until', '<=', at),
          ]),
        ),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) return 'claimed';
  const exists = await db.selectFrom('vendor_users').select('id').where('id', '=', userId).executeTakeFirst();
  return exists ? 'held-by-other' : 'missing';
}

/** Releases the admin's own claim; an owner may release anyone's. */
export async function releaseReview(db: Db, userId: number, adminId: number, anyone: boolean): Promise<void> {
  let update = db.updateTable('vendor_reviews').set({ claimed_by: null, claimed_until: null }).where('user_id', '=', userId);
  if (!anyone) update = update.where('claimed_by', '=', adminId);
  await update.execute();
}

interface AuditRow extends Omit<AuditEntry, 'before' | 'after'> {
  before: string | null;
  after: string | null;
}

/** With the vendor's name and kind (null once the vendor is deleted): an id alone is ambiguous across kinds. */
function selectAudit(db: Db) {
  return db
    .selectFrom('audit_log as l')
    .leftJoin('admins as a', 'a.id', 'l.admin_id')
    .leftJoin('vendor_users as v', 'v.id', 'l.vendor_id')
    .select([
      'l.id',
      'l.at',
      'l.admin_id',
      'a.name as admin_name',
      'l.actor',
      'l.action',
      'l.entity',
      'l.entity_id',
      'l.vendor_id',
      'v.name as vendor_name',
      'v.kind as vendor_kind',
      'l.reason',
      'l.before',
      'l.after',
    ]);
}

const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : ((value ?? null) as Record<string, unknown> | null));

/** Only the fields that changed, so an entry reads as "reviews: 3 → 4". */
export function toAuditEntry(row: AuditRow): AuditEntry {
  const before = parsed(row.before);
  const after = parsed(row.after);
  if (before && after && row.action === 'update') {
    const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    return { ...row, before: pick(before, changed), after: pick(after, changed) };
  }
  return { ...row, before, after };
}

const pick = (value: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, value[k]]));

/** A vendor's timeline: decisions and every write to the vendor's rows, oldest first. */
export async function vendorHistory(db: Db, userId: number): Promise<AuditEntry[]> {
  const rows = await selectAudit(db).where('l.vendor_id', '=', userId).orderBy('l.id').execute();
  return rows
    .map(toAuditEntry)
    // The verification flag follows the decision recorded beside it; listing both would say it twice.
    .filter((e) => !(e.entity === 'vendor_users' && e.action === 'update' && e.after && Object.keys(e.after).join() === 'verification'));
}

export const AUDIT_SORT_FIELDS = ['id', 'at', 'action', 'admin_id'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

export interface AuditFilter {
  admin_id?: number;
  action?: string;
  vendor_id?: number;
  entity?: string;
  from?: string;
  to?: string;
}

type AuditScope = ExpressionBuilder<Schema & { l: Schema['audit_log'] }, 'l'>;

function auditMatching(filter: AuditFilter) {
  return (eb: AuditScope) => {
    const parts: Expression<SqlBool>[] = [];
    const given = (value: string | number | undefined): value is string | number => value !== undefined && value !== '';
    if (given(filter.admin_id)) parts.push(eb('l.admin_id', '=', filter.admin_id));
    if (given(filter.action)) {
      // The action itself or any of its kind: "review" matches "review.approve".
      const prefix = `${filter.action}.`;
      parts.push(eb.or([eb('l.action', '=', filter.action), eb(eb.fn<string>('substr', ['l.action', eb.val(1), eb.val(prefix.length)]), '=', prefix)]));
    }
    if (given(filter.vendor_id)) parts.push(eb('l.vendor_id', '=', filter.vendor_id));
    if (given(filter.entity)) parts.push(eb('l.entity', '=', filter.entity));
    if (given(filter.from)) parts.push(eb('l.at', '>=', filter.from));
    if (given(filter.to)) parts.push(eb('l.at', '<', filter.to));
    return eb.and(parts);
  };
}

export async function queryAudit(db: Db, query: PageQuery<AuditSortField, AuditFilter>): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = auditMatching(query.filter);
  const counted = await db
    .selectFrom('audit_log as l')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows = await selectAudit(db)
    .where(where)
    .orderBy(`l.${query.sort.field}`, direction(query.sort.order))
    .orderBy('l.id', 'desc')
    .limit(query.range.end - query.range.start + 1)
    .offset(query.range.start)
    .execute();
  return { rows: rows.map(toAuditEntry), total: count(counted.n) };
}
