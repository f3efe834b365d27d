/**
 * Review decisions: each transition of src/domain/review.ts as one transaction that moves the state, keeps the
 * legacy `verification` flag in step (1 exactly when approved, so the SPEC lists and approve calls keep working),
 * and appends the decision to the audit log with its reason. The service that opens the transactions of review
 * actions, so a decision and the writes that go with it (a resubmission's corrected details) commit together.
 */
import { messages } from '../../src/domain/schemas.ts';
import { renderText } from '../../src/domain/validationTexts.ts';
import { TRANSITIONS, reasonRequired, type ReviewAction, type ReviewState } from '../../src/domain/review.ts';
import { inTransaction, withoutRowLog, type Db } from '../db/database.ts';
import type { DecisionNotifier } from '../delivery/decisionMessages.ts';
import { HttpProblem, badRequest, notFound } from '../errors.ts';
import { currentActor } from '../db/actor.ts';
import type { AnyVendor } from '../../src/domain/types.ts';
import { approvalProblems, type LoadedVendor } from '../repositories/vendorDocuments.ts';
import { findVendorUnderReview, updateVendorDetails, type VendorDetails, type VendorKey } from '../repositories/vendors.ts';
import type { VendorTable } from '../repositories/vendorsTable.ts';
import { findDecisionSubject, findReviewState, recordDecision, type DecisionSubject, type ReviewStateRow } from '../repositories/reviews.ts';
import { recordVendorLanguage, updateApplication, type PortalKind } from '../repositories/vendorPortal.ts';

export class ImpossibleTransition extends HttpProblem {
  constructor(action: ReviewAction, state: ReviewState) {
    super(409, `A vendor whose review is "${state.replace('_', ' ')}" cannot be given "${action.replace('_', ' ')}"`);
  }
}

/**
 * Applies one decision; throws 404, 409 (impossible transition) or 400 (missing reason, no poster). The decision
 * is one audit entry: the row triggers stay silent for its writes (the verification flag follows the state).
 */
export async function decide(db: Db, userId: number, action: ReviewAction, reason?: string | null, notifier?: DecisionNotifier): Promise<ReviewStateRow> {
  const decided = await inTransaction(db, (trx) =>
    withoutRowLog(trx, async () => {
      const current = await findDecisionSubject(trx, userId);
      if (!current) throw notFound('Vendor');
      return applyDecision(trx, current, action, reason, notifier);
    }),
  );
  notifier?.committed();
  return decided;
}

/**
 * The SPEC 7 approve (per kind, and the vegetables' by phone): the review desk's approve transition on a vendor
 * read once, inside the decision's transaction, answering the record as it now is (verified). Null when the kind
 * has no such vendor.
 */
export async function approveVendor(db: Db, t: VendorTable, key: VendorKey, notifier?: DecisionNotifier): Promise<AnyVendor | null> {
  const approved = await inTransaction(db, (trx) =>
    withoutRowLog(trx, async () => {
      const found = await findVendorUnderReview(trx, t, key);
      if (!found) return null;
      const { vendor, review } = found;
      await applyDecision(trx, review, 'approve', null, notifier, { kind: t.kind, record: vendor });
      // The flag as the record carries it: `verification` and any field of the kind read from it (vegetables' adminverified).
      const flags = Object.entries(t.fields).filter(([, ref]) => ref === 'user.verification');
      return { ...vendor, verification: 1, ...Object.fromEntries(flags.map(([field]) => [field, 1])) } as AnyVendor;
    }),
  );
  if (approved) notifier?.committed();
  return approved;
}

/** One decision on a vendor already read in `trx` (`loaded`: its record too, so nothing reads it again). */
async function applyDecision(
  trx: Db,
  { vendor, ...current }: DecisionSubject,
  action: ReviewAction,
  reason: string | null | undefined,
  notifier: DecisionNotifier | undefined,
  loaded?: LoadedVendor,
): Promise<ReviewStateRow> {
  const transition = TRANSITIONS[action];
  const { user_id: userId } = current;
  if (!transition.from.includes(current.state)) throw new ImpossibleTransition(action, current.state);
  const text = reason?.trim() || null;
  if (transition.needsReason && !text) throw badRequest({ reason: reasonRequired });
  if (transition.to === 'approved' && !current.poster) throw badRequest({ poster: messages.posterRequired });
  // The kind's required documents: accepted and unexpired, or waived (extension `compliance`).
  const missing = transition.to === 'approved' ? await approvalProblems(trx, userId, loaded) : [];
  if (missing.length) throw badRequest({ documents: missing.join('; ') }, missing.join('; '));
  const audit = await recordDecision(trx, { userId, action, from: current.state, to: transition.to, reason: text, actor: currentActor() }, { writeAudit: !notifier });
  // The vendor's message, where a channel delivers it, written with the decision's audit entry (server/delivery/decisionMessages.ts).
  await notifier?.queue(trx, { userId, to: transition.to, reason: text, vendor, audit });
  return { ...current, state: transition.to, reason: text };
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
  notifier?: DecisionNotifier,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    try {
      outcomes.push({ id, ok: true, state: (await decide(db, id, action, reason, notifier)).state });
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      // The answer's hook renders only `message` and `errors`: a refusal inside a result is rendered here, in English.
      const detail = (error.errors ? Object.values(error.errors) : [error.message]).map((text) => renderText(text, 'en')).join('; ');
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

/**
 * A vendor resubmits the whole application from the portal: its fields, the page's language (the admin's next
 * message to the vendor starts in it) and, when it was sent back for changes, the `resubmit` decision that
 * returns it to the reviewers, in one transaction.
 */
export async function resubmitApplication(db: Db, kind: PortalKind, vendorId: number, values: Record<string, unknown>, language: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await updateApplication(trx, kind, vendorId, values);
    await recordVendorLanguage(trx, vendorId, language);
    if ((await findReviewState(trx, vendorId))?.state === 'changes_requested') await decide(trx, vendorId, 'resubmit');
  });
}
