/** Shapes of the vendor portal extension (POST /api/vendor/apply, /login, GET /me) shared by server and landing. */
import type { VendorKind } from './constants';

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
