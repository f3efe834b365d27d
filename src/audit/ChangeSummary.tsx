/**
 * The changed fields of one audit entry, each as "Label: before → after" in people's words (entryTexts.ts); ids and
 * file names are left out, and a photo's entry says all in its action ("Photo added").
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../domain/review';
import { useVendorKinds } from '../vendorKinds/context';
import { fieldLabel, isPhoto, isTechnicalField, valueText } from './entryTexts';

export function ChangeSummary({ entry }: { entry: Pick<AuditEntry, 'entity' | 'before' | 'after'> }) {
  const registry = useVendorKinds();
  const translate = useTranslate();
  if (isPhoto(entry.entity)) return null;
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter((field) => !isTechnicalField(field));
  if (fields.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {fields.map((field) => {
        const label = fieldLabel(translate, registry, field, entry.entity);
        const before = valueText(translate, field, entry.before?.[field], entry.entity);
        const after = valueText(translate, field, entry.after?.[field], entry.entity);
        // A decision names what it was about (the document) beside what changed: said once, not "A → A".
        const unchanged = entry.before && field in entry.before && before === after;
        return <li key={field}>{unchanged ? `${label}: ${after}` : `${label}: ${before} → ${after}`}</li>;
      })}
    </Box>
  );
}
