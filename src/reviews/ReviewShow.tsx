/**
 * One vendor at the desk: opening it claims the vendor (others see who holds it; another admin's claim is
 * shown, not taken), leaving releases it. The decisions its state allows, and its history.
 */
import { useEffect, useState } from 'react';
import { Labeled, Show, TextField, useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../dataProvider/types';
import type { ReviewRecord } from '../domain/review';
import { errorText } from '../layout/errorText';
import { VendorTimeline } from '../audit/VendorTimeline';
import { DecisionButtons } from './DecisionButtons';
import { STATE_LABELS } from './messages';

export function ReviewShow() {
  const { id } = useParams();
  const claim = useClaim(Number(id));
  return (
    <Show resource="reviews" emptyWhileLoading>
      <Stack spacing={2} sx={{ p: 2 }}>
        {claim.error ? <Alert severity="info">{claim.error}</Alert> : null}
        <ReviewSummary />
        <DecisionButtons />
        <Timeline />
      </Stack>
    </Show>
  );
}

/** Claims on opening, releases on leaving; a role that cannot decide does not claim. */
function useClaim(userId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ resource: 'reviews', action: 'claim' });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!canAccess || !Number.isInteger(userId)) return;
    let leaving = false;
    let claimed = false;
    const release = () => void dataProvider.releaseReview(userId).catch(() => undefined);
    dataProvider
      .claimReview(userId)
      .then(() => {
        claimed = true;
        // Left before the claim was answered: let it go at once rather than hold the vendor for nothing.
        if (leaving) release();
        else setError(null);
      })
      .catch((reason: unknown) => !leaving && setError(errorText(reason)))
      .finally(() => void queryClient.invalidateQueries({ queryKey: ['reviews'] }));
    return () => {
      leaving = true;
      if (claimed) release();
    };
  }, [canAccess, userId, dataProvider, queryClient]);
  return { error };
}

function ReviewSummary() {
  const record = useRecordContext<ReviewRecord>();
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ flexWrap: 'wrap' }}>
      <Labeled source="name">
        <TextField source="name" />
      </Labeled>
      <Labeled source="kind">
        <TextField source="kind" />
      </Labeled>
      <Labeled source="city">
        <TextField source="city" />
      </Labeled>
      <Labeled source="state">
        <Typography variant="body2">{STATE_LABELS[record.state]}</Typography>
      </Labeled>
      <Labeled source="days_waiting">
        <Typography variant="body2">{record.days_waiting}</Typography>
      </Labeled>
      <Labeled source="claimed_by_name">
        <Typography variant="body2">{record.claimed_by_name ?? 'Nobody'}</Typography>
      </Labeled>
      {record.reason ? (
        <Labeled source="reason">
          <TextField source="reason" />
        </Labeled>
      ) : null}
    </Stack>
  );
}

function Timeline() {
  const record = useRecordContext<ReviewRecord>();
  return record ? <VendorTimeline userId={Number(record.id)} /> : null;
}
