/**
 * Extension `portalInvitations` (docs/server-routes.md): the single-use link that lets a converted caller set a password.
 *   POST /api/calldesk/{id}/invitation (admin, area `calls`) → 201 { token, expires_at, vendor_id, phone_number, name };
 *        the vendor's older unused links stop working; 409 when the request has no vendor or the vendor has a password
 *   POST /api/vendor/invitation (public) { token, password, confirmPassword } → 200 { user, token } (the portal
 *        login's answer: a vendor session); 410 for a link that is unknown, used or expired, alike
 * The public route is rate-limited per client address like the portal login; field errors are in the caller's language.
 */
import { z } from 'zod';
import { id } from '../../src/domain/schemas.ts';
import { INVITATION_ENDPOINTS, INVITATION_NOT_VALID, invitationRedeemSchema } from '../../src/domain/portalInvitations.ts';
import { notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import { hashPassword } from '../auth/passwords.ts';
import { redeemInvitation } from '../repositories/portalInvitations.ts';
import { findVendorUser } from '../repositories/vendorPortal.ts';
import { openVendorSession, vendorSessionAnswerOf } from './vendorPortal.ts';
import { conflictAnswer, errorAnswer } from './responses.ts';
import { endpointRoute } from './endpointRoute.ts';
import { issueInvitationWithNotice } from '../delivery/events.ts';

// The first tag is the area the route writes in (src/domain/roles.ts), as the role checks read it.
const adminTags = ['callDesk', 'portalInvitations'];
const tags = ['vendorPortal', 'portalInvitations'];

export const issuedInvitation = z.object({
  token: z.string().describe('Shown once: the server keeps only its hash'),
  expires_at: z.string(),
  vendor_id: z.number(),
  phone_number: z.string(),
  name: z.string(),
});


/** Admin scope: re-issuing (and the first issue after a conversion). */
export async function portalInvitationAdminRoutes(app: ApiInstance) {
  app.route({
    config: { access: 'calls.write' },
    ...endpointRoute(INVITATION_ENDPOINTS.issue),
    schema: {
      tags: adminTags,
      params: z.object({ id: id('id') }),
      response: { 201: issuedInvitation, ...conflictAnswer('the call request has no vendor yet, or the vendor already has a password') },
    },
    handler: async (request, reply) => {
      const admin = sessionAdmin(request);
      const invitation = await issueInvitationWithNotice(app.db, app.messageNotifier, request.params.id, { id: admin.id, name: admin.name }, `${request.protocol}://${request.host}`);
      if (!invitation) throw notFound('Call request');
      return reply.status(201).send(invitation);
    },
  });
}

/** Public scope: the vendor redeems the link. */
export async function portalInvitationRoutes(app: ApiInstance) {
  app.route({
    ...endpointRoute(INVITATION_ENDPOINTS.redeem),
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags,
      body: invitationRedeemSchema,
      response: {
        200: vendorSessionAnswerOf(app.vendorKinds).session,
        410: errorAnswer('The link is unknown, used or expired (one answer for all three)'),
      },
    },
    handler: async (request, reply) => {
      const { token, password } = request.body;
      const vendorId = await redeemInvitation(app.db, token, await hashPassword(password));
      const user = vendorId === null ? null : await findVendorUser(app.db, vendorId, app.vendorKinds);
      if (!user) return reply.status(410).send({ message: INVITATION_NOT_VALID });
      return reply.status(200).send({ user, token: await openVendorSession(app.db, user.id) });
    },
  });
}
