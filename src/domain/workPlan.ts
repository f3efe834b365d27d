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
}

export const WORK_PLAN_WEEKS = 12;
