/**
 * Review decisions: each transition of src/domain/review.ts as one transaction that moves the state, keeps the
 * legacy `verification` flag in step (1 exactly when approved, so the SPEC lists and approve calls keep working),
 * and appends the decision to the audit log with its reason. The service that opens the transactions of review
 * actions, so a decision and the writes that go with it (a resubmission's corrected details) commit together.
 */
import { sql } from 'kysely';
import { messages } from '../../src/domain/schemas.ts';
import { TRANSITIONS, reasonRequired, type ReviewAction, type ReviewState } from '../../src/domain/review.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { HttpProblem, badRequest, notFound } from '../errors.ts';
import { currentActor, withoutRowLog } from './auditContext.ts';
import { approvalProblems } from '../repositories/vendorDocuments.ts';
import { updateVendorDetails, type VendorDetails } from '../repositories/vendors.ts';

export interface ReviewStateRow {
  user_id: number;
  state: ReviewState;
  reason: string | null;
  poster: string | null;
}

/** A vendor's review state, over vendor_users `u` left-joined to vendor_reviews `r`: without a review row, approved when verified and applied otherwise. */
export const reviewState = sql<ReviewState>`coalesce(${sql.ref('r.state')}, CASE WHEN ${sql.ref('u.verification')} = 1 THEN 'approved' ELSE 'applied' END)`;

export async function findReviewState(db: Db, userId: number): Promise<ReviewStateRow | null> {
  const row = await db
    .selectFrom('vendor_users as u')
    .leftJoin('vendor_reviews as r', 'r.user_id', 'u.id')
    .select(['u.id as user_id', reviewState.as('state'), 'r.reason', 'u.poster'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export class ImpossibleTransition extends HttpProblem {
  constructor(action: ReviewAction, state: ReviewState) {
    super(409, `A vendor whose review is "${state.replace('_', ' ')}" cannot be given "${action.replace('_', ' ')}"`);
  }
}

/**
 * Applies one decision; throws 404, 409 (impossible transition) or 400 (missing reason, no poster). The decision
 * is one audit entry: the row triggers stay silent for its writes (the verification flag follows the state).
 */
export async function decide(db: Db, userId: number, action: ReviewAction, reason?: string | null): Promise<ReviewStateRow> {
  const transition = TRANSITIONS[action];
  return inTransaction(db, (trx) =>
    withoutRowLog(trx, async () => {
      const current = await findReviewState(trx, userId);
      if (!current) throw notFound('Vendor');
      if (!transition.from.includes(current.state)) throw new ImpossibleTransition(action, current.state);
      const text = reason?.trim() || null;
      if (transition.needsReason && !text) throw badRequest({ reason: reasonRequired });
      if (transition.to === 'approved' && !current.poster) throw badRequest({ poster: messages.posterRequired });
      // The kind's required documents: accepted and unexpired, or waived (extension `compliance`).
      const missing = transition.to === 'approved' ? await approvalProblems(trx, userId) : [];
      if (missing.length) throw badRequest({ documents: missing.join('; ') }, missing.join('; '));
      const actor = currentActor();
      const now = new Date().toISOString();
      const by = actor?.adminId ?? null;
      await trx
        .insertInto('vendor_reviews')
        .values({ user_id: userId, state: transition.to, reason: text, decided_at: now, decided_by: by })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            state: eb.ref('excluded.state'),
            reason: eb.ref('excluded.reason'),
            decided_at: eb.ref('excluded.decided_at'),
            decided_by: eb.ref('excluded.decided_by'),
            claimed_by: null,
            claimed_until: null,
          })),
        )
        .execute();
      await trx.updateTable('vendor_users').set({ verification: transition.to === 'approved' ? 1 : 0 }).where('id', '=', userId).execute();
      await trx
        .insertInto('audit_log')
        .values({
          at: now,
          admin_id: by,
          actor: actor?.kind ?? 'system',
          action: `review.${action}`,
          entity: 'vendor_reviews',
          entity_id: userId,
          vendor_id: userId,
          reason: text,
          before: JSON.stringify({ state: current.state }),
          after: JSON.stringify({ state: transition.to, ...(text ? { reason: text } : {}) }),
        })
        .execute();
      return { ...current, state: transition.to, reason: text };
    }),
  );
}

export interface BulkOutcome {
  id: number;
  ok: boolean;
  state?: ReviewState;
  /** Why it was refused, in the admin's words. */
  error?: string;
}

/** The same rules one vendor at a time; one refusal never undoes the others. */
export async function decideMany(
  db: Db,
  ids: readonly number[],
  action: ReviewAction,
  reason?: string | null,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    try {
      outcomes.push({ id, ok: true, state: (await decide(db, id, action, reason)).state });
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      const detail = error.errors ? Object.values(error.errors).join('; ') : error.message;
      outcomes.push({ id, ok: false, error: detail });
    }
  }
  return outcomes;
}

/**
 * A vendor resubmits an application sent back for changes: the corrected details and the `resubmit` decision
 * in one transaction (409 unless changes were requested, and then the details stay as they were).
 */
export async function resubmit(db: Db, vendorId: number, details: VendorDetails): Promise<ReviewStateRow> {
  return inTransaction(db, async (trx) => {
    await updateVendorDetails(trx, vendorId, details);
    return decide(trx, vendorId, 'resubmit');
  });
}
