/**
 * The seed's "now": every demo date counts back from the moment the seed runs, so a fresh data folder shows a
 * believable morning (vendors waiting today, a few days, a week, longer) instead of dates that age with the code.
 * Given the same moment the seed is the same (tests pass a fixed one).
 */
import { WORK_PLAN_WEEKS } from '../../../src/domain/workPlan.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** India Standard Time, the day the admins work in (UTC+05:30). */
const INDIA_OFFSET = 330 * MINUTE;

export class SeedClock {
  /** The seed moment, to the minute. */
  readonly anchor: number;
  /** Minutes since midnight in India: an item dated "today" never slips into yesterday. */
  private readonly minutesToday: number;

  constructor(now: Date) {
    this.anchor = Math.floor(now.getTime() / MINUTE) * MINUTE;
    this.minutesToday = Math.floor(((this.anchor + INDIA_OFFSET) % DAY) / MINUTE);
  }

  get now(): Date {
    return new Date(this.anchor);
  }

  /** `days` (may be fractional) and `minutes` before the seed moment; under a day stays within today. */
  isoDaysBefore(days: number, minutes = 0): string {
    const back = days * DAY + minutes * MINUTE;
    const bounded = back < DAY ? Math.min(back, this.minutesToday * MINUTE) : back;
    return new Date(this.anchor - bounded).toISOString();
  }

  isoHoursBefore(hours: number): string {
    return new Date(this.anchor - hours * 3_600_000).toISOString();
  }
}

/** The ageing buckets the dashboard shows (today, 1-3 days, 4-7 days, older), as [first, last] days. */
const AGE_BUCKETS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [1, 3],
  [4, 7],
  [8, 120],
];

/**
 * Days since the demo vendor at this index applied: pairs of indexes walk the four buckets, so the unverified
 * (even) vendors of every kind fill each bucket of its queue.
 */
export function demoVendorAgeDays(index: number): number {
  const [first, last] = AGE_BUCKETS[Math.floor(index / 2) % AGE_BUCKETS.length] ?? [0, 0];
  return first + ((index * 7 + Math.floor(index / 8)) % (last - first + 1));
}

/**
 * When a verified demo vendor was approved: 2 to 47 hours after applying, never after the seed moment, and on the
 * same side of the work plan's 12-week edge as the application, so a fresh demo's weekly approvals (counted by
 * decision) and its funnel's approved (counted by application) are the same vendors.
 */
export function demoApprovalAt(clock: SeedClock, createdAt: string, index: number): string {
  const created = Date.parse(createdAt);
  const windowStart = clock.anchor - WORK_PLAN_WEEKS * 7 * DAY;
  const latest = created < windowStart ? windowStart - MINUTE : clock.anchor;
  return new Date(Math.max(created, Math.min(created + (2 + ((index * 13) % 46)) * HOUR, latest))).toISOString();
}

/**
 * Hours before the seed moment of a vendor's k-th story: three in four vendors with stories posted within the
 * last day (the public player shows them), the others 1 to 9 days ago (only the admin still sees those).
 */
export function demoStoryAgeHours(index: number, k: number): number {
  return Math.floor(index / 3) % 4 !== 2 ? (index * 5 + k * 3) % 20 : 26 + ((index * 7 + k * 11) % 200);
}
