/**
 * Quiet hours for reminders on the phone (WhatsApp, SMS): none from 21:00 to 09:00 India time (Asia/Kolkata,
 * UTC+05:30 all year, no daylight saving). Decisions and notices go at once.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 9;

/** When quiet hours end, or null when `now` is outside them. */
export function quietHoursEnd(now: Date): Date | null {
  const ist = now.getTime() + IST_OFFSET_MS;
  const dayStart = Math.floor(ist / DAY_MS) * DAY_MS;
  const hour = (ist - dayStart) / 3_600_000;
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return null;
  const end = dayStart + QUIET_UNTIL_HOUR * 3_600_000 + (hour >= QUIET_FROM_HOUR ? DAY_MS : 0);
  return new Date(end - IST_OFFSET_MS);
}
