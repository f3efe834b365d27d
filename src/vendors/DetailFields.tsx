/** Read-only rows of a vendor: label and value, the maps Direction link, and the password masked with reveal. */
import { useState } from 'react';
import { Box, IconButton, Link, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useRecordContext, useTranslate } from 'react-admin';
import { mapsUrl } from '../domain/media';
import type { VendorResource } from '../dataProvider/types';

export interface DetailField {
  source: string;
  /** 'maps' renders the Direction link; 'password' masks the value behind a reveal toggle. */
  type?: 'text' | 'maps' | 'password';
}

export function DetailFields({ resource, fields }: { resource: VendorResource; fields: DetailField[] }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  if (!record) return null;
  // The server never sends vendor passwords today; the row appears only when a backend does.
  const shown = fields.filter((field) => field.type !== 'password' || typeof record[field.source] === 'string');
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {shown.map((field) => (
        <Box key={field.source} sx={{ display: 'contents' }}>
          <Typography component="dt" fontWeight={600}>
            {field.type === 'maps' ? translate('app.vendor.direction') : translate(`resources.${resource}.fields.${field.source}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <FieldValue type={field.type ?? 'text'} value={record[field.source]} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function FieldValue({ type, value }: { type: NonNullable<DetailField['type']>; value: unknown }) {
  const translate = useTranslate();
  if (type === 'maps') {
    const url = mapsUrl(typeof value === 'string' ? value : null);
    return url ? (
      <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={translate('app.vendor.directionLabel')}>
        {translate('app.vendor.direction')}
      </Link>
    ) : (
      <>{translate('app.vendor.noDirection')}</>
    );
  }
  if (type === 'password') return <MaskedPassword value={String(value)} />;
  return <>{value === null || value === undefined || value === '' ? '—' : String(value)}</>;
}

function MaskedPassword({ value }: { value: string }) {
  const translate = useTranslate();
  const [revealed, setRevealed] = useState(false);
  return (
    <>
      <span>{revealed ? value : '•'.repeat(Math.max(value.length, 8))}</span>
      <IconButton size="small" aria-pressed={revealed} aria-label={translate(revealed ? 'app.vendor.hidePassword' : 'app.vendor.revealPassword')} onClick={() => setRevealed((r) => !r)}>
        {revealed ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </>
  );
}
