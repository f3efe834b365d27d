/**
 * The decisions a vendor's state allows (actionsFrom), each behind its reason dialog; refusals (409, 400) are
 * shown in the server's plain words. Hidden for a role that cannot decide.
 */
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Stack } from '@mui/material';
import type { AppDataProvider } from '../dataProvider/types';
import { actionsFrom, type ReviewAction, type ReviewRecord } from '../domain/review';
import { notifyText } from '../layout/errorText';
import { DecisionChoices } from './DecisionChoices';
import { decisionSubject, reviewVendor } from '../messages/DecisionMessage';
import { offerMessages } from '../messages/decisionOffer';

export interface DecisionButtonsProps {
  /** Decisions offered elsewhere on the page (the vendor page's own Approve buttons). */
  exclude?: readonly ReviewAction[];
  /** After the server recorded a decision (e.g. to refresh the vendor page). */
  onDecided?(review: ReviewRecord): void;
}

export function DecisionButtons({ exclude = [], onDecided }: DecisionButtonsProps = {}) {
  const record = useRecordContext<ReviewRecord>();
  const { canAccess } = useCanAccess({ resource: 'reviews', action: 'decide' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record || !canAccess) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <DecisionChoices
        actions={actionsFrom(record.state).filter((action) => !exclude.includes(action))}
        subject={record.name}
        button={{ variant: 'outlined' }}
        decide={(action, reason) => dataProvider.decideReview(Number(record.id), action, reason)}
        onDecided={(review, action, reason) => {
          // The message to the vendor is offered on the page (src/messages/MessagePanel.tsx), replacing the last one.
          offerMessages(decisionSubject(action, review.reason ?? reason), [reviewVendor(review)]);
          notifyText(notify, `${review.name}: ${translate(`app.review.states.${review.state}`)}`, 'success');
          onDecided?.(review);
        }}
      />
    </Stack>
  );
}
