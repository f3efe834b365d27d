/** One vendor's history, oldest first: who, when, what changed before → after, and the reason. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type TranslateFunction } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import type { AppDataProvider } from '../dataProvider/types';
import { useCapabilities } from '../layout/useCapabilities';
import type { AuditEntry } from '../domain/review';
import { errorText } from '../layout/errorText';
import { formatDateTime } from '../i18n';
import { useVendorKinds } from '../vendorKinds/context';
import { ChangeSummary } from './ChangeSummary';
import { EntryReason } from './EntryReason';
import { actionLabel } from './entryTexts';

export const historyQueryKey = (userId: number) => ['reviews', 'history', userId] as const;

export const whoDid = (translate: TranslateFunction, entry: AuditEntry) =>
  entry.actor === 'vendor' ? translate('app.audit.theVendor') : (entry.admin_name ?? translate('app.audit.anAdmin'));

/** Shown only where the backend offers reviewDesk; a legacy backend is never asked. */
export function VendorTimeline({ userId }: { userId: number }) {
  const { has } = useCapabilities();
  return has('reviewDesk') ? <Timeline userId={userId} /> : null;
}

function Timeline({ userId }: { userId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const registry = useVendorKinds();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: historyQueryKey(userId),
    queryFn: () => dataProvider.reviewHistory(userId),
  });
  return (
    <Box component="section" aria-labelledby={`timeline-${userId}`} sx={{ mt: 2 }}>
      <Typography id={`timeline-${userId}`} variant="h6" component="h2">
        {translate('app.audit.history')}
      </Typography>
      {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
      {!isPending && !error && data?.length === 0 ? (
        <Typography color="text.secondary">{translate('app.audit.nothingYet')}</Typography>
      ) : null}
      <Box component="ol" aria-label={translate('app.audit.historyList')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.map((entry) => (
          <Box component="li" key={entry.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, py: 1, overflowWrap: 'anywhere' }}>
            <Typography variant="body2" component="div">
              <strong>{actionLabel(translate, registry, entry)}</strong>{' '}
              {translate('app.audit.by', { who: whoDid(translate, entry) })},{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </Typography>
            <EntryReason entry={entry} />
            <ChangeSummary entry={entry} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
