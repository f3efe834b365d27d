import { adminPaths } from '../layout/adminPaths';
import type { VendorQueueCounts } from '../dataProvider/types';

export interface VendorTile {
  /** i18n key of the tile title. */
  label: string;
  path(verified: boolean): string;
  /** The vendor kind behind the tile, whose lists the backend must offer. */
  kind: string;
  /** Which of the data provider's queue counts the tile shows. */
  counts: keyof VendorQueueCounts;
}

/** The category tiles of /unauthorized/vendor and /vegetable/verifiedlist; every tile leads somewhere. */
export const vendorTiles: VendorTile[] = [
  { label: 'app.tiles.vegetables', kind: 'vegetable', counts: 'vegetableVendors', path: (verified) => adminPaths.queue('vegetableVendors', verified) },
  { label: 'app.tiles.professionals', kind: 'professional', counts: 'professionals', path: (verified) => adminPaths.queue('professionals', verified) },
  { label: 'app.tiles.hotels', kind: 'hotel', counts: 'hotels', path: (verified) => adminPaths.queue('hotels', verified) },
  { label: 'app.tiles.transport', kind: 'transport', counts: 'transports', path: (verified) => adminPaths.queue('transports', verified) },
  { label: 'app.tiles.restaurantsCafe', kind: 'hotel', counts: 'restaurants', path: (verified) => adminPaths.restaurantsQueue(verified) },
];
