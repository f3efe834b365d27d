/**
 * The database's tables as Kysely sees them: one interface per table, the same on SQLite and PostgreSQL.
 * Flags are 0/1 integers and times ISO-8601 text on both engines, so a record reads the same whichever engine
 * served it. The four built-in vendor kinds' profile tables are here; a kind declared later gets its table at
 * start (db/vendorKindStorage.ts) and is reached through `sql.table` with its declared columns.
 * Generated<T> marks a column the database fills when an insert leaves it out (a key, a default).
 */
import type { Generated } from 'kysely';
import type { BreachRecord } from '../../src/domain/breaches.ts';
import type { GrievanceRecord } from '../../src/domain/grievances.ts';
import type { JobRecord } from '../../src/domain/jobs.ts';
import type { PrivacyRequestFields } from '../../src/domain/privacy.ts';

/**
 * A table's columns taken from the record the API answers where they are the same, so a column is declared once:
 * the `G` keys are Generated.
 */
type ColumnsOf<R, G extends keyof R = never> = { [K in keyof R]: K extends G ? Generated<R[K]> : R[K] };

export interface AdminSessionsTable {
  token_hash: string;
  admin_id: number;
  created_at: Generated<string>;
  expires_at: string;
}

/** The work plan's "since your last visit" per admin (migration 190, server/repositories/workPlan.ts). */
export interface AdminDashboardVisitsTable {
  admin_id: number;
  session_key: string;
  seen_at: string;
  since_at: string | null;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  created_at: Generated<string>;
  role: Generated<string>;
  active: Generated<number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<string>;
  admin_id: number | null;
  actor: string;
  action: string;
  entity: string;
  entity_id: number | null;
  vendor_id: number | null;
  reason: string | null;
  before: string | null;
  after: string | null;
  /** Set when the entry was anonymised at a vendor's erasure (migration 600): its values, not its event, are gone. */
  erased_at: string | null;
}

/** A consent given with a form under a notice version (migration 600, docs/privacy.md). */
export interface ConsentsTable {
  id: Generated<number>;
  subject: string;
  subject_id: number;
  phone_number: string | null;
  purpose: string;
  notice_version: string;
  language: string;
  source: string;
  given_at: string;
  withdrawn_at: string | null;
}

/** A data principal's request (access, correction, erasure) with its 90-day clock (migration 600). */
export type PrivacyRequestsTable = ColumnsOf<PrivacyRequestFields, 'id' | 'state' | 'channel' | 'subject'>;

/** Migration 620: the one-time codes of requests from people not logged in (hashed; expiry, tries, send time). */
/** Migration 630: one row per phone asking for codes, locked by the upsert that starts each code's transaction. */
export interface PrivacyCodePhonesTable {
  phone: string;
  asked_at: string;
}

export interface PrivacyCodesTable {
  id: Generated<number>;
  token: string;
  /** The 10 national digits as typed by the requester (the per-phone limit counts these). */
  phone: string;
  /** Null: the phone is not on record (no code was sent; the answer was the same). */
  subject: string | null;
  vendor_id: number | null;
  kind: string;
  details: string | null;
  language: string;
  code_hash: string | null;
  created_at: string;
  expires_at: string;
  tries: Generated<number>;
  verified_at: string | null;
  request_id: number | null;
}

export interface CallRequestsTable {
  id: Generated<number>;
  phone_number: string;
  notes: string | null;
  created_at: Generated<string>;
  source: string | null;
  state: Generated<string>;
  assignee_id: number | null;
  follow_up_on: string | null;
  closed_reason: string | null;
  caller_name: string | null;
  caller_city: string | null;
  vendor_id: number | null;
}

export interface CallRequestNotesTable {
  id: Generated<number>;
  call_request_id: number;
  body: string;
  author_id: number | null;
  author_name: string | null;
  at: string;
}

/** The grievance desk (migration 500, docs/grievances.md). */
export interface GrievancesTable extends ColumnsOf<Omit<GrievanceRecord, 'ticket' | 'state' | 'standing' | 'assignee_name' | 'attachment'>, 'id' | 'language'> {
  state: Generated<string>;
  attachment: string | null;
  attachment_type: string | null;
}

/** The personal-data breach register (migration 650, docs/breaches.md); lists are JSON text. */
/** Migration 611: per breach, the period of the enquiries it reached, and those whose phone was told (docs/breaches.md). */
export interface BreachBuyersTable {
  breach_id: number;
  enquiries_from: string | null;
  enquiries_to: string | null;
  notified_enquiry_ids: Generated<string>;
}

export interface BreachesTable
  extends ColumnsOf<
    Omit<
      BreachRecord,
      | 'data_categories'
      | 'affected_vendor_ids'
      | 'notified_vendor_ids'
      | 'status'
      | 'affected_enquiries_from'
      | 'affected_enquiries_to'
      | 'cert_in_standing'
      | 'board_standing'
      | 'notified_enquiry_ids'
      | 'recorded_by_name'
    >,
    'id'
  > {
  data_categories: string;
  affected_vendor_ids: string;
  status: string;
  notified_vendor_ids: string;
  recorded_by: number | null;
}

/** Rows whose personal data the retention run removed (migration 650). */
export interface RetentionAnonymisedTable {
  entity: 'call_request' | 'vendor';
  entity_id: number;
  at: string;
}

export interface GrievanceEventsTable {
  id: Generated<number>;
  grievance_id: number;
  kind: string;
  body: string | null;
  message: string | null;
  author_id: number | null;
  author_name: string | null;
  at: string;
}

/** Single-use links that let a vendor without a usable password set one (migration 250). */
export interface PortalInvitationsTable {
  id: Generated<number>;
  vendor_id: number;
  call_request_id: number | null;
  token_hash: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One-time data steps already run, by name (migration 280, server/db/dataSteps.ts). */
export interface DataStepsTable {
  name: string;
  applied_at: string;
}

export interface CustomersTable {
  id: Generated<number>;
  name: string;
  phoneNumber: string;
  email: Generated<string>;
  city: Generated<string>;
  verified: Generated<number>;
  created_at: Generated<string>;
}

export interface HotelProfilesTable {
  id: Generated<number>;
  user_id: number;
  business_name: Generated<string>;
  address: Generated<string>;
  business_type: Generated<string>;
  opening_time: Generated<string>;
  closing_time: Generated<string>;
  delivery_options: Generated<string>;
  max_delivery_distance: Generated<string>;
  location: Generated<string>;
}

export interface MediaPendingRemovalTable {
  folder: string;
  name: string;
  /** ISO 8601 (UTC), set by the app when it lists the file (migration 260). */
  listed_at: string;
}

export interface ProfessionalCategoriesTable {
  id: Generated<number>;
  professionalCategory: string;
  image_name: string | null;
  active: Generated<number>;
}

export interface ProfessionalProfilesTable {
  id: Generated<number>;
  user_id: number;
  storename: Generated<string>;
  location: Generated<string>;
  reviews: Generated<number>;
  price: Generated<string>;
  serviceDetails: Generated<string>;
  number: Generated<string>;
  professionalcategory: Generated<string>;
  direction: Generated<string>;
  years_of_experience: Generated<number>;
}

export interface ProfessionalSubcategoriesTable {
  id: Generated<number>;
  category_id: number;
  subcategoryName: string;
  subcategoryImage: string | null;
  active: Generated<number>;
}

export interface ReasonTemplatesTable {
  id: Generated<number>;
  action: string;
  text: string;
}

export interface TransportCategoriesTable {
  id: Generated<number>;
  vehicleCategory: string;
}

export interface TransportProfilesTable {
  id: Generated<number>;
  user_id: number;
  address: Generated<string>;
  vehicle_type: Generated<string>;
  vehicle_model: Generated<string>;
  vehicle_registration_number: Generated<string>;
  years_of_driving_experience: Generated<number>;
  days_and_hours_available: Generated<string>;
  category: Generated<string>;
  location: Generated<string>;
  reviews: Generated<number>;
}

export interface VegetableCategoriesTable {
  id: Generated<number>;
  vegcategory: string;
  image_name: string | null;
  active: Generated<number>;
}

export interface VegetableStoresTable {
  id: Generated<number>;
  user_id: number;
  storename: Generated<string>;
  address: Generated<string>;
  location: Generated<string>;
  number: Generated<string>;
  reviews: Generated<number>;
  price: Generated<string>;
  serviceDetails: Generated<string>;
  category: Generated<string>;
  direction: Generated<string>;
}

export interface VegetableSubcategoriesTable {
  id: Generated<number>;
  category_id: number;
  subcategoryName: string;
  subcategoryImage: string | null;
  active: Generated<number>;
}

export interface VendorCountsTable {
  kind: string;
  verification: number;
  n: number;
}

/** Applications per UTC day, kind and city (migration 270): the work plan's funnel sums its whole days here. */
export interface VendorApplicationsDailyTable {
  day: string;
  kind: string;
  city: string;
  n: number;
}

/**
 * One row per vendor whose review state is approved, suspended or rejected (migration 270, kept by triggers from
 * the view vendor_decision_source): the work plan's funnel counts and exact median read these instead of every vendor.
 */
export interface VendorDecisionsTable {
  user_id: number;
  kind: string;
  city: string;
  applied_at: string;
  outcome: 'approved' | 'suspended' | 'rejected';
  /** Days from application to the latest approval or refusal; null for a suspension or a verification without a review. */
  days: number | null;
}

export interface VendorDocumentsTable {
  id: Generated<number>;
  user_id: number;
  requirement: string;
  number: string | null;
  licence_type: string | null;
  expires_on: string | null;
  file: string | null;
  file_type: string | null;
  status: Generated<string>;
  reason: string | null;
  uploaded_at: string;
  decided_at: string | null;
  decided_by: number | null;
}

export interface VendorImagesTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  created_at: Generated<string>;
  thumb: string | null;
  thumb_folder: string | null;
}

export interface VendorListVersionTable {
  id: Generated<number>;
  version: number;
}

export interface VendorRequirementWaiversTable {
  user_id: number;
  requirement: string;
  reason: string;
  waived_at: string;
  waived_by: number | null;
}

export interface VendorMessagesTable {
  id: Generated<number>;
  /** The vendor's kind; for a buyer or a complainant, the recipient (migration 320). */
  kind: string;
  /** The vendor; NULL for a buyer or a complainant (migration 320). */
  user_id: number | null;
  phone: string;
  channel: string;
  language: string;
  topic: string;
  text: string;
  status: Generated<string>;
  created_at: string;
  created_by: number | null;
  /** An automatic message's values as JSON (migration 315); NULL when an admin recorded it and delivered it by hand. */
  params: string | null;
  /** Who receives it: `vendor`, `buyer` or `complainant` (migration 320). */
  recipient: Generated<string>;
  /** A buyer's or complainant's e-mail address; NULL for a vendor (read from vendor_users) or none given. */
  email: string | null;
  /** The event that queued an automatic message; unique, so one event queues one message. */
  event_key: string | null;
  /** Why no channel could take an automatic message, comma-separated codes (migration 330, src/domain/outbox.ts); NULL otherwise. */
  no_channel: string | null;
}

/** A vendor's choice about reminders (migration 320); no row: reminders on. */
export interface VendorMessagePreferencesTable {
  user_id: number;
  reminders: number;
  updated_at: string;
}

/** One channel's delivery of one outbox message (migration 315, server/delivery/). */
export interface MessageDeliveriesTable {
  message_id: number;
  channel: string;
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  provider_id: string | null;
  retry_at: string | null;
  updated_at: string;
}

export interface PhoneOptinsTable {
  phone: string;
  opted_in: number;
  source: string | null;
  updated_at: string;
  updated_by: number | null;
}

export interface VendorReviewsTable {
  user_id: Generated<number>;
  state: string;
  reason: string | null;
  decided_at: string | null;
  decided_by: number | null;
  claimed_by: number | null;
  claimed_until: string | null;
}

export interface VendorSessionsTable {
  token_hash: string;
  vendor_id: number;
  created_at: Generated<string>;
  expires_at: string;
}

export interface VendorStoriesTable {
  id: Generated<number>;
  user_id: number;
  todaystory: string;
  created_at: Generated<string>;
  /** Set while an admin hides the story from the public player (migration 220). */
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: number | null;
}

export interface VendorUsersTable {
  id: Generated<number>;
  kind: string;
  name: string;
  phoneNumber: string;
  email: Generated<string>;
  city: Generated<string>;
  description: Generated<string>;
  password_hash: string;
  verification: Generated<number>;
  poster: string | null;
  created_at: Generated<string>;
  /** The portal language the vendor last used, `en` or `ta`; null when never known (migration 240). */
  language: string | null;
}

export interface Schema {
  admin_dashboard_visits: AdminDashboardVisitsTable;
  admin_sessions: AdminSessionsTable;
  admins: AdminsTable;
  audit_log: AuditLogTable;
  call_request_notes: CallRequestNotesTable;
  call_requests: CallRequestsTable;
  consents: ConsentsTable;
  privacy_requests: PrivacyRequestsTable;
  privacy_codes: PrivacyCodesTable;
  privacy_code_phones: PrivacyCodePhonesTable;
  grievances: GrievancesTable;
  grievance_events: GrievanceEventsTable;
  breaches: BreachesTable;
  breach_buyers: BreachBuyersTable;
  retention_anonymised: RetentionAnonymisedTable;
  portal_invitations: PortalInvitationsTable;
  customers: CustomersTable;
  data_steps: DataStepsTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  hotel_profiles: HotelProfilesTable;
  media_pending_removal: MediaPendingRemovalTable;
  professional_categories: ProfessionalCategoriesTable;
  professional_profiles: ProfessionalProfilesTable;
  professional_subcategories: ProfessionalSubcategoriesTable;
  reason_templates: ReasonTemplatesTable;
  transport_categories: TransportCategoriesTable;
  transport_profiles: TransportProfilesTable;
  vegetable_categories: VegetableCategoriesTable;
  vegetable_stores: VegetableStoresTable;
  vegetable_subcategories: VegetableSubcategoriesTable;
  vendor_counts: VendorCountsTable;
  vendor_applications_daily: VendorApplicationsDailyTable;
  vendor_decisions: VendorDecisionsTable;
  vendor_documents: VendorDocumentsTable;
  vendor_images: VendorImagesTable;
  vendor_list_version: VendorListVersionTable;
  vendor_requirement_waivers: VendorRequirementWaiversTable;
  vendor_reviews: VendorReviewsTable;
  vendor_messages: VendorMessagesTable;
  vendor_message_preferences: VendorMessagePreferencesTable;
  message_deliveries: MessageDeliveriesTable;
  phone_optins: PhoneOptinsTable;
  vendor_sessions: VendorSessionsTable;
  vendor_stories: VendorStoriesTable;
  vendor_users: VendorUsersTable;
  login_throttle: LoginThrottleTable;
  rate_limits: RateLimitsTable;
}

export interface LoginThrottleTable {
  key: string;
  attempts: number;
  last_at: string;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

/** The durable job queue (migration 400, server/jobs/): one row per job; payload is JSON text. */
export interface JobsTable extends ColumnsOf<Omit<JobRecord, 'payload'>, 'id' | 'state' | 'attempts' | 'max_attempts'> {
  payload: Generated<string>;
}

/** Recurring jobs (migration 400): the instance that moves next_run_at on enqueues the run. */
export interface JobSchedulesTable {
  name: string;
  kind: string;
  /** The rule as JSON text ({"everyMs":…} or {"dailyAt":"HH:MM"}), so a changed rule is noticed at start. */
  rule: string;
  next_run_at: string;
  last_run_at: string | null;
  updated_at: string;
}
