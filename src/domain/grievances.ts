/**
 * The grievance desk's rules (docs/grievances.md): the public form's and the admin's schemas, and the clocks of
 * the Consumer Protection (E-Commerce) Rules 2020 as this product reads them: acknowledged within 48 hours of
 * receipt, resolved within one month of receipt, a grievance about personal data within 90 days. Every due time
 * is computed here from the time of receipt, on the server, with the server's clock (`app.clock`).
 */
import { z } from 'zod';
import { MAX_ID, blankToUndefined, cleanText, messages, publicPhoneNumber, requiredText } from './fieldValidation';
import { validationText } from './textKeys';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_COMPLAINANTS, GRIEVANCE_STATES, type GrievanceCategory, type GrievanceState } from './grievanceForm';

export * from './grievanceForm';

export const GRIEVANCE_MESSAGES = {
  complainant: validationText('grievance.complainant'),
  category: validationText('grievance.category'),
  ticket: validationText('grievance.ticket'),
  notFound: 'No complaint matches this ticket number and phone number',
  tooMany: 'Too many requests from this address. Please wait a minute and try again.',
  received: 'Your complaint is received.',
} as const;

export const MAX_GRIEVANCE_TEXT = 4000;

const optionalEmail = z.preprocess(blankToUndefined, z.string().trim().max(200, messages.emailInvalid).pipe(z.email({ error: messages.emailInvalid })).optional());

/** The public form (POST /api/grievances), JSON or a plain form post; the attachment comes as a file part. */
export const grievanceSchema = z.object({
  name: requiredText('name', 120),
  complainant: z.preprocess(blankToUndefined, z.enum(GRIEVANCE_COMPLAINANTS, { error: GRIEVANCE_MESSAGES.complainant })),
  category: z.preprocess(blankToUndefined, z.enum(GRIEVANCE_CATEGORIES, { error: GRIEVANCE_MESSAGES.category })),
  description: requiredText('complaint', MAX_GRIEVANCE_TEXT),
  phoneNumber: publicPhoneNumber,
  email: optionalEmail,
});
export type GrievanceInput = z.infer<typeof grievanceSchema>;

/** The status lookup: the ticket and the phone number it was raised with. */
export const grievanceStatusSchema = z.object({
  ticket: z.preprocess(blankToUndefined, z.string({ error: GRIEVANCE_MESSAGES.ticket }).trim().regex(/^GRV-\d{4}-\d{6,9}$/i, GRIEVANCE_MESSAGES.ticket)),
  phoneNumber: publicPhoneNumber,
});

/** Admin actions. */
export const grievanceChangeSchema = z.object({ assignee_id: z.number().int().min(1).max(MAX_ID).nullable() });
export const grievanceNoteSchema = z.object({ body: requiredText('note', 2000) });
export const grievanceResolveSchema = z.object({ resolution: requiredText('Resolution', 2000) });
export const grievanceReasonSchema = z.object({ reason: z.preprocess(blankToUndefined, cleanText('Reason', 1000).optional()) });

export const grievanceStateSchema = z.enum(GRIEVANCE_STATES);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** India Standard Time, UTC+05:30 with no daylight saving: "today" on the desk is India's day. */
const INDIA_OFFSET_MS = 330 * 60_000;

export const ACKNOWLEDGE_WITHIN_MS = 48 * HOUR_MS;
export const PERSONAL_DATA_WITHIN_DAYS = 90;

/** One calendar month after `at` (UTC), the day clamped to the month's last (31 January → 28 or 29 February). */
export function oneMonthAfter(at: Date): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(at.getUTCDate(), lastDay), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds()));
}

export interface GrievanceClocks {
  acknowledgeBy: string;
  resolveBy: string;
}

/** The two due times of a grievance received at `receivedAt` (ISO-8601). */
export function grievanceClocks(receivedAt: string, category: GrievanceCategory): GrievanceClocks {
  const received = new Date(receivedAt);
  const resolveBy = category === 'personal_data' ? new Date(received.getTime() + PERSONAL_DATA_WITHIN_DAYS * DAY_MS) : oneMonthAfter(received);
  return { acknowledgeBy: new Date(received.getTime() + ACKNOWLEDGE_WITHIN_MS).toISOString(), resolveBy: resolveBy.toISOString() };
}

/** The due time that runs in `state`: acknowledgement while received, resolution until resolved, none after. */
export function nextDueAt(state: GrievanceState, clocks: GrievanceClocks): string | null {
  if (state === 'received') return clocks.acknowledgeBy;
  if (state === 'resolved') return null;
  return clocks.resolveBy;
}

/** The end of India's calendar day that holds `now` (ms), as ISO-8601 UTC. */
export function endOfIndiaDay(now: number): string {
  const dayStart = Math.floor((now + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
  return new Date(dayStart + DAY_MS).toISOString();
}

export type ClockStanding = 'overdue' | 'dueToday' | 'running' | 'stopped';

/** Where a due time stands at `now`: passed, due before India's day ends, later, or none (resolved). */
export function clockStanding(dueAt: string | null, now: number): ClockStanding {
  if (!dueAt) return 'stopped';
  if (dueAt < new Date(now).toISOString()) return 'overdue';
  if (dueAt < endOfIndiaDay(now)) return 'dueToday';
  return 'running';
}

/** A grievance as the admin's queue and record show it. */
export interface GrievanceRecord {
  id: number;
  ticket: string;
  name: string;
  complainant: string;
  category: string;
  description: string;
  phone_number: string;
  email: string | null;
  language: string;
  state: GrievanceState;
  received_at: string;
  acknowledge_by: string;
  resolve_by: string;
  due_at: string | null;
  standing: ClockStanding;
  acknowledged_at: string | null;
  resolved_at: string | null;
  resolution: string | null;
  escalated_at: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  attachment: boolean;
}

export interface GrievanceEvent {
  id: number;
  kind: string;
  body: string | null;
  author_name: string | null;
  at: string;
}

export type { GrievanceStatus } from './grievanceForm';

/** The work plan's grievance figures (extension grievances). */
export interface GrievanceWorkPlan {
  overdue: number;
  dueToday: number;
}
