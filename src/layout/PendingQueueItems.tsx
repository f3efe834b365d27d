/** One menu entry per vendor kind's unverified queue, with a badge of how many vendors wait there. */
import { Menu, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { useQueueCounts } from '../vendors/useQueueCounts';
import { adminPaths } from './adminPaths';
import { useAdminHref } from './useAdminHref';
import { useCapabilities } from './useCapabilities';
import type { VendorQueueCounts } from '../dataProvider/types';

const kinds: { key: keyof VendorQueueCounts; label: string; path: string; needsHotelLists: boolean }[] = [
  { key: 'vegetableVendors', label: 'app.menu.pendingVegetables', path: adminPaths.queue('vegetableVendors', false), needsHotelLists: false },
  { key: 'professionals', label: 'app.menu.pendingProfessionals', path: adminPaths.queue('professionals', false), needsHotelLists: false },
  { key: 'transports', label: 'app.menu.pendingTransports', path: adminPaths.queue('transports', false), needsHotelLists: false },
  { key: 'hotels', label: 'app.menu.pendingHotels', path: adminPaths.queue('hotels', false), needsHotelLists: true },
  { key: 'restaurants', label: 'app.menu.pendingRestaurants', path: adminPaths.restaurantsQueue(false), needsHotelLists: true },
];

/** Read by screen readers, not shown (the badge's number says it visually). */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

export function PendingQueueItems() {
  const translate = useTranslate();
  const href = useAdminHref();
  const { has } = useCapabilities();
  const { data: counts } = useQueueCounts();
  return (
    <>
      {kinds
        .filter((kind) => !kind.needsHotelLists || has('hotelLists'))
        .map((kind) => {
          const pending = counts?.[kind.key]?.unverified;
          return (
            <Menu.Item
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
