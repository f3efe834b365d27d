/** A grievance's clock as a chip: overdue (red), due today (amber), the due date, or resolved. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GrievanceRecord } from '../domain/grievances';
import { formatDateTime } from '../i18n';

export function ClockChip({ record }: { record: Pick<GrievanceRecord, 'standing' | 'due_at'> }) {
  const translate = useTranslate();
  const date = record.due_at ? formatDateTime(record.due_at) : '';
  const color = record.standing === 'overdue' ? 'error' : record.standing === 'dueToday' ? 'warning' : record.standing === 'stopped' ? 'success' : 'default';
  return <Chip size="small" color={color} variant={record.standing === 'running' ? 'outlined' : 'filled'} label={translate(`app.grievances.standing.${record.standing}`, { date })} />;
}
