import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../domain/review';

/** The reason the admin gave for a logged action, when there is one. */
export function EntryReason({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  if (!entry.reason) return null;
  return (
    <Typography variant="body2">
      {translate('resources.audit.fields.reason')}: {entry.reason}
    </Typography>
  );
}
