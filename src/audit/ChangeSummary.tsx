/** The changed fields of one audit entry, each as "Label: before → after" in people's words (entryTexts.ts). */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../domain/review';
import { useVendorKinds } from '../vendorKinds/context';
import { fieldLabel, valueText } from './entryTexts';

export function ChangeSummary({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const registry = useVendorKinds();
  const translate = useTranslate();
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {fields.map((field) => (
        <li key={field}>
          {fieldLabel(translate, registry, field)}: {valueText(translate, field, entry.before?.[field])} →{' '}
          {valueText(translate, field, entry.after?.[field])}
        </li>
      ))}
    </Box>
  );
}
