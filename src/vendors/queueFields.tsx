/** The work-list cells of a vendor queue: whether a poster is set (approval needs one) and how long the vendor waits. */
import { Chip } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import HideImageIcon from '@mui/icons-material/HideImageOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import type { VendorRecord } from '../dataProvider/types';

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysWaiting(createdAt: string | undefined, now = Date.now()): number | null {
  const applied = createdAt ? Date.parse(createdAt) : NaN;
  return Number.isNaN(applied) ? null : Math.max(0, Math.floor((now - applied) / DAY_MS));
}

export function PosterMark({ record: given }: { record?: VendorRecord }) {
  const translate = useTranslate();
  const record = useRecordContext<VendorRecord>({ record: given });
  if (!record) return null;
  return record.poster ? (
    <Chip component="span" size="small" color="success" variant="outlined" icon={<ImageIcon />} label={translate('app.queue.posterSet')} />
  ) : (
    <Chip component="span" size="small" variant="outlined" icon={<HideImageIcon />} label={translate('app.queue.noPoster')} />
  );
}

export function WaitingDays({ record: given }: { record?: VendorRecord }) {
  const translate = useTranslate();
  const record = useRecordContext<VendorRecord>({ record: given });
  const days = daysWaiting(record?.created_at);
  return days === null ? null : <>{translate('app.queue.days', { smart_count: days })}</>;
}
