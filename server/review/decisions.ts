/**
 * Review decisions: each transition of src/domain/review.ts as one transaction that moves the state, keeps the
 * legacy `verification` flag in step (1 exactly when approved, so the SPEC lists and approve calls keep working),
 * and appends the decision to the audit log with its reason.
 */
import { messages } from '../../src/domain/schemas.ts';
import { TRANSITIONS, reasonRequired, type ReviewAction, type ReviewState } from '../../src/domain/review.ts';
import type { SqliteHandle } from '../db/open.ts';
import { HttpProblem, badRequest, notFound } from '../errors.ts';
import { currentActor, withoutRowLog } from './auditContext.ts';
import { approvalProblems } from '../repositories/vendorDocuments.ts';

export interface ReviewStateRow {
  user_id: number;
  state: ReviewState;
  reason: string | null;
  poster: string | null;
}

/** Vendors without a vendor_reviews row are approved when verified and applied otherwise. */
export const STATE_SQL = `COALESCE(r.state, CASE WHEN u.verification = 1 THEN 'approved' ELSE 'applied' END)`;

export function findReviewState(db: SqliteHandle, userId: number): ReviewStateRow | null {
  const row = db
    .prepare(
      `SELECT u.id AS user_id, ${STATE_SQL} AS state, r.reason, u.poster
       FROM vendor_users u LEFT JOIN vendor_reviews r ON r.user_id = u.id WHERE u.id = ?`,
    )
    .get(userId) as ReviewStateRow | undefined;
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
export function decide(db: SqliteHandle, userId: number, action: ReviewAction, reason?: string | null): ReviewStateRow {
  const transition = TRANSITIONS[action];
  return withoutRowLog(() => db.transaction(() => {
    const current = findReviewState(db, userId);
    if (!current) throw notFound('Vendor');
    if (!transition.from.includes(current.state)) throw new ImpossibleTransition(action, current.state);
    const text = reason?.trim() || null;
    if (transition.needsReason && !text) throw badRequest({ reason: reasonRequired });
    if (transition.to === 'approved' && !current.poster) throw badRequest({ poster: messages.posterRequired });
    // The kind's required documents: accepted and unexpired, or waived (extension `compliance`).
    const missing = transition.to === 'approved' ? approvalProblems(db, userId) : [];
    if (missing.length) throw badRequest({ documents: missing.join('; ') }, missing.join('; '));
    const actor = currentActor();
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO vendor_reviews (user_id, state, reason, decided_at, decided_by) VALUES (@userId, @state, @reason, @now, @by)
       ON CONFLICT(user_id) DO UPDATE SET state = excluded.state, reason = excluded.reason,
         decided_at = excluded.decided_at, decided_by = excluded.decided_by, claimed_by = NULL, claimed_until = NULL`,
    ).run({ userId, state: transition.to, reason: text, now, by: actor?.adminId ?? null });
    db.prepare('UPDATE vendor_users SET verification = ? WHERE id = ?').run(transition.to === 'approved' ? 1 : 0, userId);
    db.prepare(
      `INSERT INTO audit_log (at, admin_id, actor, action, entity, entity_id, vendor_id, reason, before, after)
       VALUES (?, ?, ?, ?, 'vendor_reviews', ?, ?, ?, ?, ?)`,
    ).run(
      now,
      actor?.adminId ?? null,
      actor?.kind ?? 'system',
      `review.${action}`,
      userId,
      userId,
      text,
      JSON.stringify({ state: current.state }),
      JSON.stringify({ state: transition.to, ...(text ? { reason: text } : {}) }),
    );
    return { ...current, state: transition.to, reason: text };
  })());
}

export interface BulkOutcome {
  id: number;
  ok: boolean;
  state?: ReviewState;
  /** Why it was refused, in the admin's words. */
  error?: string;
}

/** The same rules one vendor at a time; one refusal never undoes the others. */
export function decideMany(db: SqliteHandle, ids: readonly number[], action: ReviewAction, reason?: string | null): BulkOutcome[] {
  return ids.map((id) => {
    try {
      return { id, ok: true, state: decide(db, id, action, reason).state };
    } catch (error) {
      if (error instanceof HttpProblem) {
        const detail = error.errors ? Object.values(error.errors).join('; ') : error.message;
        return { id, ok: false, error: detail };
      }
      throw error;
    }
  });
}
