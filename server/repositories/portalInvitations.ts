/**
 * SQL of the portal invitations (extension `portalInvitations`): single-use links, stored as SHA-256 hashes, that
 * let a vendor created without a usable password (a call-desk conversion) set one. Issuing and redeeming each
 * write one audit entry by name, so the row triggers stay silent for them.
 */
import { recordVendorConsents, type ApplicationConsent } from './vendorPortal.ts';
import { createHash, randomBytes } from 'node:crypto';
import { inTransaction, type Db } from '../db/database.ts';
import { INVITATION_DAYS, type IssuedInvitation } from '../../src/domain/portalInvitations.ts';
import { conflict } from '../errors.ts';
import { withoutRowLog } from '../db/database.ts';
import { writeAuditEntry } from './auditLog.ts';
import { UNUSABLE_HASH } from '../auth/passwords.ts';
import { convertCallRequest } from './callDesk.ts';
import type { PortalKind } from './vendorPortal.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

const writeAudit = (trx: Db, action: 'invitation.issue' | 'invitation.redeem', entity: string, entityId: number, vendorId: number, after: Record<string, unknown>) =>
  // Redeeming is a public call: no actor in context, and it is the vendor who acts.
  writeAuditEntry(trx, { action, entity, entityId, vendorId, after, actorKind: 'vendor' });

/**
 * A new link for the vendor a call request became: the vendor's older unused links stop working, the timeline
 * of the request says when it was issued. Undefined when there is no such request; 409 when it has no vendor, or
 * the vendor already has a password (they log in instead).
 */
export async function issueInvitation(db: Db, callRequestId: number, admin: { id: number; name: string } | null): Promise<IssuedInvitation | undefined> {
  return inTransaction(db, (trx) =>
    withoutRowLog(trx, async () => {
      const request = await trx
        .selectFrom('call_requests as c')
        .leftJoin('vendor_users as v', 'v.id', 'c.vendor_id')
        .select(['c.id', 'c.vendor_id', 'c.notes', 'c.created_at', 'v.password_hash', 'v.name', 'v.phoneNumber'])
        .where('c.id', '=', callRequestId)
        .executeTakeFirst();
      if (!request) return undefined;
      if (request.vendor_id === null || request.password_hash === null) throw conflict('id', 'Convert this call request into an application first');
      if (request.password_hash !== UNUSABLE_HASH) throw conflict('id', 'This vendor already has a password: they log in to the portal');
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();
      await trx.deleteFrom('portal_invitations').where('vendor_id', '=', request.vendor_id).where('used_at', 'is', null).execute();
      const { id } = await trx
        .insertInto('portal_invitations')
        .values({ vendor_id: request.vendor_id, call_request_id: callRequestId, token_hash: hashToken(token), created_by: admin?.id ?? null, created_at: now.toISOString(), expires_at: expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendTimeline(trx, request, `Invitation to the portal issued (valid until ${expiresAt.slice(0, 10)})`, admin, now);
      await writeAudit(trx, 'invitation.issue', 'call_requests', callRequestId, request.vendor_id, { invitation_id: id, expires_at: expiresAt });
      return { token, expires_at: expiresAt, vendor_id: request.vendor_id, phone_number: request.phoneNumber ?? '', name: request.name ?? '' };
    }),
  );
}

/**
 * Converts a call request into an application (server/repositories/callDesk.ts) and issues its first invitation,
 * in one transaction: a converted caller always has a link. Undefined when there is no such request.
 */
export async function convertWithInvitation(
  db: Db,
  callRequestId: number,
  kind: PortalKind,
  admin: { id: number; name: string } | null,
  consent?: ApplicationConsent,
): Promise<{ vendorId: number; invitation: IssuedInvitation | undefined } | undefined> {
  return inTransaction(db, async (trx) => {
    const vendorId = await convertCallRequest(trx, callRequestId, kind);
    if (vendorId === undefined) return undefined;
    // The notice the admin read out and what the caller agreed to (docs/privacy.md), with the conversion.
    if (consent) await recordVendorConsents(trx, vendorId, consent);
    return { vendorId, invitation: await issueInvitation(trx, callRequestId, admin) };
  });
}

/** As the call desk's notes do: a request's legacy notes become the timeline's first entry before anything follows. */
async function appendTimeline(trx: Db, request: { id: number; notes: string | null; created_at: string }, body: string, admin: { id: number; name: string } | null, at: Date) {
  const existing = await trx.selectFrom('call_request_notes').select('id').where('call_request_id', '=', request.id).executeTakeFirst();
  if (!existing && request.notes) {
    await trx.insertInto('call_request_notes').values({ call_request_id: request.id, body: request.notes, author_id: null, author_name: null, at: request.created_at }).execute();
  }
  await trx.insertInto('call_request_notes').values({ call_request_id: request.id, body, author_id: admin?.id ?? null, author_name: admin?.name ?? null, at: at.toISOString() }).execute();
}

/**
 * Uses a link: marks it used and gives the vendor `passwordHash`, in one transaction, only while the link is
 * unused and unexpired and the vendor still has no password. The vendor's id, or null for any link that does not
 * work (the caller cannot tell unknown from used or expired).
 */
export async function redeemInvitation(db: Db, token: string, passwordHash: string): Promise<number | null> {
  return inTransaction(db, (trx) =>
    withoutRowLog(trx, async () => {
      const now = new Date().toISOString();
      const invitation = await trx
        .selectFrom('portal_invitations')
        .select(['id', 'vendor_id', 'call_request_id'])
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!invitation) return null;
      // Claimed by one update, so two tabs redeeming the same link cannot both win.
      const claimed = await trx.updateTable('portal_invitations').set({ used_at: now }).where('id', '=', invitation.id).where('used_at', 'is', null).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      const updated = await trx
        .updateTable('vendor_users')
        .set({ password_hash: passwordHash })
        .where('id', '=', invitation.vendor_id)
        .where('password_hash', '=', UNUSABLE_HASH)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return null;
      await writeAudit(trx, 'invitation.redeem', 'vendor_users', invitation.vendor_id, invitation.vendor_id, {
        invitation_id: invitation.id,
        call_request_id: invitation.call_request_id,
      });
      return invitation.vendor_id;
    }),
  );
}
