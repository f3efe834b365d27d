/** The changed fields of one audit entry, each as "field: before → after". */
import { Box } from '@mui/material';
import type { AuditEntry } from '../domain/review';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export function ChangeSummary({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {fields.map((field) => (
        <li key={field}>
          {field}: {shown(entry.before?.[field])} → {shown(entry.after?.[field])}
        </li>
      ))}
    </Box>
  );
}

/** What an entry did, in words: a decision by its label, else the write and the table. */
export function describeAction(entry: Pick<AuditEntry, 'action' | 'entity'>, decisionLabel: (action: string) => string | undefined): string {
  if (entry.action.startsWith('review.')) return decisionLabel(entry.action.slice('review.'.length)) ?? entry.action;
  return `${entry.action} ${entry.entity}`;
}
