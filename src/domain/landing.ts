/** Shapes of the vendor portal extension (POST /api/vendor/apply, /login, GET /me) shared by server and landing. */
import { z } from 'zod';
import { VENDOR_KINDS, type VendorKind } from './constants';
import type { ReviewState } from './review';
import { publicPhoneNumber, required, requiredText } from './schemas';
import { applicationSchemaOf } from './vendorKinds/application';
import { VENDOR_KIND_DECLARATIONS, declarationOfKind } from './vendorKinds/index';

/** What a vendor sees about their own account; never the password. */
export interface VendorPortalUser {
  id: number;
  kind: VendorKind;
  name: string;
  phoneNumber: string;
  email: string;
  city: string;
  storename: string;
  /** 1 once an admin approved the application. */
  verification: 0 | 1;
  created_at: string;
}

export interface VendorLoginResponse {
  user: VendorPortalUser;
  token: string;
}

/** Readable vendor kind names, in the order the forms offer them. */
export const VENDOR_KIND_LABELS = Object.fromEntries(
  VENDOR_KIND_DECLARATIONS.map((declaration) => [declaration.kind, declaration.labels.portal ?? declaration.labels.singular]),
) as Readonly<Record<VendorKind, string>>;

// ---- Vendor application (derived from the vendor-kind declarations: src/domain/vendorKinds/application.ts) ----

export { termsConsent } from './vendorKinds/application';

export const vendorKindSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(VENDOR_KINDS as [string, ...string[]], { error: required('category') }),
);

/** The whole application of one kind of the product's registry: its apply fields, Terms consent, the category. */
export function vendorApplicationSchemaFor(kind: VendorKind) {
  return applicationSchemaOf(declarationOfKind(VENDOR_KIND_DECLARATIONS, kind));
}
/** An application as parsed: values by application name (vehicleNo, experience...) and the category. */
export type KindApplication = Record<string, unknown> & { category: string; phoneNumber: string; password: string };

/** A portal photo: a gallery image of the vendor (the same the admin sees) with its thumbnail. */
export interface PortalPhoto {
  name: string;
  url: string;
  thumbnail: string;
}
export interface PortalPhotos {
  images: PortalPhoto[];
  /** The chosen poster's image name, or null. */
  poster: string | null;
}

/** GET /api/vendor/application: everything stored of the applicant's application. */
export interface PortalApplication extends PortalPhotos {
  category: string;
  /** Every apply field's stored value by application name (the password never). */
  values: Record<string, string | number | null>;
  state: ReviewState;
  reason: string | null;
  /** Apply fields (and 'photos') the reason names; empty when it names none. */
  reasonFields: string[];
  /** Whether the vendor may still change the application (applied or changes requested). */
  editable: boolean;
}

/** At most this many portal photos per vendor. */
export const MAX_PORTAL_PHOTOS = 10;

/** Where a call request came from; null for requests made before sources were recorded. */
export const CALL_REQUEST_SOURCES = { website: 'website' } as const;

/** The public buyer enquiry (POST /api/enquiries): becomes a call request for the call desk. */
export const enquirySchema = z.object({
  name: requiredText('name', 120),
  business: requiredText('businessName', 160),
  phoneNumber: publicPhoneNumber,
  city: requiredText('city', 80),
  needs: requiredText('whatYouNeed', 1500),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** The call request's notes: one line the call desk reads at a glance. */
export const enquiryNotes = (e: Enquiry) => `Website enquiry from ${e.name}, ${e.business} (${e.city}): ${e.needs}`;

/** The one answer to a vendor application, new phone or not. */
export const VENDOR_APPLICATION_RECEIVED =
  'If this phone number is new for this category, your application is received and waits for our approval.';
