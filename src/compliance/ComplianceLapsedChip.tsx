/**
 * "Compliance lapsed" beside a vendor in the queues (capability `compliance`): our server flags an approved vendor
 * whose accepted, required document has expired (`compliance_lapsed`). Advisory only: nothing is suspended.
 * The same words as the expiry queue's marker. Outlined, because MUI's filled warning and info chips fail axe's
 * text contrast.
 */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCapabilities } from '../layout/useCapabilities';

/** Most rows are not lapsed: they stop here, before the capability hook a queue row would otherwise run each time. */
export function ComplianceLapsedChip() {
  const record = useRecordContext<{ compliance_lapsed?: unknown }>();
  return record?.compliance_lapsed === true ? <LapsedChip /> : null;
}

function LapsedChip() {
  const translate = useTranslate();
  const { has } = useCapabilities();
  if (!has('compliance')) return null;
  return <Chip size="small" variant="outlined" color="error" label={translate('resources.expiringDocuments.action.lapsed')} sx={{ ml: 1, verticalAlign: 'middle' }} />;
}
