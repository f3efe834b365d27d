/**
 * SQL of the dashboard's work plan (extension `workPlan`, src/domain/workPlan.ts): every figure an aggregate
 * the database computes, on both engines, kept cheap at 100,000 vendors per kind (docs/performance.md, workPlan):
 * - a kind's queue total comes from the vendor_counts aggregate (less the rejected and suspended, as the paged
 *   lists count it), so only the last 8 days' rows are read for the ageing buckets ("older" is the rest) and the
 *   oldest is one index walk per kind that stops at the first applied vendor; call requests and documents are
 *   bare range counts the same way;
 * - weeks are bare range counts over the created_at and (action, at) indexes, three per window;
 * - the funnel reads migration 270's roll-ups (applications per day, kind and city; one narrow row per decided
 *   vendor), kept by triggers, with the median exact from each engine's own aggregate.
 * Age boundaries are computed once from `now` and compared as ISO text, which orders like time on both engines.
 */
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import { bucketBounds, WORK_PLAN_WEEKS, type AgeBucket, type FunnelRow, type SinceLastVisit, type WorkQueue, type WorkWeek } from '../../src/domain/workPlan.ts';
import { count, inTransaction, withoutRowLog, type Db } from '../db/database.ts';
import { engineOf } from '../db/engines/index.ts';
import type { AdminDashboardVisitsTable } from '../db/schema.ts';
import type { BreachWorkPlan } from '../../src/domain/breaches.ts';
import type { GrievanceWorkPlan } from '../../src/domain/grievances.ts';
import { breachClockCounts } from './breaches.ts';
import { grievanceClockCounts } from './grievances.ts';
import { deadJobCount } from './jobs.ts';
import { failedMessageCount } from './outbox.ts';
import { overduePrivacyRequestCount } from './privacyRequests.ts';

type VisitRow = Selectable<AdminDashboardVisitsTable>;

const DAY_MS = 86_400_000;
const WEBSITE = 'website';
const UNLISTED_STATES = ['rejected', 'suspended'] as const;
/** The review-desk states a vendor waits in (both unverified). */
const WAITING_STATES = ['applied', 'changes_requested'] as const;
type WaitingState = (typeof WAITING_STATES)[number];

const emptyBuckets = (): Record<AgeBucket, number> => ({ today: 0, days1to3: 0, days4to7: 0, older: 0 });

/** The bucket of a creation time column, as SQL (`older` for everything before the 8 days). */
function bucketOf(column: string, now: number) {
  const b = bucketBounds(now);
  const ref = sql.ref(column);
  return sql<AgeBucket>`CASE WHEN ${ref} > ${b.today} THEN 'today' WHEN ${ref} > ${b.days1to3} THEN 'days1to3' WHEN ${ref} > ${b.days4to7} THEN 'days4to7' ELSE 'older' END`;
}

/**
 * How many rows of a table match `where`, their oldest and their buckets, in one statement of sub-selects that
 * each range over an index: the total is a bare count (no per-row CASE), the three recent buckets read only the
 * last 8 days, "older" is the rest, and the oldest is one seek.
 */
async function tableQueue(db: Db, table: 'call_requests' | 'vendor_documents', column: 'created_at' | 'uploaded_at', where: Expression<SqlBool>, now: number) {
  const b = bucketBounds(now);
  const ref = sql.ref(`t.${column}`);
  const countOf = (condition: Expression<SqlBool>) =>
    db.selectFrom(sql.table(table).as('t')).where(where).where(condition).select(sql<number>`count(*)`.as('n'));
  const row = await db
    .selectNoFrom([
      db.selectFrom(sql.table(table).as('t')).where(where).select(sql<number>`count(*)`.as('n')).as('waiting'),
      db.selectFrom(sql.table(table).as('t')).where(where).select(sql<string | null>`min(${ref})`.as('n')).as('oldestAt'),
      countOf(sql<SqlBool>`${ref} > ${b.today}`).as('today'),
      countOf(sql<SqlBool>`${ref} <= ${b.today} AND ${ref} > ${b.days1to3}`).as('days1to3'),
      countOf(sql<SqlBool>`${ref} <= ${b.days1to3} AND ${ref} > ${b.days4to7}`).as('days4to7'),
    ])
    .executeTakeFirstOrThrow();
  const buckets = { today: count(row.today), days1to3: count(row.days1to3), days4to7: count(row.days4to7), older: 0 };
  const waiting = count(row.waiting);
  buckets.older = Math.max(0, waiting - buckets.today - buckets.days1to3 - buckets.days4to7);
  return { waiting, oldestAt: row.oldestAt ?? null, buckets };
}

const isWebsite = sql<SqlBool>`${sql.ref('t.source')} = ${WEBSITE}`;

/** Per kind and waiting state: how many, the oldest and the buckets. */
async function vendorQueues(db: Db, kinds: readonly string[], now: number) {
  const figures = new Map<string, { waiting: number; oldestAt: string | null; buckets: Record<AgeBucket, number> }>();
  const keyOf = (kind: string, state: string) => `${kind}\u0000${state}`;
  for (const kind of kinds) for (const state of WAITING_STATES) figures.set(keyOf(kind, state), { waiting: 0, oldestAt: null, buckets: emptyBuckets() });
  if (!kinds.length) return { figures, keyOf };

  // Unverified vendors per kind: the aggregate, less the rejected and suspended (never many) and split by state.
  const [listed, reviewed] = await Promise.all([
    db.selectFrom('vendor_counts').where('verification', '=', 0).where('kind', 'in', kinds).select(['kind', 'n']).execute(),
    db
      .selectFrom('vendor_reviews as r')
      .innerJoin('vendor_users as u', 'u.id', 'r.user_id')
      .where('u.verification', '=', 0)
      .where('r.state', 'in', [...UNLISTED_STATES, 'changes_requested'])
      .groupBy(['u.kind', 'r.state'])
      .select(['u.kind', 'r.state', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.min('u.created_at').as('oldestAt')])
      .execute(),
  ]);
  for (const { kind, n } of listed) {
    const entry = figures.get(keyOf(kind, 'applied'));
    if (entry) entry.waiting += count(n);
  }
  for (const { kind, state, n, oldestAt } of reviewed) {
    const applied = figures.get(keyOf(kind, 'applied'));
    if (!applied) continue;
    applied.waiting -= count(n);
    const changes = figures.get(keyOf(kind, 'changes_requested'));
    if (state === 'changes_requested' && changes) {
      changes.waiting += count(n);
      changes.oldestAt = oldestAt ?? null;
    }
  }

  // The last 8 days' unverified vendors by kind, state and bucket; the rest of each total is "older".
  // Grouped outside: PostgreSQL does not see a parameterised CASE in GROUP BY as the selected one.
  const recentRows = db
    .selectFrom('vendor_users as u')
    .leftJoin('vendor_reviews as r', 'r.user_id', 'u.id')
    .where('u.verification', '=', 0)
    .where('u.kind', 'in', kinds)
    .where('u.created_at', '>', bucketBounds(now).days4to7)
    .select(['u.kind', sql<string>`coalesce(${sql.ref('r.state')}, 'applied')`.as('state'), bucketOf('u.created_at', now).as('bucket')]);
  const recent = await db
    .selectFrom(recentRows.as('x'))
    .groupBy(['x.kind', 'x.state', 'x.bucket'])
    .select(['x.kind', 'x.state', 'x.bucket', (eb) => eb.fn.countAll().as('n')])
    .execute();
  for (const { kind, state, bucket, n } of recent) {
    const entry = figures.get(keyOf(kind, state));
    if (entry) entry.buckets[bucket] += count(n);
  }
  for (const entry of figures.values()) {
    const { today, days1to3, days4to7 } = entry.buckets;
    entry.buckets.older = Math.max(0, entry.waiting - today - days1to3 - days4to7);
  }

  // The oldest applied one per kind: the first row of the queue index in creation order that has no review or an
  // "applied" one (only the few rejected, suspended or changes-requested rows can come before it). The oldest that
  // waits for changes came with their count above, from the review-state index: walking the queue index for
  // them read every unverified vendor of the kind when none waited.
  // NOT EXISTS, not a left join with an OR: PostgreSQL then walks the index and stops at the first, where the
  // join made it hash every unverified vendor of the kind and sort them.
  const oldestApplied = (kind: string) =>
    db
      .selectFrom('vendor_users as u')
      .where('u.kind', '=', kind)
      .where('u.verification', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('vendor_reviews as r').whereRef('r.user_id', '=', 'u.id').where('r.state', '<>', 'applied').select('r.user_id'))),
      )
      .select('u.created_at')
      .orderBy('u.created_at')
      .limit(1);
  const firsts = await db.selectNoFrom(() => kinds.map((kind, k) => oldestApplied(kind).as(`o${k}`))).executeTakeFirstOrThrow();
  const values = firsts as Record<string, string | null>;
  kinds.forEach((kind, k) => {
    const entry = figures.get(keyOf(kind, 'applied'));
    if (entry) entry.oldestAt = entry.waiting > 0 ? (values[`o${k}`] ?? null) : null;
  });
  for (const kind of kinds) {
    const entry = figures.get(keyOf(kind, 'changes_requested'));
    if (entry && entry.waiting <= 0) entry.oldestAt = null;
  }
  return { figures, keyOf };
}

const earliest = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

function sumQueues(queue: WorkQueue['queue'], key: string, parts: readonly Omit<WorkQueue, 'queue' | 'key'>[]): WorkQueue {
  const total: WorkQueue = { queue, key, waiting: 0, oldestAt: null, buckets: emptyBuckets() };
  for (const part of parts) {
    total.waiting += part.waiting;
    total.oldestAt = earliest(total.oldestAt, part.oldestAt);
    for (const bucket of Object.keys(total.buckets) as AgeBucket[]) total.buckets[bucket] += part.buckets[bucket];
  }
  return total;
}

/** Every queue of the work plan, in the order the dashboard lists them. */
export async function workQueues(db: Db, kinds: readonly string[], now: number): Promise<WorkQueue[]> {
  const { figures, keyOf } = await vendorQueues(db, kinds, now);
  const pick = (pairs: [string, WaitingState][]) => pairs.flatMap(([kind, state]) => figures.get(keyOf(kind, state)) ?? []);
  const ofKind = (kind: string) => pick(WAITING_STATES.map((state) => [kind, state]));
  const ofState = (state: WaitingState) => pick(kinds.map((kind) => [kind, state]));
  const [calls, enquiries, documents] = await Promise.all([
    tableQueue(db, 'call_requests', 'created_at', sql<SqlBool>`1 = 1`, now),
    tableQueue(db, 'call_requests', 'created_at', isWebsite, now),
    tableQueue(db, 'vendor_documents', 'uploaded_at', sql<SqlBool>`${sql.ref('t.status')} = 'pending'`, now),
  ]);
  return [
    ...kinds.map((kind) => sumQueues('vendorKind', kind, ofKind(kind))),
    ...WAITING_STATES.map((state) => sumQueues('reviewState', state, ofState(state))),
    { queue: 'callRequests', key: '', ...calls },
    { queue: 'enquiries', key: WEBSITE, ...enquiries },
    { queue: 'documents', key: 'pending', ...documents },
  ];
}

/** Start of the i-th of the 12 seven-day windows ending at `now` (0 the oldest; WORK_PLAN_WEEKS is `now`). */
const weekStart = (now: number, i: number) => new Date(now - (WORK_PLAN_WEEKS - i) * 7 * DAY_MS).toISOString();

/** Starts of the 12 windows, the oldest first, and the end. */
function weekBounds(now: number): string[] {
  return Array.from({ length: WORK_PLAN_WEEKS + 1 }, (_, i) => weekStart(now, i));
}

/**
 * Applications (vendors created), approvals and refusals (review decisions in the audit log) per week: one
 * statement of bare range counts over the created_at and (action, at) indexes, three per window, which read each
 * index entry once without evaluating anything per row (a CASE per row and a grouping cost three times more).
 */
export async function workWeeks(db: Db, now: number): Promise<WorkWeek[]> {
  const bounds = weekBounds(now);
  const windows = bounds.slice(0, -1).map((start, i) => ({ from: start, to: bounds[i + 1] ?? start }));
  const applications = (from: string, to: string) =>
    db.selectFrom('vendor_users').where('created_at', '>=', from).where('created_at', '<', to).select(sql<number>`count(*)`.as('n'));
  const decisions = (action: string, from: string, to: string) =>
    db.selectFrom('audit_log').where('action', '=', action).where('at', '>=', from).where('at', '<', to).select(sql<number>`count(*)`.as('n'));
  const row = (await db
    .selectNoFrom(() =>
      windows.flatMap(({ from, to }, i) => [
        applications(from, to).as(`a${i}`),
        decisions('review.approve', from, to).as(`p${i}`),
        decisions('review.reject', from, to).as(`r${i}`),
      ]),
    )
    .executeTakeFirstOrThrow()) as Record<string, number | string | null>;
  return windows.map(({ from, to }, i) => ({ from, to, applications: count(row[`a${i}`]), approvals: count(row[`p${i}`]), refusals: count(row[`r${i}`]) }));
}

/**
 * The exact median of a group's non-null values (the middle one, or the mean of the middle two): one sort per
 * group inside the aggregate, where row_number() and count() over windows sorted the whole window twice.
 */
function median(db: Db, value: Expression<number | null>) {
  return engineOf(db).name === 'postgres'
    ? sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${value})`
    : sql<number | null>`median(${value})`;
}

/** The UTC day after an ISO time's, as the 10 characters `YYYY-MM-DD` that begin every time of that day. */
const nextDay = (iso: string) => new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The funnel of the vendors who applied in the 12 weeks, by kind and city: how many applied, are approved (or
 * were, and are now suspended), were rejected, and the median days from application to the latest approval or
 * refusal. It reads the roll-ups of migration 270, kept by triggers: the applications of the window's whole days
 * from vendor_applications_daily (a row per day, kind and city) plus its first, partial day's vendors; the
 * decided ones (and their days, for the exact median) from vendor_decisions, one range over its covering index.
 * No vendor outside that first day is read, and none is joined to its review.
 */
export async function workFunnel(db: Db, now: number): Promise<FunnelRow[]> {
  const from = weekStart(now, 0);
  // Every time of a later day sorts at or after that day's 10 characters, every time of the first day before them.
  const wholeDays = nextDay(from);
  const applications = db
    .selectFrom('vendor_applications_daily')
    .where('day', '>=', wholeDays)
    .select(['kind', 'city', 'n'])
    .unionAll(
      db
        .selectFrom('vendor_users')
        .where('created_at', '>=', from)
        .where('created_at', '<', wholeDays)
        .select(['kind', 'city', sql<number>`1`.as('n')]),
    );
  const applied = db
    .selectFrom(applications.as('a'))
    .groupBy(['a.kind', 'a.city'])
    .having(sql<SqlBool>`sum(${sql.ref('a.n')}) > 0`)
    .select(['a.kind', 'a.city', sql<number>`sum(${sql.ref('a.n')})`.as('n')]);
  const decided = db
    .selectFrom('vendor_decisions as d')
    .where('d.applied_at', '>=', from)
    .groupBy(['d.kind', 'd.city'])
    .select([
      'd.kind',
      'd.city',
      sql<number>`sum(CASE WHEN ${sql.ref('d.outcome')} IN ('approved', 'suspended') THEN 1 ELSE 0 END)`.as('approved'),
      sql<number>`sum(CASE WHEN ${sql.ref('d.outcome')} = 'rejected' THEN 1 ELSE 0 END)`.as('rejected'),
      median(db, sql.ref<number | null>('d.days')).as('median'),
    ]);
  const rows = await db
    .selectFrom(applied.as('a'))
    .leftJoin(decided.as('d'), (join) => join.onRef('d.kind', '=', 'a.kind').onRef('d.city', '=', 'a.city'))
    .select(['a.kind', 'a.city', 'a.n as applied', 'd.approved', 'd.rejected', 'd.median'])
    .orderBy('a.kind')
    .orderBy('a.city')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    city: row.city,
    applied: count(row.applied),
    approved: count(row.approved),
    rejected: count(row.rejected),
    medianDaysToDecision: row.median === null || row.median === undefined ? null : Math.round(Number(row.median) * 10) / 10,
  }));
}

/** How stale `seen_at` may get within one session: reloads in between write nothing (a write costs a commit). */
export const VISIT_REFRESH_MS = 60_000;

/**
 * Records this visit and answers the reference point of "since your last visit": the last time this admin saw
 * the work plan in an earlier session (null on the first visit). A new session moves it to the previous
 * session's last sighting; later loads in the same session keep it, and refresh the sighting at most once a
 * VISIT_REFRESH_MS. Not audited: a visit changes no business data.
 */
export async function recordVisit(db: Db, adminId: number, sessionKey: string, now: number, notRecorded: (error: unknown) => void = () => {}): Promise<string | null> {
  const at = new Date(now).toISOString();
  const seen = await db.selectFrom('admin_dashboard_visits').selectAll().where('admin_id', '=', adminId).executeTakeFirst();
  if (seen && seen.session_key === sessionKey && now - Date.parse(seen.seen_at) < VISIT_REFRESH_MS) return seen.since_at;
  const sinceOf = (previous: typeof seen) => (!previous ? null : previous.session_key === sessionKey ? previous.since_at : previous.seen_at);
  try {
    return await writeVisit(db, adminId, sessionKey, at, sinceOf);
  } catch (error) {
    // The record is a convenience of a read: a write that fails (a full disk, say) is reported, and the work plan
    // still answers, from the visit as read above.
    notRecorded(error);
    return sinceOf(seen);
  }
}

function writeVisit(db: Db, adminId: number, sessionKey: string, at: string, sinceOf: (previous: VisitRow | undefined) => string | null): Promise<string | null> {
  return inTransaction(db, (trx) =>
    withoutRowLog(trx, async () => {
      const previous = await engineOf(trx)
        .forUpdate(trx.selectFrom('admin_dashboard_visits').selectAll().where('admin_id', '=', adminId))
        .executeTakeFirst();
      const since = sinceOf(previous);
      await trx
        .insertInto('admin_dashboard_visits')
        .values({ admin_id: adminId, session_key: sessionKey, seen_at: at, since_at: since })
        .onConflict((oc) => oc.column('admin_id').doUpdateSet({ session_key: sessionKey, seen_at: at, since_at: since }))
        .execute();
      return since;
    }),
  );
}

/** What came in after `since` (up to `now`); all 0 without a previous visit. */
export async function sinceLastVisit(db: Db, since: string | null, now: number): Promise<SinceLastVisit> {
  if (!since) return { since, applications: 0, callRequests: 0, enquiries: 0, documents: 0 };
  const to = new Date(now).toISOString();
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('vendor_users').where('created_at', '>', since).where('created_at', '<=', to).select((c) => c.fn.countAll().as('n')).as('applications'),
      eb.selectFrom('call_requests').where('created_at', '>', since).where('created_at', '<=', to).select((c) => c.fn.countAll().as('n')).as('callRequests'),
      eb
        .selectFrom('call_requests')
        .where('source', '=', WEBSITE)
        .where('created_at', '>', since)
        .where('created_at', '<=', to)
        .select((c) => c.fn.countAll().as('n'))
        .as('enquiries'),
      eb.selectFrom('vendor_documents').where('uploaded_at', '>', since).where('uploaded_at', '<=', to).select((c) => c.fn.countAll().as('n')).as('documents'),
    ])
    .executeTakeFirstOrThrow();
  return {
    since,
    applications: count(row.applications as number | null),
    callRequests: count(row.callRequests as number | null),
    enquiries: count(row.enquiries as number | null),
    documents: count(row.documents as number | null),
  };
}

/**
 * A key that changes with every write the figures depend on, read from three rows and two small aggregates so
 * that every call can afford it: the vendor lists' version (migration 010's triggers bump it on every vendor
 * row; document uploads, checks and waivers bump it too, server/repositories/vendorDocuments.ts), the call
 * requests' count and last id (a new or deleted request), and the audit log's last id (decisions, the call desk's
 * state changes). Counting the pending documents here cost more than the rest of a call at 100,000 vendors per
 * kind (docs/performance.md, "Work plan endpoint").
 */
function dataKeyParts(db: Db) {
  return db.selectNoFrom((eb) => [
    eb.selectFrom('vendor_list_version').select('version').where('id', '=', 1).as('key_vendors'),
    eb.selectFrom('call_requests').select((c) => c.fn.countAll().as('n')).as('key_calls'),
    eb.selectFrom('call_requests').select((c) => c.fn.max('id').as('n')).as('key_last_call'),
    eb.selectFrom('audit_log').select((c) => c.fn.max('id').as('n')).as('key_last_audit'),
  ]);
}

export interface WorkPlanCounts {
  /** Changes with every write the shared figures depend on (workQueues, workWeeks, workFunnel, sinceLastVisit). */
  dataKey: string;
  deadJobs: number;
  failedMessages: number;
  grievances: GrievanceWorkPlan;
  breaches: BreachWorkPlan;
  privacyOverdue: number;
}

/**
 * Everything a work plan call reads afresh, in one statement of one-row parts (a cross join): on PostgreSQL each
 * statement is a round trip and a pool checkout, and at 200 connections seven of them were the endpoint's cost.
 * `clockNow` is the app's clock, which tests move (the grievance, breach and privacy clocks).
 */
export async function workPlanCounts(db: Db, clockNow: number): Promise<WorkPlanCounts> {
  const row = await db
    .selectFrom([
      dataKeyParts(db).as('k'),
      deadJobCount(db).as('j'),
      failedMessageCount(db).as('m'),
      grievanceClockCounts(db, clockNow).as('g'),
      breachClockCounts(db, clockNow).as('b'),
      overduePrivacyRequestCount(db, clockNow).as('p'),
    ])
    .selectAll()
    .executeTakeFirstOrThrow();
  const key = [row.key_vendors, row.key_calls, row.key_last_call, row.key_last_audit];
  return {
    dataKey: JSON.stringify(key.map((value) => (value === null || value === undefined ? null : String(value)))),
    deadJobs: count(row.dead_jobs),
    failedMessages: count(row.failed_messages),
    grievances: { overdue: count(row.grievances_overdue), dueToday: count(row.grievances_due_today) },
    breaches: { overdue: count(row.breaches_overdue), dueSoon: count(row.breaches_due_soon) },
    privacyOverdue: count(row.privacy_overdue),
  };
}
