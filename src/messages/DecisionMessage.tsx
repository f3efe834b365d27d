/** What a decision's message is about: approve, request changes or reject; other decisions have none. */
import type { ReviewAction, ReviewRecord } from '../domain/review';
import type { MessageSubject } from '../domain/decisionMessages';
import type { MessageVendor } from './decisionOffer';

export function decisionSubject(action: ReviewAction, reason?: string | null): MessageSubject | null {
  if (action === 'approve') return { topic: 'approve' };
  if (action === 'request_changes' || action === 'reject') return { topic: action, reason: reason ?? '' };
  return null;
}

/** A review desk record as the message names its vendor. */
export const reviewVendor = (review: Pick<ReviewRecord, 'id' | 'kind' | 'name' | 'phoneNumber'>): MessageVendor => ({
  kind: review.kind,
  user_id: Number(review.id),
  name: review.name,
  phoneNumber: review.phoneNumber,
});
