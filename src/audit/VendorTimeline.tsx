/** One vendor's history, oldest first: who, when, what changed before → after, and the reason. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import type { AppDataProvider } from '../dataProvider/types';
import { useCapabilities } from '../layout/useCapabilities';
import type { AuditEntry } from '../domain/review';
import { errorText } from '../layout/errorText';
import { useVendorKinds } from '../vendorKinds/context';
import { ChangeSummary } from './ChangeSummary';
import { actionLabel } from './entryTexts';

export const historyQueryKey = (userId: number) => ['reviews', 'history', userId] as const;

export const whoDid = (entry: AuditEntry) => (entry.actor === 'vendor' ? 'The vendor' : (entry.admin_name ?? 'An admin'));

/** Shown only where the backend offers reviewDesk; a legacy backend is never asked. */
export function VendorTimeline({ userId }: { userId: number }) {
  const { has } = useCapabilities();
  return has('reviewDesk') ? <Timeline userId={userId} /> : null;
}

function Timeline({ userId }: { userId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const registry = useVendorKinds();
  const { data, error, isPending } = useQuery({
    queryKey: historyQueryKey(userId),
    queryFn: () => dataProvider.reviewHistory(userId),
  });
  return (
    <Box component="section" aria-labelledby={`timeline-${userId}`} sx={{ mt: 2 }}>
      <Typography id={`timeline-${userId}`} variant="h6" component="h2">
        History
      </Typography>
      {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
      {!isPending && !error && data?.length === 0 ? <Typography color="text.secondary">Nothing recorded yet.</Typography> : null}
      <Box component="ol" aria-label="Vendor history" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.map((entry) => (
          <Box component="li" key={entry.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, py: 1 }}>
            <Typography variant="body2" component="div">
              <strong>{actionLabel(registry, entry)}</strong> by {whoDid(entry)},{' '}
              <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
            </Typography>
            {entry.reason ? <Typography variant="body2">Reason: {entry.reason}</Typography> : null}
            <ChangeSummary entry={entry} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
