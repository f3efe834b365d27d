import { adminPaths } from '../layout/adminPaths';

export interface VendorTile {
  /** i18n key of the tile title. */
  label: string;
  path(verified: boolean): string;
}

/** The category tiles of /unauthorized/vendor and /vegetable/verifiedlist; every tile leads somewhere. */
export const vendorTiles: VendorTile[] = [
  { label: 'app.tiles.vegetables', path: (verified) => adminPaths.queue('vegetableVendors', verified) },
  { label: 'app.tiles.professionals', path: (verified) => adminPaths.queue('professionals', verified) },
  { label: 'app.tiles.hotels', path: (verified) => adminPaths.queue('hotels', verified) },
  { label: 'app.tiles.transport', path: (verified) => adminPaths.queue('transports', verified) },
  { label: 'app.tiles.restaurantsCafe', path: (verified) => adminPaths.restaurantsQueue(verified) },
];
