import { Box, Typography } from '@mui/material';
import { DateField, useListContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../domain/review';
import { useVendorKinds } from '../vendorKinds/context';
import { AuditVendor } from './AuditVendor';
import { ChangeSummary } from './ChangeSummary';
import { actionLabel, entityLabel } from './entryTexts';
import { whoDid } from './VendorTimeline';

/**
 * The audit log on a phone: one stacked entry per line of the log (what, who and when, the vendor, the
 * reason, the changes), so nothing needs a sideways scroll. The same texts as the table on wider screens.
 */
export function AuditStack() {
  const translate = useTranslate();
  const registry = useVendorKinds();
  const { data } = useListContext<AuditEntry>();
  const field = (name: string) => translate(`resources.audit.fields.${name}`);
  return (
    <Box component="ul" aria-label={translate('resources.audit.name', { smart_count: 2 })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {(data ?? []).map((entry) => (
        <Box component="li" key={entry.id} sx={{ borderBottom: 1, borderColor: 'divider', px: 1, py: 1.5, overflowWrap: 'anywhere' }}>
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
          {entry.reason ? (
            <Typography variant="body2">
              {field('reason')}: {entry.reason}
            </Typography>
          ) : null}
          <Typography variant="body2" component="div">
            <ChangeSummary entry={entry} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
