/**
 * The work plan's answer (extension `workPlan`, GET WORK_PLAN_ENDPOINT), shared by the server that aggregates it
 * (server/repositories/workPlan.ts) and the dashboard that shows it. Times are ISO-8601 text.
 */

export const WORK_PLAN_ENDPOINT = 'GET /api/admin/dashboard/workplan';

/** Whole days since a row was created, as the review desk counts them: 0 is "today" (less than 24 hours). */
export const AGE_BUCKETS = ['today', 'days1to3', 'days4to7', 'older'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** First whole-day age of each bucket after "today": 1-3 days, 4-7 days, 8 days and more. */
export const AGE_BUCKET_STARTS: Readonly<Record<Exclude<AgeBucket, 'today'>, number>> = { days1to3: 1, days4to7: 4, older: 8 };

const DAY_MS = 86_400_000;

/**
 * The earliest creation time (exclusive) of each bucket before "older", from the work plan's time `now`: a row is in
 * "today" when created after `today`, in "1-3 days" when created after `days1to3` and not after `today`, and so on.
 * ISO text, which orders like time on both engines.
 */
export function bucketBounds(now: number): Record<Exclude<AgeBucket, 'older'>, string> {
  const before = (days: number) => new Date(now - days * DAY_MS).toISOString();
  return { today: before(AGE_BUCKET_STARTS.days1to3), days1to3: before(AGE_BUCKET_STARTS.days4to7), days4to7: before(AGE_BUCKET_STARTS.older) };
}

/**
 * The creation-time range every list a bucket figure opens understands, as filter keys: `created_after` (the
 * creation time is later, exclusive) and `created_until` (not later, inclusive), ISO-8601 instants. The
 * columns are the lists' creation times (vendors' created_at, call requests' created_at, documents' uploaded_at).
 */
export const CREATED_RANGE_KEYS = ['created_after', 'created_until'] as const;
export type CreatedRange = Partial<Record<(typeof CREATED_RANGE_KEYS)[number], string>>;

/** The range of a bucket of a work plan generated at `generatedAt`: its list's total is the bucket's figure. */
export function bucketRange(bucket: AgeBucket, generatedAt: string): CreatedRange {
  const b = bucketBounds(Date.parse(generatedAt));
  switch (bucket) {
    case 'today':
      return { created_after: b.today };
    case 'days1to3':
      return { created_after: b.days1to3, created_until: b.today };
    case 'days4to7':
      return { created_after: b.days4to7, created_until: b.days1to3 };
    case 'older':
      return { created_until: b.days4to7 };
  }
}

/** The bucket a range of bucketRange stands for (its width says which), or null for another range. */
export function bucketOfRange(range: CreatedRange): AgeBucket | null {
  const { created_after: after, created_until: until } = range;
  if (after && !until) return 'today';
  if (!after && until) return 'older';
  if (!after || !until) return null;
  const days = Math.round((Date.parse(until) - Date.parse(after)) / DAY_MS);
  if (days === AGE_BUCKET_STARTS.days4to7 - AGE_BUCKET_STARTS.days1to3) return 'days1to3';
  if (days === AGE_BUCKET_STARTS.older - AGE_BUCKET_STARTS.days4to7) return 'days4to7';
  return null;
}

/** Whether an ISO-8601 creation time is inside a range (a missing or unreadable time is in no range). */
export function inCreatedRange(createdAt: unknown, range: CreatedRange): boolean {
  if (!range.created_after && !range.created_until) return true;
  const at = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  if (Number.isNaN(at)) return false;
  if (range.created_after && !(at > Date.parse(range.created_after))) return false;
  if (range.created_until && !(at <= Date.parse(range.created_until))) return false;
  return true;
}

/**
 * A queue: each vendor kind's unverified queue (`key` the kind), a review-desk state (`key` applied or
 * changes_requested), call requests (all of them), website enquiries (call requests with source 'website'),
 * documents waiting for a check (`pending`).
 */
export type QueueName = 'vendorKind' | 'reviewState' | 'callRequests' | 'enquiries' | 'documents';

export interface WorkQueue {
  queue: QueueName;
  key: string;
  waiting: number;
  /** Creation time of the oldest waiting row; null when none waits. */
  oldestAt: string | null;
  buckets: Record<AgeBucket, number>;
}

/** One of the last 12 weeks: seven-day windows ending at `generatedAt`, the oldest first. */
export interface WorkWeek {
  /** Start (inclusive) and end (exclusive) of the window. */
  from: string;
  to: string;
  applications: number;
  approvals: number;
  refusals: number;
}

/** Vendors who applied in the 12 weeks, by kind and city, and where their application stands. */
export interface FunnelRow {
  kind: string;
  city: string;
  applied: number;
  /** Approved (or approved and later suspended). */
  approved: number;
  rejected: number;
  /** Median of the days from application to the approval or refusal, over the decided ones; null if none is. */
  medianDaysToDecision: number | null;
}

/**
 * What came in after `since`: the last time this admin saw the work plan in an earlier session (null on the
 * first visit: then every count is 0). Reloading within one session keeps the same `since`.
 */
export interface SinceLastVisit {
  since: string | null;
  applications: number;
  callRequests: number;
  enquiries: number;
  documents: number;
}

export interface WorkPlan {
  generatedAt: string;
  queues: WorkQueue[];
  weeks: WorkWeek[];
  funnel: FunnelRow[];
  sinceLastVisit: SinceLastVisit;
  /** Background jobs that failed for good (the job queue, GET /api/admin/jobs?filter={"state":"dead"}); absent from a server without the queue. */
  deadJobs?: number;
  /** Automatic messages no channel could deliver (the outbox, GET /api/admin/outbox?filter={"state":"failed"}); absent from a server without it. */
  failedMessages?: number;
  /** Extension grievances: overdue and due-today grievances (absent from servers without the desk). */
  grievances?: { overdue: number; dueToday: number };
  /** Extension breachRegister: breaches with a report clock run out, and the others with one running out soon (only for roles that read the register). */
  breaches?: { overdue: number; dueSoon: number };
  /** Data principal requests open after their 90 days (extension privacy). */
  privacyRequests?: { overdue: number };
}

export const WORK_PLAN_WEEKS = 12;
