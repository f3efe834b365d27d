import { Typography } from '@mui/material';
import { DateField, useTranslate } from 'react-admin';
import type { AuditEntry } from '../domain/review';
import { useVendorKinds } from '../vendorKinds/context';
import { AuditVendor } from './AuditVendor';
import { ChangeSummary } from './ChangeSummary';
import { EntryReason } from './EntryReason';
import { RecordStack } from '../layout/RecordStack';
import { actionLabel, entityLabel } from './entryTexts';
import { whoDid } from './VendorTimeline';

/**
 * The audit log on a phone: one stacked entry per line of the log (what, who and when, the vendor, the
 * reason, the changes), so nothing needs a sideways scroll. The same texts as the table on wider screens.
 */
export function AuditStack() {
  const translate = useTranslate();
  const registry = useVendorKinds();
  const field = (name: string) => translate(`resources.audit.fields.${name}`);
  return (
    <RecordStack<AuditEntry> label={translate('resources.audit.name', { smart_count: 2 })} itemSx={{ overflowWrap: 'anywhere' }}>
      {(entry) => (
        <>
          <Typography variant="subtitle2" component="p">
            {actionLabel(translate, registry, entry)} · {entityLabel(translate, registry, entry.entity)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {whoDid(translate, entry)}, <DateField record={entry} source="at" showTime component="span" />
            {entry.vendor_id !== null ? (
              <>
                {` · ${field('vendor_id')} `}
                <AuditVendor entry={entry} />
              </>
            ) : null}
          </Typography>
          <EntryReason entry={entry} />
          <Typography variant="body2" component="div">
            <ChangeSummary entry={entry} />
          </Typography>
        </>
      )}
    </RecordStack>
  );
}
