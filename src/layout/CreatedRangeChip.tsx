/**
 * The creation-time range a work plan figure opened a list with, shown above the rows as a chip the admin
 * clears ("Waiting 4-7 days" ×): a short list always says why it is short. Nothing without such a range.
 */
import { Box, Chip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { bucketOfRange, CREATED_RANGE_KEYS, type CreatedRange } from '../domain/workPlan';
import { formatDateTime } from '../i18n';

export function CreatedRangeChip() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const range: CreatedRange = { created_after: filterValues?.created_after || undefined, created_until: filterValues?.created_until || undefined };
  if (!range.created_after && !range.created_until) return null;
  const bucket = bucketOfRange(range);
  const when = (iso: string | undefined) => formatDateTime(iso) || '-';
  const label = bucket ? translate(`app.ageFilter.${bucket}`) : translate('app.ageFilter.range', { from: when(range.created_after), until: when(range.created_until) });
  const clear = () => {
    const rest = Object.fromEntries(Object.entries(filterValues ?? {}).filter(([key]) => !(CREATED_RANGE_KEYS as readonly string[]).includes(key)));
    setFilters(rest, displayedFilters);
  };
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      {/* The whole chip clears, not only its small cross: an easier target on a phone. */}
      <Chip data-testid="created-range-filter" label={label} onClick={clear} onDelete={clear} aria-label={translate('app.ageFilter.clear', { filter: label })}
        color="primary"
        variant="outlined"
        // A long label (two times, or Tamil words) wraps inside a phone's width instead of widening the page.
        sx={{ height: 'auto', maxWidth: '100%', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      />
    </Box>
  );
}
