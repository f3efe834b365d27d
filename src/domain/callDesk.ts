/**
 * The call desk (extension `callDesk`, docs/call-desk.md): the states of a call request, the inputs of its routes
 * (shared by the server's schemas and the admin's forms) and the one-tap phone and WhatsApp links.
 */
import { z } from 'zod';
import { VENDOR_KINDS } from './constants';
import { cleanText, id } from './fieldValidation';

export const CALL_STATES = ['new', 'contacted', 'follow_up', 'converted', 'closed'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** The longest note the timeline keeps, said in words in the refusal. */
export const MAX_CALL_NOTE = 2000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Follow-up date must be a date (YYYY-MM-DD)');

/** A note added to the timeline: not empty, at most MAX_CALL_NOTE characters. */
export const callNote = cleanText('Notes', MAX_CALL_NOTE, 'Notes must be text').refine((v) => v.length > 0, 'Notes must not be empty');

/**
 * A change of state, assignee or follow-up date. A follow-up needs its date, a closed request its reason; the
 * state `converted` is reached only by converting (POST .../convert).
 */
export const callDeskChangeSchema = z
  .object({
    state: z.enum(['new', 'contacted', 'follow_up', 'closed'], { error: 'State must be new, contacted, follow_up or closed' }).optional(),
    follow_up_on: isoDate.nullable().optional(),
    closed_reason: z.string().trim().max(500, 'Reason must be at most 500 characters').nullable().optional(),
    assignee_id: id('assignee_id').nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.state === 'follow_up' && !value.follow_up_on) ctx.addIssue({ code: 'custom', path: ['follow_up_on'], message: 'A follow-up needs its date' });
    if (value.state === 'closed' && !value.closed_reason) ctx.addIssue({ code: 'custom', path: ['closed_reason'], message: 'Closing needs a reason' });
  });
export type CallDeskChange = z.infer<typeof callDeskChangeSchema>;

export const callNoteSchema = z.object({ body: callNote });
export const callConvertSchema = z.object({
  kind: z.enum(VENDOR_KINDS as unknown as [string, ...string[]], { error: 'Choose the vendor kind' }),
  /** The language the admin read the privacy notice in (docs/privacy.md); English when not said. */
  noticeLanguage: z.enum(['en', 'ta']).optional(),
  /** The caller agreed to reminders and news (the optional consent). */
  reminders: z.boolean().optional(),
});

/** One entry of a call request's timeline; `author_name` null for the caller's own words (the original request). */
export interface CallNote {
  id: number;
  body: string;
  author_id: number | null;
  author_name: string | null;
  at: string;
}

/** A call request as the call desk shows it (the SPEC's fields first). */
export interface CallDeskItem {
  id: number;
  phone_number: string;
  notes: string | null;
  created_at: string;
  source: string | null;
  state: CallState;
  assignee_id: number | null;
  assignee_name: string | null;
  follow_up_on: string | null;
  closed_reason: string | null;
  caller_name: string | null;
  caller_city: string | null;
  vendor_id: number | null;
  vendor_kind: string | null;
  /** The follow-up date is today or past, and the request is still open. */
  due: boolean;
}

/** The desk works in Indian time: a follow-up "today" means today in Tamil Nadu, wherever the server runs. */
export const DESK_TIME_ZONE = 'Asia/Kolkata';

/** A date (YYYY-MM-DD) as the desk's calendar shows it. */
export const deskDate = (at: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DESK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The greeting a WhatsApp message to a caller starts with. */
export const callGreeting = (name: string | null): string =>
  `Vanakkam${name ? ` ${name}` : ''}! This is the vendor desk returning your call request. When is a good time to talk?`;
