/**
 * What a backend offers beyond SPEC section 7. Our server answers GET CAPABILITIES_PATH with a
 * CapabilityDocument; any other answer (404, HTML, a network error, a malformed body) means the legacy core:
 * no extension at all. The admin shows a feature that needs an extension only when it is offered.
 */

export const CAPABILITIES_PATH = '/api/capabilities';

export const EXTENSIONS = [
  /** GET /api/hotel/{unverified,verified}/list, and everything reached through them. */
  'hotelLists',
  /** GET /api/customers (the Users menu). */
  'customers',
  /** POST /api/admin/logout ends the session on the server. */
  'serverLogout',
  /** Vendor records carry `poster` (file name or null). */
  'posterFlag',
  /** DELETE /admin/unverifiedvendor/delete/{user_id} deletes a vendor of any kind, verified or not. */
  'deleteAnyKind',
  /** Hotel stories: GET /hotel/vendor/stories/{user_id}, DELETE /vendor/hotelstories/{storyId}. */
  'hotelStories',
  /** Paged, filtered, sorted lists (ra-data-simple-rest conventions) and aggregate counts. */
  'pagedLists',
  /** Review states with reasons, history and audit log, several admins with roles, claims (docs/review-desk.md). */
  'reviewDesk',
  /** Call requests carry `source` ('website' for the public enquiry form, POST /api/enquiries). */
  'callRequestSource',
  /** Requirements per vendor kind, vendor documents (/api/vendor/documents, /api/admin/...), waivers, the approval rule, the expiry queue. */
  'compliance',
  /**
   * The vendor portal's whole application: every declared apply field with master-data choices, photos (resized on
   * the server) and the poster among them, the prefilled application and its resubmission (docs/landing.md).
   */
  'portalApplication',
  /** GET /api/admin/dashboard/workplan: queues with ageing buckets, weekly decisions, the funnel, since the last visit. */
  'workPlan',
  /** The call desk: /api/calldesk (states, assignee, follow-ups, a timeline of notes, conversion into an application). */
  'callDesk',
  /** Messages on decisions and document reminders: the outbox, opt-in per phone, /api/admin/messages (docs/messages.md). */
  'decisionMessages',
  /** Stories public for a day, hidden with a reason, the stories queue, retention purge, POST /api/vendor/stories (src/domain/stories.ts). */
  'storyModeration',
  /** Single-use links for a converted caller to set a password: POST /api/calldesk/{id}/invitation, POST /api/vendor/invitation. */
  'portalInvitations',
  /** GET /api/admin/documents: the documents waiting for a check across vendors, the work plan's documents figures' list. */
  'documentsQueue',
  /** The durable job queue's view: GET /api/admin/jobs (state, kind, attempts, last error), POST /api/admin/jobs/{id}/retry. */
  'jobQueue',
  /**
   * The grievance desk (docs/grievances.md): POST /api/grievances and /api/grievances/status (public),
   * /api/admin/grievances (queue, actions, monthly CSV), the work plan's `grievances` figures.
   */
  'grievances',
  /** The outbox as a work list: GET /api/admin/outbox (state per channel, attempts, last error), POST /api/admin/outbox/{id}/retry (docs/messages.md). */
  'outbox',
  /**
   * The personal-data breach register (docs/breaches.md): /api/admin/breaches (record, the 6-hour CERT-In and 72-hour
   * Board clocks, the notice to the people affected in their language), the work plan's `breaches` figures.
   */
  'breachRegister',
  /**
   * DPDP duties (docs/privacy.md): consents recorded with each form, the portal's "Your data" (/api/vendor/privacy:
   * consents, withdrawal, the data download, correction and erasure requests), /api/admin/privacy-requests.
   */
  'privacy',
] as const;

/**
 * The channels that deliver the outbox's messages (docs/messages.md "Delivery"): offered only by a server whose
 * settings configure the channel. Where one is offered the admin shows the delivery's state ("Sent on WhatsApp")
 * in place of the manual link.
 */
export const DELIVERY_EXTENSIONS = { whatsapp: 'deliveryWhatsapp', sms: 'deliverySms', email: 'deliveryEmail' } as const;
export type DeliveryExtension = (typeof DELIVERY_EXTENSIONS)[keyof typeof DELIVERY_EXTENSIONS];

/** Every name a capability document may hold. */
export const KNOWN_EXTENSIONS = [...EXTENSIONS, ...Object.values(DELIVERY_EXTENSIONS)] as const;
export type Extension = (typeof EXTENSIONS)[number] | DeliveryExtension;

export interface CapabilityDocument {
  version: 1;
  extensions: Extension[];
}

export type Capabilities = ReadonlySet<Extension>;

export const LEGACY_CORE: Capabilities = new Set<Extension>();

/** Reads a capability answer defensively: unknown names are ignored, anything malformed is the legacy core. */
export function parseCapabilities(body: unknown): Capabilities {
  if (typeof body !== 'object' || body === null) return LEGACY_CORE;
  const { version, extensions } = body as Partial<CapabilityDocument>;
  if (version !== 1 || !Array.isArray(extensions)) return LEGACY_CORE;
  const known = new Set<string>(KNOWN_EXTENSIONS);
  return new Set(extensions.filter((name): name is Extension => typeof name === 'string' && known.has(name)));
}
