/** One of a breach's report clocks as a chip: overdue (red), due soon (amber), the due time, or reported. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BreachClock, BreachRecord } from '../domain/breaches';
import { formatDateTime } from '../i18n';

export const clockFields = (record: BreachRecord, clock: BreachClock) =>
  clock === 'certIn'
    ? { due: record.cert_in_due, reportedAt: record.cert_in_reported_at, standing: record.cert_in_standing }
    : { due: record.board_due, reportedAt: record.board_reported_at, standing: record.board_standing };

export function BreachClockChip({ record, clock }: { record: BreachRecord; clock: BreachClock }) {
  const translate = useTranslate();
  const { due, reportedAt, standing } = clockFields(record, clock);
  const color = standing === 'overdue' ? 'error' : standing === 'dueSoon' ? 'warning' : standing === 'stopped' ? 'success' : 'default';
  const label =
    standing === 'stopped'
      ? reportedAt
        ? translate('app.breaches.reportedAt', { date: formatDateTime(reportedAt) })
        : translate('app.breaches.closed')
      : translate(`app.breaches.standing.${standing}`, { date: formatDateTime(due) });
  return (
    <Chip
      size="small"
      color={color}
      variant={standing === 'running' ? 'outlined' : 'filled'}
      label={label}
      aria-label={`${translate(`app.breaches.clocks.${clock}`)}: ${label}`}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
