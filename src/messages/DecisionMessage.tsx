/** The message offered after approve, request changes or reject succeeded; other decisions have none. */
import type { ReviewAction, ReviewRecord } from '../domain/review';
import type { MessageSubject } from '../domain/decisionMessages';
import { MessageDialog } from './MessageDialog';

export interface DecidedMessage {
  review: ReviewRecord;
  action: ReviewAction;
  reason?: string | null;
}

export function decisionSubject(action: ReviewAction, reason?: string | null): MessageSubject | null {
  if (action === 'approve') return { topic: 'approve' };
  if (action === 'request_changes' || action === 'reject') return { topic: action, reason: reason ?? '' };
  return null;
}

export function DecisionMessage({ decided, onClose }: { decided: DecidedMessage; onClose(): void }) {
  const about = decisionSubject(decided.action, decided.reason);
  if (!about) return null;
  const { review } = decided;
  return (
    <MessageDialog
      open
      onClose={onClose}
      about={about}
      vendor={{ kind: review.kind, user_id: Number(review.id), name: review.name, phoneNumber: review.phoneNumber }}
    />
  );
}
