/**
 * Asks for a decision's reason (the shared ReasonDialog): picked from the owner's templates for that decision, or
 * typed. Required for request changes, reject and suspend (TRANSITIONS); optional otherwise.
 */
import { useGetList, useTranslate } from 'react-admin';
import { TRANSITIONS, type ReviewAction } from '../domain/review';
import { ReasonDialog } from '../layout/ReasonDialog';

interface ReasonTemplate {
  id: number;
  action: ReviewAction;
  text: string;
}

export interface DecisionDialogProps {
  action: ReviewAction;
  /** Who the decision is for, shown in the title ("Reject 3 vendors", "Reject Murugan Stores"). */
  subject: string;
  open: boolean;
  pending?: boolean;
  onClose(): void;
  onConfirm(reason: string | undefined): void;
}

export function DecisionDialog({ action, subject, open, pending, onClose, onConfirm }: DecisionDialogProps) {
  const translate = useTranslate();
  const { data: templates = [] } = useGetList<ReasonTemplate>(
    'reason-templates',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: open },
  );
  const needsReason = TRANSITIONS[action].needsReason;
  const label = translate(`app.review.actions.${action}`);
  return (
    <ReasonDialog
      open={open}
      title={`${label}: ${subject}`}
      label={translate(needsReason ? 'app.review.reasonRequired' : 'app.review.reasonOptional')}
      required={needsReason}
      help={translate('app.review.reasonHelp')}
      missing={translate('app.review.reasonMissing')}
      templates={templates.filter((template) => template.action === action).map((template) => template.text)}
      confirm={label}
      pending={pending}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
