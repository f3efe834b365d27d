import { adminPaths } from '../layout/adminPaths';
import type { VendorQueueCounts } from '../dataProvider/types';

export interface VendorTile {
  /** i18n key of the tile title. */
  label: string;
  path(verified: boolean): string;
  /** Which of the data provider's queue counts the tile shows. */
  counts: keyof VendorQueueCounts;
}

/** The category tiles of /unauthorized/vendor and /vegetable/verifiedlist; every tile leads somewhere. */
export const vendorTiles: VendorTile[] = [
  { label: 'app.tiles.vegetables', counts: 'vegetableVendors', path: (verified) => adminPaths.queue('vegetableVendors', verified) },
  { label: 'app.tiles.professionals', counts: 'professionals', path: (verified) => adminPaths.queue('professionals', verified) },
  { label: 'app.tiles.hotels', counts: 'hotels', path: (verified) => adminPaths.queue('hotels', verified) },
  { label: 'app.tiles.transport', counts: 'transports', path: (verified) => adminPaths.queue('transports', verified) },
  { label: 'app.tiles.restaurantsCafe', counts: 'restaurants', path: (verified) => adminPaths.restaurantsQueue(verified) },
];
