/** Shapes of the vendor portal extension (POST /api/vendor/apply, /login, GET /me) shared by server and landing. */
import { z } from 'zod';
import { HOTEL_BUSINESS_TYPES, VENDOR_KINDS, type VendorKind } from './constants';
import { publicPhoneNumber, required, requiredText, vendorApplicationSchema, wholeNumber } from './schemas';

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
export const VENDOR_KIND_LABELS: Record<VendorKind, string> = {
  vegetable: 'Vegetable store',
  professional: 'Professional',
  transport: 'Transport provider',
  hotel: 'Hotel, restaurant or cafe',
};

// ---- Vendor application by kind (SPEC 3 field sets) and the buyer enquiry ----

export const termsConsent = z.preprocess(
  (v) => v === true || v === 'on' || v === 'true',
  z.literal(true, { error: 'Please accept the Terms and Conditions' }),
);

/** What every applicant gives, whatever the kind. */
const applicantSchema = vendorApplicationSchema
  .pick({ name: true, phoneNumber: true, email: true, city: true, description: true, password: true })
  .extend({ acceptTerms: termsConsent });

/** The profile fields an applicant of each kind fills in (Store, Professional, Driver, Hotel field sets). */
export const VENDOR_APPLICATION_PROFILES = {
  vegetable: z.object({
    storename: requiredText('Store Name'),
    location: requiredText('Shop Location'),
    serviceDetails: requiredText('Service Details', 2000),
  }),
  professional: z.object({
    storename: requiredText('Store Name'),
    professionalcategory: requiredText('Professional Category'),
    location: requiredText('Your Location'),
    price: requiredText('Price'),
    serviceDetails: requiredText('Service Details', 2000),
    years_of_experience: wholeNumber('Years of Experience'),
  }),
  transport: z.object({
    vehicleType: requiredText('Vehicle Type'),
    vehicleModel: requiredText('Vehicle Model'),
    vehicleNo: requiredText('Vehicle Registration Number'),
    experience: wholeNumber('Years of Driving Experience'),
    days_and_hours_available: requiredText('Days and Hours Available'),
    address: requiredText('Address'),
  }),
  hotel: z.object({
    business_name: requiredText('Business Name'),
    business_type: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(HOTEL_BUSINESS_TYPES, { error: `Business Type must be one of ${HOTEL_BUSINESS_TYPES.join(', ')}` }),
    ),
    address: requiredText('Address'),
  }),
} as const satisfies Record<VendorKind, z.ZodObject>;

export const vendorKindSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(VENDOR_KINDS, { error: required('Category') }),
);

/** The whole application of one kind: the applicant, the kind's profile fields, and the category itself. */
export function vendorApplicationSchemaFor<K extends VendorKind>(kind: K) {
  return applicantSchema.extend(VENDOR_APPLICATION_PROFILES[kind].shape).extend({ category: z.literal(kind) });
}
export type KindApplication = { [K in VendorKind]: z.infer<ReturnType<typeof vendorApplicationSchemaFor<K>>> }[VendorKind];

/** Where a call request came from; null for requests made before sources were recorded. */
export const CALL_REQUEST_SOURCES = { website: 'website' } as const;

/** The public buyer enquiry (POST /api/enquiries): becomes a call request for the call desk. */
export const enquirySchema = z.object({
  name: requiredText('Name', 120),
  business: requiredText('Business Name', 160),
  phoneNumber: publicPhoneNumber,
  city: requiredText('City', 80),
  needs: requiredText('What you need', 1500),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** The call request's notes: one line the call desk reads at a glance. */
export const enquiryNotes = (e: Enquiry) => `Website enquiry from ${e.name}, ${e.business} (${e.city}): ${e.needs}`;

/** The one answer to a vendor application, new phone or not. */
export const VENDOR_APPLICATION_RECEIVED =
  'If this phone number is new for this category, your application is received and waits for our approval.';
