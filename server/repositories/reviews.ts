/** SQL of the review desk: the queue by state with claims and days waiting, counts per state, claims, history. */
import { REVIEW_CLAIM_MS, REVIEW_STATES, type AuditEntry, type ReviewRecord, type ReviewState } from '../../src/domain/review.ts';
import type { SqliteHandle } from '../db/open.ts';
import { STATE_SQL } from '../review/decisions.ts';
import { likePattern, type ListQuery } from '../routes/simpleRest.ts';

export const REVIEW_SORT_FIELDS = ['created_at', 'name', 'city', 'kind', 'state', 'decided_at', 'id'] as const;
export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number];

export interface ReviewFilter {
  state?: ReviewState;
  kind?: string;
  city?: string;
  q?: string;
  id?: number | number[];
}

const SELECT = `SELECT u.id, u.kind, u.name, u.phoneNumber, u.city, ${STATE_SQL} AS state, r.reason, u.poster,
  u.created_at, r.decided_at,
  CAST(julianday('now') - julianday(u.created_at) AS INTEGER) AS days_waiting,
  CASE WHEN r.claimed_until > @now THEN r.claimed_by END AS claimed_by,
  CASE WHEN r.claimed_until > @now THEN a.name END AS claimed_by_name,
  CASE WHEN r.claimed_until > @now THEN r.claimed_until END AS claimed_until
  FROM vendor_users u LEFT JOIN vendor_reviews r ON r.user_id = u.id LEFT JOIN admins a ON a.id = r.claimed_by`;

const SORT_SQL: Record<ReviewSortField, string> = {
  created_at: 'u.created_at',
  name: 'u.name',
  city: 'u.city',
  kind: 'u.kind',
  state: 'state',
  decided_at: 'r.decided_at',
  id: 'u.id',
};

function where(filter: ReviewFilter): { sql: string; params: Record<string, unknown> } {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  if (filter.state) {
    parts.push(`${STATE_SQL} = @state`);
    params.state = filter.state;
  }
  if (filter.kind) {
    parts.push('u.kind = @kind');
    params.kind = filter.kind;
  }
  if (filter.city) {
    parts.push('u.city = @city');
    params.city = filter.city;
  }
  if (filter.q) {
    parts.push("(u.name LIKE @q ESCAPE '\\' OR u.phoneNumber LIKE @q ESCAPE '\\' OR u.email LIKE @q ESCAPE '\\')");
    params.q = likePattern(filter.q);
  }
  if (filter.id !== undefined) {
    const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
    parts.push(`u.id IN (${ids.map((_, i) => `@id${i}`).join(', ') || 'NULL'})`);
    ids.forEach((value, i) => (params[`id${i}`] = value));
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function queryReviews(db: SqliteHandle, query: ListQuery<ReviewSortField, ReviewFilter>): { rows: ReviewRecord[]; total: number } {
  const w = where(query.filter);
  const params = { ...w.params, now: new Date().toISOString() };
  const total = db
    .prepare(`SELECT COUNT(*) FROM vendor_users u LEFT JOIN vendor_reviews r ON r.user_id = u.id ${w.sql}`)
    .pluck()
    .get(w.params) as number;
  // The sort column comes from SORT_SQL, never from the request.
  const rows = db
    .prepare(`${SELECT} ${w.sql} ORDER BY ${SORT_SQL[query.sort.field]} ${query.sort.order}, u.id ASC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.range.end - query.range.start + 1, offset: query.range.start }) as ReviewRecord[];
  return { rows, total };
}

export function findReview(db: SqliteHandle, userId: number): ReviewRecord | null {
  const row = db.prepare(`${SELECT} WHERE u.id = @id`).get({ id: userId, now: new Date().toISOString() }) as ReviewRecord | undefined;
  return row ?? null;
}

export function countReviewStates(db: SqliteHandle, kind?: string): Record<ReviewState, number> {
  const rows = db
    .prepare(
      `SELECT ${STATE_SQL} AS state, COUNT(*) AS n FROM vendor_users u LEFT JOIN vendor_reviews r ON r.user_id = u.id
       ${kind ? 'WHERE u.kind = @kind' : ''} GROUP BY 1`,
    )
    .all(kind ? { kind } : {}) as { state: ReviewState; n: number }[];
  const counts = Object.fromEntries(REVIEW_STATES.map((s) => [s, 0])) as Record<ReviewState, number>;
  for (const { state, n } of rows) counts[state] = n;
  return counts;
}

export type ClaimResult = 'claimed' | 'held-by-other' | 'missing';

/** Claims a vendor for `adminId` for REVIEW_CLAIM_MS, unless another admin holds an unexpired claim. */
export function claimReview(db: SqliteHandle, userId: number, adminId: number, now = new Date()): ClaimResult {
  return db.transaction((): ClaimResult => {
    const exists = db.prepare('SELECT 1 FROM vendor_users WHERE id = ?').get(userId);
    if (!exists) return 'missing';
    const held = db.prepare('SELECT claimed_by, claimed_until FROM vendor_reviews WHERE user_id = ?').get(userId) as
      | { claimed_by: number | null; claimed_until: string | null }
      | undefined;
    if (held?.claimed_by && held.claimed_by !== adminId && held.claimed_until && held.claimed_until > now.toISOString()) {
      return 'held-by-other';
    }
    const until = new Date(now.getTime() + REVIEW_CLAIM_MS).toISOString();
    db.prepare(
      `INSERT INTO vendor_reviews (user_id, state, claimed_by, claimed_until)
       SELECT u.id, CASE WHEN u.verification = 1 THEN 'approved' ELSE 'applied' END, @adminId, @until FROM vendor_users u WHERE u.id = @userId
       ON CONFLICT(user_id) DO UPDATE SET claimed_by = excluded.claimed_by, claimed_until = excluded.claimed_until`,
    ).run({ userId, adminId, until });
    return 'claimed';
  })();
}

/** Releases the admin's own claim; an owner may release anyone's. */
export function releaseReview(db: SqliteHandle, userId: number, adminId: number, anyone: boolean): void {
  db.prepare(
    `UPDATE vendor_reviews SET claimed_by = NULL, claimed_until = NULL WHERE user_id = ? AND (claimed_by = ? OR ?)`,
  ).run(userId, adminId, anyone ? 1 : 0);
}

interface AuditRow extends Omit<AuditEntry, 'before' | 'after'> {
  before: string | null;
  after: string | null;
}

/** With the vendor's name and kind (null once the vendor is deleted): an id alone is ambiguous across kinds. */
const AUDIT_SELECT = `SELECT l.id, l.at, l.admin_id, a.name AS admin_name, l.actor, l.action, l.entity, l.entity_id,
  l.vendor_id, v.name AS vendor_name, v.kind AS vendor_kind, l.reason, l.before, l.after
  FROM audit_log l LEFT JOIN admins a ON a.id = l.admin_id LEFT JOIN vendor_users v ON v.id = l.vendor_id`;

/** Only the fields that changed, so an entry reads as "reviews: 3 → 4". */
export function toAuditEntry(row: AuditRow): AuditEntry {
  const before = row.before ? (JSON.parse(row.before) as Record<string, unknown>) : null;
  const after = row.after ? (JSON.parse(row.after) as Record<string, unknown>) : null;
  if (before && after && row.action === 'update') {
    const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    return { ...row, before: pick(before, changed), after: pick(after, changed) };
  }
  return { ...row, before, after };
}

const pick = (value: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, value[k]]));

/** A vendor's timeline: decisions and every write to the vendor's rows, oldest first. */
export function vendorHistory(db: SqliteHandle, userId: number): AuditEntry[] {
  const rows = db.prepare(`${AUDIT_SELECT} WHERE l.vendor_id = ? ORDER BY l.id`).all(userId) as AuditRow[];
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

export function queryAudit(db: SqliteHandle, query: ListQuery<AuditSortField, AuditFilter>): { rows: AuditEntry[]; total: number } {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  const add = (sql: string, key: string, value: unknown) => {
    if (value === undefined || value === '') return;
    parts.push(sql);
    params[key] = value;
  };
  add('l.admin_id = @admin_id', 'admin_id', query.filter.admin_id);
  add('(l.action = @action OR l.action LIKE @action_prefix)', 'action', query.filter.action);
  if (query.filter.action) params.action_prefix = `${query.filter.action}.%`;
  add('l.vendor_id = @vendor_id', 'vendor_id', query.filter.vendor_id);
  add('l.entity = @entity', 'entity', query.filter.entity);
  add('l.at >= @from', 'from', query.filter.from);
  add('l.at < @to', 'to', query.filter.to);
  const whereSql = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
  const total = db.prepare(`SELECT COUNT(*) FROM audit_log l ${whereSql}`).pluck().get(params) as number;
  const rows = db
    .prepare(`${AUDIT_SELECT} ${whereSql} ORDER BY l.${query.sort.field} ${query.sort.order}, l.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.range.end - query.range.start + 1, offset: query.range.start }) as AuditRow[];
  return { rows: rows.map(toAuditEntry), total };
}
