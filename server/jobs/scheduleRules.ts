/**
 * When a recurring job runs: every so many milliseconds, or daily at a time of day in Asia/Kolkata (the product's
 * clock: India Standard Time, UTC+05:30 all year, no daylight saving since 1945, so a fixed offset is exact).
 */
export type ScheduleRule = { everyMs: number } | { dailyAt: string };

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The rule checked (a positive interval, or HH:MM); throws on a bad one, at registration. */
export function checkRule(rule: ScheduleRule): ScheduleRule {
  if ('everyMs' in rule) {
    if (!Number.isInteger(rule.everyMs) || rule.everyMs < 1) throw new Error(`A schedule's everyMs must be a positive whole number (got ${rule.everyMs})`);
    return { everyMs: rule.everyMs };
  }
  if (!TIME_OF_DAY.test(rule.dailyAt)) throw new Error(`A schedule's dailyAt must be HH:MM, 00:00 to 23:59 (got "${rule.dailyAt}")`);
  return { dailyAt: rule.dailyAt };
}

/** The rule as stored (job_schedules.rule): a change of rule is noticed at the next start. */
export const ruleText = (rule: ScheduleRule): string => JSON.stringify(checkRule(rule));

/** The next daily time `HH:MM` in Asia/Kolkata strictly after `after`. */
export function nextDailyAt(dailyAt: string, after: Date): Date {
  const [, hours, minutes] = TIME_OF_DAY.exec(dailyAt) ?? [];
  const local = new Date(after.getTime() + IST_OFFSET_MS);
  const candidate = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), Number(hours), Number(minutes)) - IST_OFFSET_MS;
  return new Date(candidate > after.getTime() ? candidate : candidate + DAY_MS);
}

/**
 * The first run of a new schedule: one interval from now (as setInterval's first tick; what must happen at start,
 * such as the media store's first sweep, happens in each instance's start itself), else the next daily time.
 */
export function firstRun(rule: ScheduleRule, now: Date): Date {
  return 'everyMs' in rule ? new Date(now.getTime() + rule.everyMs) : nextDailyAt(rule.dailyAt, now);
}

/**
 * The run after the one due at `due`, taken at `now`: an interval counts from the due time (runs stay on their
 * grid), but never into the past (after a long stop, one run catches up, not every missed one).
 */
export function nextRun(rule: ScheduleRule, due: Date, now: Date): Date {
  if ('dailyAt' in rule) return nextDailyAt(rule.dailyAt, now > due ? now : due);
  const next = due.getTime() + rule.everyMs;
  return new Date(next > now.getTime() ? next : now.getTime() + rule.everyMs);
}
