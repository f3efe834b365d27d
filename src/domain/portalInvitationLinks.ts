/**
 * Where the portal invitations live (capability `portalInvitations`): without zod, so the landing's route table
 * can name the page without loading the forms' validation.
 */
import type { MessageLanguage } from './decisionMessages';
import type { EndpointSpec } from './vendorKinds/types';

export const INVITATION_ENDPOINTS = {
  /** Issues a new link for the call request's vendor (the older unused ones stop working). */
  issue: 'POST /api/calldesk/{id}/invitation',
  /** Public: sets the password, answers the portal login's `{ user, token }`. */
  redeem: 'POST /api/vendor/invitation',
} as const satisfies Record<string, EndpointSpec>;

/** How long a link works. */
export const INVITATION_DAYS = 7;

/** The landing's invitation page (English; Tamil under /ta). */
export const INVITATION_PAGE = '/vendor/invite';

export const invitationPagePath = (token: string, language: MessageLanguage = 'en') =>
  `${language === 'ta' ? '/ta' : ''}${INVITATION_PAGE}?token=${encodeURIComponent(token)}`;

