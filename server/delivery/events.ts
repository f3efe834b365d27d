/**
 * The events that tell someone, each with its message (docs/messages.md "Which event sends what"): the change and
 * its message commit together (server/delivery/notices.ts `withNotices`), keyed by the event. Without a notifier
 * (no channel configured) each is the plain change it was before.
 */
import { isMessageLanguage, type MessageLanguage } from '../../src/domain/decisionMessages.ts';
import { grievanceTicket } from '../../src/domain/grievanceForm.ts';
import type { Enquiry } from '../../src/domain/landing.ts';
import { invitationPagePath } from '../../src/domain/portalInvitationLinks.ts';
import type { IssuedInvitation } from '../../src/domain/portalInvitations.ts';
import type { Db } from '../db/database.ts';
import { insertEnquiry } from '../repositories/enquiries.ts';
import { findGrievanceRow } from '../repositories/grievances.ts';
import { vendorLanguage } from '../repositories/messages.ts';
import { convertWithInvitation, issueInvitation } from '../repositories/portalInvitations.ts';
import { findStory } from '../repositories/stories.ts';
import { decideDocument, requirementsOfKind } from '../repositories/vendorDocuments.ts';
import { insertApplicationWithConsent, type ApplicationConsent, type PortalKind } from '../repositories/vendorPortal.ts';
import { vendorKindOf } from '../repositories/vendorsTable.ts';
import { withNotices, type MessageNotifier, type Notice } from './notices.ts';

/** What the enquiry form's submission agreed to (docs/privacy.md). */
type EnquiryConsent = Parameters<typeof insertEnquiry>[2];

const languageOf = (value: string | null | undefined): MessageLanguage => (isMessageLanguage(value) ? value : 'en');

/** A portal application, and "application received" to the applicant. */
export function applyWithNotice(
  db: Db,
  notifier: MessageNotifier | undefined,
  kind: PortalKind,
  application: Record<string, unknown>,
  passwordHash: string,
  language: string | null,
  consent: ApplicationConsent,
) {
  return withNotices(db, notifier, (trx) => insertApplicationWithConsent(trx, kind, application, passwordHash, language, consent), (userId) => [
    { type: 'application_received', userId, params: {}, key: `application-received:${userId}` },
  ]);
}

/** An admin's decision on a document, and "document accepted" or "document rejected" (with the reason) to its vendor. */
export function decideDocumentWithNotice(db: Db, notifier: MessageNotifier | undefined, id: number, decision: 'accepted' | 'rejected', reason: string | null) {
  return withNotices(db, notifier, (trx) => decideDocument(trx, id, decision, reason), async (document, trx): Promise<Notice[]> => {
    if (!document) return [];
    const kind = await vendorKindOf(trx, document.user_id);
    const label = (kind ? requirementsOfKind(trx, kind).find((r) => r.id === document.requirement)?.label : undefined) ?? document.requirement;
    return [
      decision === 'accepted'
        ? { type: 'document_accepted', userId: document.user_id, params: { document: label }, key: `document-accepted:${id}` }
        : { type: 'document_rejected', userId: document.user_id, params: { document: label, reason: reason ?? '' }, key: `document-rejected:${id}` },
    ];
  });
}

/** `origin` + the invitation page in the vendor's language. */
async function invitationNotice(trx: Db, invitation: IssuedInvitation, origin: string): Promise<Notice> {
  const language = languageOf((await vendorLanguage(trx, invitation.vendor_id))?.language);
  return {
    type: 'portal_invitation',
    userId: invitation.vendor_id,
    params: { link: `${origin}${invitationPagePath(invitation.token, language)}` },
    // One message per link (a re-issued link is a new event).
    key: `portal-invitation:${invitation.vendor_id}:${invitation.expires_at}`,
  };
}

/** A new portal invitation, and its link to the vendor. `origin`: the site the link opens (scheme and host). */
export function issueInvitationWithNotice(db: Db, notifier: MessageNotifier | undefined, callRequestId: number, admin: { id: number; name: string } | null, origin: string) {
  return withNotices(db, notifier, (trx) => issueInvitation(trx, callRequestId, admin), async (invitation, trx) => (invitation ? [await invitationNotice(trx, invitation, origin)] : []));
}

/** A call request converted with its first invitation, and the link to the vendor. */
export function convertWithInvitationNotice(
  db: Db,
  notifier: MessageNotifier | undefined,
  callRequestId: number,
  kind: PortalKind,
  admin: { id: number; name: string } | null,
  origin: string,
  consent?: ApplicationConsent,
) {
  return withNotices(db, notifier, (trx) => convertWithInvitation(trx, callRequestId, kind, admin, consent), async (converted, trx) =>
    converted?.invitation ? [await invitationNotice(trx, converted.invitation, origin)] : [],
  );
}

/** A story hidden by moderation, and "story removed" (with the reason) to its vendor; showing it again tells nobody. */
export function moderateStoryWithNotice(db: Db, notifier: MessageNotifier | undefined, id: number, hide: { reason: string } | null, moderate: (trx: Db) => Promise<boolean>, now: Date) {
  return withNotices(db, notifier, moderate, async (found, trx): Promise<Notice[]> => {
    if (!found || !hide) return [];
    const story = await findStory(trx, id, now, new Map());
    return story ? [{ type: 'story_removed', userId: story.user_id, params: { reason: hide.reason }, key: `story-removed:${id}` }] : [];
  });
}

/** A buyer's enquiry, and "enquiry received" to the buyer (in the language of the page they sent it from). */
export function enquiryWithNotice(db: Db, notifier: MessageNotifier | undefined, enquiry: Enquiry, language: string, consent: EnquiryConsent) {
  return withNotices(db, notifier, (trx) => insertEnquiry(trx, enquiry, consent), (id): Notice[] => [
    {
      type: 'buyer_enquiry',
      to: { recipient: 'buyer', phone: enquiry.phoneNumber, email: null, language: languageOf(language) },
      params: { name: enquiry.name },
      key: `enquiry:${id}`,
    },
  ]);
}

/**
 * A grievance desk action, and what the complainant is told: `acknowledged` (with the date it will be resolved by)
 * or `resolved` (with the resolution). `change` is the desk's own write (server/grievances/desk.ts).
 */
export function grievanceWithNotice(db: Db, notifier: MessageNotifier | undefined, id: number, told: 'acknowledged' | 'resolved', change: (trx: Db) => Promise<void>) {
  return withNotices(db, notifier, change, async (_done, trx): Promise<Notice[]> => {
    const row = await findGrievanceRow(trx, id);
    if (!row) return [];
    const to = { recipient: 'complainant' as const, phone: row.phone_number, email: row.email, language: languageOf(row.language) };
    const ticket = grievanceTicket(id, row.received_at);
    return told === 'acknowledged'
      ? [{ type: 'grievance_acknowledged', to, params: { name: row.name, ticket, date: row.resolve_by.slice(0, 10) }, key: `grievance-acknowledged:${id}` }]
      : [{ type: 'grievance_resolved', to, params: { name: row.name, ticket, reason: row.resolution ?? '' }, key: `grievance-resolved:${id}:${row.resolved_at ?? ''}` }];
  });
}
