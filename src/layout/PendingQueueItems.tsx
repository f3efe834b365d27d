/** One menu entry per vendor kind's unverified queue, with a badge of how many vendors wait there. */
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { useQueueCounts } from '../vendors/useQueueCounts';
import { adminPaths } from './adminPaths';
import { AppMenuItem } from './AppMenuItem';
import { useAdminHref } from './useAdminHref';
import { useCapabilities } from './useCapabilities';
import type { VendorQueueCounts } from '../dataProvider/types';

const kinds: { key: keyof VendorQueueCounts; kind: string; label: string; path: string }[] = [
  { key: 'vegetableVendors', kind: 'vegetable', label: 'app.menu.pendingVegetables', path: adminPaths.queue('vegetableVendors', false) },
  { key: 'professionals', kind: 'professional', label: 'app.menu.pendingProfessionals', path: adminPaths.queue('professionals', false) },
  { key: 'transports', kind: 'transport', label: 'app.menu.pendingTransports', path: adminPaths.queue('transports', false) },
  { key: 'hotels', kind: 'hotel', label: 'app.menu.pendingHotels', path: adminPaths.queue('hotels', false) },
  { key: 'restaurants', kind: 'hotel', label: 'app.menu.pendingRestaurants', path: adminPaths.restaurantsQueue(false) },
];

/** Read by screen readers, not shown (the badge's number says it visually). */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

export function PendingQueueItems() {
  const translate = useTranslate();
  const href = useAdminHref();
  const { offers } = useCapabilities();
  const { data: counts } = useQueueCounts();
  return (
    <>
      {kinds
        .filter((kind) => offers(kind.kind, 'lists'))
        .map((kind) => {
          const pending = counts?.[kind.key]?.unverified;
          return (
            <AppMenuItem
              key={kind.key}
              to={href(kind.path)}
              sx={{ pl: 4 }}
              primaryText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, width: '100%' }}>
                  <span>{translate(kind.label)}</span>
                  {pending !== undefined && (
                    <Box component="span" sx={{ bgcolor: pending > 0 ? 'error.main' : 'grey.700', color: 'common.white', borderRadius: 10, px: 1, fontSize: '0.75rem', lineHeight: '1.25rem' }}>
                      {pending}
                      <Box component="span" sx={visuallyHidden}>
                        {` ${translate('app.menu.pending')}`}
                      </Box>
                    </Box>
                  )}
                </Box>
              }
            />
          );
        })}
    </>
  );
}
