/**
 * The personal-data breach register (docs/breaches.md): what an owner records about a suspected breach, the two
 * clocks that run from its detection, and the notice drafted to the people it touched, in English and Tamil.
 *
 * - CERT-In's directions of 28 April 2022: a listed cyber incident reported within 6 hours of noticing it.
 * - DPDP Rules 2025, rule 7: the Data Protection Board told at once, its detailed report within 72 hours of becoming
 *   aware; each person affected told without delay, in plain language.
 * Every due time is computed here from `detected_at`, on the server, with the app's clock.
 */
import { z } from 'zod';
import { MAX_ID, blankToUndefined, cleanText, requiredText } from './fieldValidation';
import type { GrievanceOfficer } from './grievanceForm';
import type { MessageLanguage } from './decisionMessages';
import { BREACH_DATA_CATEGORIES, BREACH_DATA_LABELS, type BreachDataCategory } from './breachData';

export const BREACH_STATUSES = ['suspected', 'confirmed', 'reported', 'closed'] as const;
export type BreachStatus = (typeof BREACH_STATUSES)[number];

/** The kinds of personal data and their words live apart, for the admin's catalogues (./breachData.ts). */
export { BREACH_DATA_CATEGORIES, BREACH_DATA_LABELS, type BreachDataCategory };

const HOUR_MS = 3_600_000;
/** CERT-In: 6 hours from noticing the incident. */
export const CERT_IN_WITHIN_MS = 6 * HOUR_MS;
/** The Data Protection Board's detailed report: 72 hours from becoming aware. */
export const BOARD_WITHIN_MS = 72 * HOUR_MS;
/** "Due soon": the last third of each clock (2 hours of CERT-In's 6, 24 of the Board's 72). */
export const DUE_SOON_MS = { certIn: 2 * HOUR_MS, board: 24 * HOUR_MS } as const;

export const BREACH_CLOCKS = ['certIn', 'board'] as const;
export type BreachClock = (typeof BREACH_CLOCKS)[number];

export type BreachStanding = 'overdue' | 'dueSoon' | 'running' | 'stopped';

/** The two due times of a breach detected at `detectedAt` (ISO-8601). */
export function breachClocks(detectedAt: string): Record<BreachClock, string> {
  const detected = Date.parse(detectedAt);
  return { certIn: new Date(detected + CERT_IN_WITHIN_MS).toISOString(), board: new Date(detected + BOARD_WITHIN_MS).toISOString() };
}

/** Where one clock stands at `now`: stopped once reported (or the breach closed), else overdue, due soon or running. */
export function breachStanding(clock: BreachClock, dueAt: string, reportedAt: string | null, status: BreachStatus, now: number): BreachStanding {
  if (reportedAt || status === 'closed') return 'stopped';
  const due = Date.parse(dueAt);
  if (due < now) return 'overdue';
  if (due - now <= DUE_SOON_MS[clock]) return 'dueSoon';
  return 'running';
}

/** An ISO-8601 instant the admin gives (a date-time with its offset), stored as UTC text. */
const instant = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(40)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), `${label} must be a date and time`)
    .transform((value) => new Date(value).toISOString());

const optionalText = (label: string, max: number) => z.preprocess(blankToUndefined, cleanText(label, max).optional()).transform((value) => value ?? null);
const optionalInstant = (label: string) => z.preprocess(blankToUndefined, instant(label).optional()).transform((value) => value ?? null);

export const MAX_BREACH_TEXT = 4000;
export const MAX_AFFECTED_VENDORS = 10_000;

/** What the owner records (POST /api/admin/breaches) and changes (PUT /api/admin/breaches/{id}). */
export const breachSchema = z.object({
  summary: requiredText('Summary', 200),
  description: requiredText('What happened', MAX_BREACH_TEXT),
  description_ta: optionalText('What happened (Tamil)', MAX_BREACH_TEXT),
  occurred_at: optionalInstant('When it occurred'),
  detected_at: instant('When it was detected'),
  data_categories: z.array(z.enum(BREACH_DATA_CATEGORIES)).min(1, 'Choose the data affected').max(BREACH_DATA_CATEGORIES.length),
  affected_count: z.number().int().min(0).max(100_000_000),
  affected_vendor_ids: z.array(z.number().int().min(1).max(MAX_ID)).max(MAX_AFFECTED_VENDORS).default([]),
  affected_others: optionalText('Other people affected', 2000),
  /** The buyers affected: the enquiries received in this period (both ends given, or neither). */
  affected_enquiries_from: optionalInstant('Enquiries affected from'),
  affected_enquiries_to: optionalInstant('Enquiries affected to'),
  status: z.enum(BREACH_STATUSES).default('suspected'),
  measures: optionalText('What we did', MAX_BREACH_TEXT),
  measures_ta: optionalText('What we did (Tamil)', MAX_BREACH_TEXT),
  advice: optionalText('What they can do', MAX_BREACH_TEXT),
  advice_ta: optionalText('What they can do (Tamil)', MAX_BREACH_TEXT),
  notes: optionalText('Notes', MAX_BREACH_TEXT),
  cert_in_reported_at: optionalInstant('Reported to CERT-In'),
  board_reported_at: optionalInstant('Reported to the Board'),
});
export type BreachInput = z.infer<typeof breachSchema>;

/** A breach as the admin's register and record show it. */
export interface BreachRecord {
  id: number;
  summary: string;
  description: string;
  description_ta: string | null;
  occurred_at: string | null;
  detected_at: string;
  data_categories: BreachDataCategory[];
  affected_count: number;
  affected_vendor_ids: number[];
  affected_others: string | null;
  affected_enquiries_from: string | null;
  affected_enquiries_to: string | null;
  status: BreachStatus;
  measures: string | null;
  measures_ta: string | null;
  advice: string | null;
  advice_ta: string | null;
  notes: string | null;
  cert_in_due: string;
  cert_in_reported_at: string | null;
  cert_in_standing: BreachStanding;
  board_due: string;
  board_reported_at: string | null;
  board_standing: BreachStanding;
  /** The vendors told so far (POST …/notify). */
  notified_vendor_ids: number[];
  /** The enquiries whose buyer was told (POST …/notify), ids only. */
  notified_enquiry_ids: number[];
  recorded_by_name: string | null;
  created_at: string;
  updated_at: string;
}

/** The work plan's breach figures: breaches with a clock run out, and (the others) with one running out soon. */
export interface BreachWorkPlan {
  overdue: number;
  dueSoon: number;
}

/** The words of the notice around the breach's own texts; the Tamil is typed against the English. */
const NOTICE_EN = {
  subject: 'About your personal data',
  opening: (detected: string) => `we found on ${detected} that some of your personal data held by our marketplace was exposed to people who should not have seen it.`,
  what: 'What happened:',
  data: 'Data involved:',
  measures: 'What we did:',
  advice: 'What you can do:',
  defaultMeasures: 'We closed the gap, secured the affected systems and are investigating. We have reported the breach as the law requires.',
  defaultAdvice: 'Be careful of calls or messages asking for an OTP, a password or a payment in our name; we never ask for these. Change your password in the vendor portal.',
  contact: (o: { name: string; designation: string; email: string; phone: string }) =>
    `For any question, or to complain, contact our ${o.designation}, ${o.name}: ${o.email}, ${o.phone}.`,
};
const NOTICE_TA: typeof NOTICE_EN = {
  subject: 'உங்கள் தனிப்பட்ட தரவு குறித்து',
  opening: (detected) => `எங்கள் சந்தையில் உள்ள உங்கள் தனிப்பட்ட தரவுகளில் சில, பார்க்கக் கூடாதவர்களுக்குத் தெரிய வந்ததை ${detected} அன்று கண்டறிந்தோம்.`,
  what: 'என்ன நடந்தது:',
  data: 'சம்பந்தப்பட்ட தரவு:',
  measures: 'நாங்கள் எடுத்த நடவடிக்கை:',
  advice: 'நீங்கள் செய்யக்கூடியது:',
  defaultMeasures: 'குறைபாட்டைச் சரிசெய்து, பாதிக்கப்பட்ட அமைப்புகளைப் பாதுகாத்து, விசாரித்து வருகிறோம். சட்டப்படி இந்த மீறலைத் தெரிவித்துள்ளோம்.',
  defaultAdvice: 'எங்கள் பெயரில் OTP, கடவுச்சொல் அல்லது பணம் கேட்கும் அழைப்புகள், செய்திகளில் கவனமாக இருங்கள்; நாங்கள் இவற்றை ஒருபோதும் கேட்பதில்லை. விற்பனையாளர் போர்ட்டலில் உங்கள் கடவுச்சொல்லை மாற்றுங்கள்.',
  contact: (o) => `கேள்விகளுக்கு அல்லது புகார் அளிக்க, எங்கள் ${o.designation} ${o.name} அவர்களைத் தொடர்புகொள்ளுங்கள்: ${o.email}, ${o.phone}.`,
};

const NOTICE: Record<MessageLanguage, typeof NOTICE_EN> = { en: NOTICE_EN, ta: NOTICE_TA };

/** India's calendar date of an instant (YYYY-MM-DD), as the notice says it. */
const indiaDate = (at: string) => new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 10);

export type BreachNoticeSource = Pick<
  BreachRecord,
  'description' | 'description_ta' | 'detected_at' | 'data_categories' | 'measures' | 'measures_ta' | 'advice' | 'advice_ta'
>;

/**
 * The notice to a person the breach touched, in `language`, after the greeting: what happened, the data, what we did,
 * what they can do, and the grievance officer's contact (server settings). A Tamil text the owner left empty falls
 * back to the English one; an empty "what we did" or "what you can do" to the declared defaults.
 */
export function breachNotice(language: MessageLanguage, breach: BreachNoticeSource, officer: GrievanceOfficer): { subject: string; body: string } {
  const t = NOTICE[language];
  const own = (en: string | null, ta: string | null, fallback: string) => (language === 'ta' ? ta || en : en) || fallback;
  const data = breach.data_categories.map((category) => BREACH_DATA_LABELS[language][category]).join(', ');
  const contact =
    language === 'ta'
      ? { name: officer.nameTa || officer.name, designation: officer.designationTa || officer.designation, email: officer.email, phone: officer.phone }
      : officer;
  const body = [
    t.opening(indiaDate(breach.detected_at)),
    `${t.what} ${own(breach.description, breach.description_ta, '')}`,
    `${t.data} ${data}.`,
    `${t.measures} ${own(breach.measures, breach.measures_ta, t.defaultMeasures)}`,
    `${t.advice} ${own(breach.advice, breach.advice_ta, t.defaultAdvice)}`,
    t.contact(contact),
  ].join('\n');
  return { subject: t.subject, body };
}

/** The subject of the notice in each language (the message type's declared texts). */
export const BREACH_NOTICE_SUBJECT: Record<MessageLanguage, string> = { en: NOTICE_EN.subject, ta: NOTICE_TA.subject };

/** GET /api/admin/breaches/{id}/notice: the notice in each language and the vendors it goes to. */
export interface BreachNoticeDraft {
  en: { subject: string; body: string };
  ta: { subject: string; body: string };
  recipients: { id: number; name: string; language: MessageLanguage; notified: boolean }[];
  /** The buyers (distinct phones of the enquiries in the period): how many, and how many were told. */
  buyers: { count: number; notified: number };
}
