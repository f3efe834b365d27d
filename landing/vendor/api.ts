/** The vendor portal calls (extension endpoints; the application's are capability portalApplication). */
import type { VendorLogin } from '../../src/domain/schemas.ts';
import type { KindApplication, PortalApplication, PortalPhotos, VendorLoginResponse, VendorPortalUser } from '../../src/domain/landing.ts';
import { ApiError, call } from '../api.ts';
import { STORY_ENDPOINTS } from '../../src/domain/stories.ts';
import { INVITATION_ENDPOINTS } from '../../src/domain/portalInvitationLinks.ts';

export { ApiError } from '../api.ts';

export const applyAsVendor = (application: KindApplication) => call<{ message: string }>('POST', '/api/vendor/apply', application);
export const loginVendor = (credentials: VendorLogin) => call<VendorLoginResponse>('POST', '/api/vendor/login', credentials);
export const fetchVendorMe = (token: string) => call<{ user: VendorPortalUser }>('GET', '/api/vendor/me', undefined, token);
export const logoutVendor = (token: string) => call<{ success: true }>('POST', '/api/vendor/logout', {}, token);

/** Master-data options (categories, vehicle types) of a kind's choice fields, by application name. */
export const fetchChoices = (kind: string) =>
  call<{ choices: Record<string, string[]> }>('GET', `/api/vendor/choices/${encodeURIComponent(kind)}`).then((answer) => answer.choices);
export const fetchApplication = (token: string) => call<PortalApplication>('GET', '/api/vendor/application', undefined, token);
export const resubmitApplication = (token: string, values: Record<string, unknown>) =>
  call<PortalApplication>('PUT', '/api/vendor/application', values, token);

export function uploadPhoto(token: string, file: File): Promise<PortalPhotos> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call<PortalPhotos>('POST', '/api/vendor/images', form, token);
}
export const deletePhoto = (token: string, name: string) => call<PortalPhotos>('DELETE', `/api/vendor/images/${encodeURIComponent(name)}`, undefined, token);
export const choosePoster = (token: string, poster: string) => call<PortalPhotos>('PUT', '/api/vendor/poster', { poster }, token);

/** Posts today's story (an image or an MP4): public for 24 hours (extension storyModeration). */
export function postStory(token: string, file: File): Promise<{ id: number; todaystory: string; created_at: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('POST', STORY_ENDPOINTS.post.slice('POST '.length), form, token);
}

/** Sets the password with a portal invitation (extension portalInvitations); answers as the login does. */
export const redeemInvitation = (body: { token: string; password: string; confirmPassword: string }) =>
  call<VendorLoginResponse>('POST', INVITATION_ENDPOINTS.redeem.slice('POST '.length), body);

/** Document reminders on or off (docs/messages.md "Opting out of reminders"); decisions are always sent. */
export const fetchPreferences = (token: string) => call<{ reminders: boolean }>('GET', '/api/vendor/preferences', undefined, token);
export const savePreferences = (token: string, reminders: boolean) => call<{ reminders: boolean }>('PUT', '/api/vendor/preferences', { reminders }, token);

/** The vendor's data rights (extension privacy, docs/privacy.md). */
export interface PrivacyOverview {
  noticeVersion: string;
  consents: { id: number; purpose: string; optional: boolean; notice_version: string; given_at: string; withdrawn_at: string | null }[];
  requests: { id: number; kind: string; state: string; received_at: string; due_at: string; completed_at: string | null; decision?: string | null; outcome?: string | null }[];
}
export const fetchPrivacy = (token: string) => call<PrivacyOverview>('GET', '/api/vendor/privacy', undefined, token);
export const changeConsent = (token: string, purpose: string, given: boolean) =>
  call<PrivacyOverview>('POST', `/api/vendor/privacy/consents/${encodeURIComponent(purpose)}`, { given }, token);
export const requestCorrection = (token: string, details: string) => call<PrivacyOverview>('POST', '/api/vendor/privacy/corrections', { details }, token);
export const eraseAccount = (token: string, confirmPhone: string) => call<{ erased: true; kept: string[] }>('POST', '/api/vendor/privacy/erase', { confirmPhone }, token);

/** The data download: the ZIP as a Blob (sent with the bearer token, so not a plain link). */
export async function downloadMyData(token: string): Promise<Blob> {
  const response = await fetch('/api/vendor/privacy/export', { headers: { authorization: `Bearer ${token}` } });
  // No message: the screen says its own "that did not work" in the page's language.
  if (!response.ok) throw new ApiError('', response.status);
  return response.blob();
}
