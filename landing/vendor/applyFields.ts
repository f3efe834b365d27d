/** The apply form's fields: the same identity fields for everyone, then the chosen kind's own set (SPEC 3). */
import { HOTEL_BUSINESS_TYPES, type VendorKind } from '../../src/domain/constants.ts';

export interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  multiline?: boolean;
  options?: readonly { value: string; label: string }[];
  placeholderOption?: string;
}

const years = (name: string, label: string): FieldSpec => ({ name, label, inputMode: 'numeric' });

export const KIND_FIELDS: Record<VendorKind, FieldSpec[]> = {
  vegetable: [
    { name: 'storename', label: 'Store Name', autoComplete: 'organization' },
    { name: 'location', label: 'Shop Location', autoComplete: 'street-address' },
    { name: 'serviceDetails', label: 'Service Details', multiline: true },
  ],
  professional: [
    { name: 'storename', label: 'Store Name', autoComplete: 'organization' },
    { name: 'professionalcategory', label: 'Professional Category' },
    { name: 'location', label: 'Your Location', autoComplete: 'street-address' },
    { name: 'price', label: 'Price' },
    { name: 'serviceDetails', label: 'Service Details', multiline: true },
    years('years_of_experience', 'Years of Experience'),
  ],
  transport: [
    { name: 'vehicleType', label: 'Vehicle Type' },
    { name: 'vehicleModel', label: 'Vehicle Model' },
    { name: 'vehicleNo', label: 'Vehicle Registration Number' },
    years('experience', 'Years of Driving Experience'),
    { name: 'days_and_hours_available', label: 'Days and Hours Available' },
    { name: 'address', label: 'Address', autoComplete: 'street-address' },
  ],
  hotel: [
    { name: 'business_name', label: 'Business Name', autoComplete: 'organization' },
    {
      name: 'business_type',
      label: 'Business Type',
      options: HOTEL_BUSINESS_TYPES.map((t) => ({ value: t, label: t })),
      placeholderOption: 'Select a Business Type',
    },
    { name: 'address', label: 'Address', autoComplete: 'street-address' },
  ],
};

export const IDENTITY_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

export const CLOSING_FIELDS: FieldSpec[] = [
  { name: 'description', label: 'Description', multiline: true },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

/** Every field name any kind uses, with an empty value: the form's initial state. */
export const EMPTY_APPLICATION: Record<string, string> = Object.fromEntries(
  ['category', 'city', 'acceptTerms', ...[IDENTITY_FIELDS, CLOSING_FIELDS, ...Object.values(KIND_FIELDS)].flat().map((f) => f.name)].map((n) => [n, '']),
);

export const applyFieldId = (name: string) => `apply-${name}`;
