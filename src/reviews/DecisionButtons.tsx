/**
 * The decisions a vendor's state allows (actionsFrom), each behind its reason dialog; refusals (409, 400) are
 * shown in the server's plain words. Hidden for a role that cannot decide.
 */
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Stack } from '@mui/material';
import type { AppDataProvider } from '../dataProvider/types';
import { actionsFrom, type ReviewAction, type ReviewRecord } from '../domain/review';
import { errorText, notifyText } from '../layout/errorText';
import { DecisionDialog } from './DecisionDialog';
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
  const [chosen, setChosen] = useState<ReviewAction | null>(null);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const decide = useMutation({
    mutationFn: ({ action, reason }: { action: ReviewAction; reason?: string }) => dataProvider.decideReview(Number(record?.id), action, reason),
    onSuccess: (review, { action, reason }) => {
      setChosen(null);
      // The message to the vendor is offered on the page (src/messages/MessagePanel.tsx), replacing the last one.
      offerMessages(decisionSubject(action, review.reason ?? reason), [reviewVendor(review)]);
      notifyText(notify, `${review.name}: ${translate(`app.review.states.${review.state}`)}`, 'success');
      onDecided?.(review);
    },
    onError: (error) => notifyText(notify, errorText(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
  if (!record || !canAccess) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {actionsFrom(record.state)
        .filter((action) => !exclude.includes(action))
        .map((action) => (
          <Button key={action} variant="outlined" onClick={() => setChosen(action)}>
            {translate(`app.review.actions.${action}`)}
          </Button>
        ))}
      {chosen && (
        <DecisionDialog
          key={chosen}
          action={chosen}
          subject={record.name}
          open
          pending={decide.isPending}
          onClose={() => setChosen(null)}
          onConfirm={(reason) => decide.mutate({ action: chosen, reason })}
        />
      )}
    </Stack>
  );
}
