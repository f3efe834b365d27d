/** The vendor portal calls (extension endpoints). */
import type { VendorLogin } from '../../src/domain/schemas.ts';
import type { KindApplication, VendorLoginResponse, VendorPortalUser } from '../../src/domain/landing.ts';
import { call } from '../api.ts';

export { ApiError } from '../api.ts';

export const applyAsVendor = (application: KindApplication) => call<{ message: string }>('POST', '/api/vendor/apply', application);
export const loginVendor = (credentials: VendorLogin) => call<VendorLoginResponse>('POST', '/api/vendor/login', credentials);
export const fetchVendorMe = (token: string) => call<{ user: VendorPortalUser }>('GET', '/api/vendor/me', undefined, token);
export const logoutVendor = (token: string) => call<{ success: true }>('POST', '/api/vendor/logout', {}, token);
