/**
 * Names the public grievance desk shares between the landing, the server and the admin (Consumer Protection
 * (E-Commerce) Rules 2020, rule 4(4) and 4(5); docs/grievances.md). Free of zod on purpose: the landing's pages
 * import it.
 */
import { catalogueText } from './validationTexts';

/** Who raises the grievance. */
export const GRIEVANCE_COMPLAINANTS = ['buyer', 'vendor', 'other'] as const;
export type GrievanceComplainant = (typeof GRIEVANCE_COMPLAINANTS)[number];

/** What it is about; `personal_data` runs on the 90-day clock. */
export const GRIEVANCE_CATEGORIES = ['quality', 'delivery', 'vendor_conduct', 'account', 'personal_data', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/**
 * Where a grievance stands: `received` (the 48-hour clock runs), `acknowledged` (the resolution clock runs),
 * `escalated` (with the grievance officer; the resolution clock still runs), `resolved` (a reason the complainant
 * sees). Reopening a resolved one puts it back to `acknowledged`.
 */
export const GRIEVANCE_STATES = ['received', 'acknowledged', 'escalated', 'resolved'] as const;
export type GrievanceState = (typeof GRIEVANCE_STATES)[number];

/** The public pages (English; the Tamil ones under /ta). */
export const GRIEVANCE_PAGE_PATH = '/grievance';
export const GRIEVANCE_STATUS_PAGE_PATH = '/grievance/status';
/** Where a complaint's plain form post is sent (303) to see its ticket: `?ticket=GRV-…`, so a reload does not post again. */
export const GRIEVANCE_RECEIVED_PAGE_PATH = '/grievance/received';
/** The public endpoints: the form posts here, natively or as JSON. */
export const GRIEVANCE_SUBMIT_PATH = '/api/grievances';
export const GRIEVANCE_STATUS_PATH = '/api/grievances/status';

export const GRIEVANCE_FORM_ID = 'grievance-form';
export const GRIEVANCE_STATUS_FORM_ID = 'grievance-status-form';
export const grievanceFieldId = (field: string) => `grievance-${field}`;
/** The element the server fills with the ticket (or the status) when it answers a plain form post. */
export const GRIEVANCE_RESULT_ID = 'grievance-result';

/** GRV-2026-000123: the year of receipt and the grievance's number. */
export function grievanceTicket(id: number, receivedAt: string): string {
  return `GRV-${receivedAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** The id a ticket names and the year it claims, or null when it is not one. */
export function parseGrievanceTicket(ticket: string): { id: number; year: string } | null {
  const match = /^GRV-(\d{4})-(\d{6,9})$/i.exec(ticket.trim());
  if (!match) return null;
  return { year: match[1] ?? '', id: Number(match[2]) };
}

/** The grievance officer the rules require the site to name (server settings GRIEVANCE_OFFICER_*). */
export interface GrievanceOfficer {
  name: string;
  designation: string;
  email: string;
  phone: string;
  address: string;
  /** The same in Tamil, for the Tamil pages. */
  nameTa: string;
  designationTa: string;
  addressTa: string;
}

/** Demo defaults: replace them through the environment before going live. */
export const DEFAULT_GRIEVANCE_OFFICER: GrievanceOfficer = {
  name: 'S. Meenakshi',
  designation: 'Grievance Officer',
  email: 'grievance@horeca-market.example',
  phone: '+91 451 240 0000',
  address: '12 Market Road, Dindigul, Tamil Nadu 624001',
  nameTa: 'எஸ். மீனாட்சி',
  designationTa: 'குறைதீர்ப்பு அலுவலர்',
  addressTa: '12, மார்க்கெட் சாலை, திண்டுக்கல், தமிழ்நாடு 624001',
};

/**
 * The officer from environment variables (the server's config and the landing's build read the same ones, so the
 * prerendered pages and the server agree); unset or blank keeps the default.
 */
export function grievanceOfficerFrom(env: Record<string, string | undefined>): GrievanceOfficer {
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const d = DEFAULT_GRIEVANCE_OFFICER;
  return {
    name: pick('GRIEVANCE_OFFICER_NAME', d.name),
    designation: pick('GRIEVANCE_OFFICER_DESIGNATION', d.designation),
    email: pick('GRIEVANCE_OFFICER_EMAIL', d.email),
    phone: pick('GRIEVANCE_OFFICER_PHONE', d.phone),
    address: pick('GRIEVANCE_OFFICER_ADDRESS', d.address),
    nameTa: pick('GRIEVANCE_OFFICER_NAME_TA', d.nameTa),
    designationTa: pick('GRIEVANCE_OFFICER_DESIGNATION_TA', d.designationTa),
    addressTa: pick('GRIEVANCE_OFFICER_ADDRESS_TA', d.addressTa),
  };
}

/**
 * The texts the server writes into the prerendered pages when it answers a plain form post (the ticket, a status),
 * and the landing's forms show the same after a script post; one table so both say the same in each language.
 */
export const GRIEVANCE_TEXTS = {
  en: {
    receivedHeading: 'Your complaint is received',
    ticketLabel: 'Your ticket number',
    keepTicket: 'Keep this number. With it and your phone number you can see where your complaint stands.',
    statusLink: 'See the status of a complaint',
    correctBelow: /* @__PURE__ */ catalogueText('en', 'validation.correctBelow'),
    statusHeading: 'Your complaint',
    notFound: 'No complaint matches this ticket number and phone number.',
    tooMany: 'Too many requests from this address. Please wait a minute and try again.',
    stateLabel: 'Status',
    receivedOn: 'Received',
    acknowledgedOn: 'Acknowledged',
    resolvedOn: 'Resolved',
    answerBy: 'We will answer by',
    resolution: 'Resolution',
    states: { received: 'Received', acknowledged: 'Acknowledged: being worked on', escalated: 'With the grievance officer', resolved: 'Resolved' },
  },
  ta: {
    receivedHeading: 'உங்கள் புகார் பெறப்பட்டது',
    ticketLabel: 'உங்கள் புகார் எண்',
    keepTicket: 'இந்த எண்ணை வைத்துக்கொள்ளுங்கள். இதையும் உங்கள் போன் நம்பரையும் கொண்டு புகாரின் நிலையைப் பார்க்கலாம்.',
    statusLink: 'புகாரின் நிலையைப் பார்க்க',
    correctBelow: /* @__PURE__ */ catalogueText('ta', 'validation.correctBelow'),
    statusHeading: 'உங்கள் புகார்',
    notFound: 'இந்தப் புகார் எண்ணுக்கும் போன் நம்பருக்கும் பொருந்தும் புகார் எதுவும் இல்லை.',
    tooMany: 'இந்த முகவரியிலிருந்து அதிகமான கோரிக்கைகள் வந்துள்ளன. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
    stateLabel: 'நிலை',
    receivedOn: 'பெறப்பட்டது',
    acknowledgedOn: 'ஒப்புக்கொள்ளப்பட்டது',
    resolvedOn: 'தீர்க்கப்பட்டது',
    answerBy: 'பதில் அளிக்கும் கடைசி நாள்',
    resolution: 'தீர்வு',
    states: { received: 'பெறப்பட்டது', acknowledged: 'ஒப்புக்கொள்ளப்பட்டது: பரிசீலனையில்', escalated: 'குறைதீர்ப்பு அலுவலரிடம்', resolved: 'தீர்க்கப்பட்டது' },
  },
} as const;
export type GrievanceTextLanguage = keyof typeof GRIEVANCE_TEXTS;

/** A time as the status shows it: the date in India (YYYY-MM-DD). */
export const indiaDate = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/** The status a complainant sees. */
export interface GrievanceStatus {
  ticket: string;
  state: GrievanceState;
  receivedAt: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  resolution: string | null;
  /** The due time that now runs (acknowledgement or resolution); null once resolved. */
  dueAt: string | null;
}

/** The status as the status page lists it, label and value (the server's no-script answer and the script's alike). */
export function grievanceStatusRows(status: GrievanceStatus, lang: GrievanceTextLanguage): [string, string][] {
  const t = GRIEVANCE_TEXTS[lang];
  const dated = (label: string, iso: string | null): [string, string][] => (iso ? [[label, indiaDate(iso)]] : []);
  return [
    [t.stateLabel, t.states[status.state]],
    [t.receivedOn, indiaDate(status.receivedAt)],
    ...dated(t.acknowledgedOn, status.acknowledgedAt),
    ...dated(t.resolvedOn, status.resolvedAt),
    ...dated(t.answerBy, status.dueAt),
    ...(status.resolution ? ([[t.resolution, status.resolution]] as [string, string][]) : []),
  ];
}
