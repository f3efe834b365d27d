/** The vendor portal calls (extension endpoints). */
import type { VendorLogin } from '../../src/domain/schemas.ts';
import type { KindApplication, VendorLoginResponse, VendorPortalUser } from '../../src/domain/landing.ts';
import type { ReviewState } from '../../src/domain/review.ts';
import { call } from '../api.ts';

export { ApiError } from '../api.ts';

export const applyAsVendor = (application: KindApplication) => call<{ message: string }>('POST', '/api/vendor/apply', application);
export const loginVendor = (credentials: VendorLogin) => call<VendorLoginResponse>('POST', '/api/vendor/login', credentials);
export const fetchVendorMe = (token: string) => call<{ user: VendorPortalUser }>('GET', '/api/vendor/me', undefined, token);
export const logoutVendor = (token: string) => call<{ success: true }>('POST', '/api/vendor/logout', {}, token);

/** The review desk's answer for the logged-in vendor: the state and the admin's reason. */
export interface VendorReview {
  state: ReviewState;
  reason: string | null;
}
export interface CorrectedDetails {
  name: string;
  email: string;
  city: string;
  description: string;
}
export const fetchVendorReview = (token: string) => call<VendorReview>('GET', '/api/vendor/review', undefined, token);
export const resubmitVendor = (token: string, details: CorrectedDetails) => call<VendorReview>('POST', '/api/vendor/resubmit', details, token);
