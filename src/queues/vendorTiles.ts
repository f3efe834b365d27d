import { adminPaths } from '../layout/adminPaths';

export interface VendorTile {
  /** i18n key of the tile title. */
  label: string;
  path(verified: boolean): string;
  /** The vendor kind behind the tile, whose lists the backend must offer. */
  kind: string;
}

/** The category tiles of /unauthorized/vendor and /vegetable/verifiedlist; every tile leads somewhere. */
export const vendorTiles: VendorTile[] = [
  { label: 'app.tiles.vegetables', kind: 'vegetable', path: (verified) => adminPaths.queue('vegetableVendors', verified) },
  { label: 'app.tiles.professionals', kind: 'professional', path: (verified) => adminPaths.queue('professionals', verified) },
  { label: 'app.tiles.hotels', kind: 'hotel', path: (verified) => adminPaths.queue('hotels', verified) },
  { label: 'app.tiles.transport', kind: 'transport', path: (verified) => adminPaths.queue('transports', verified) },
  { label: 'app.tiles.restaurantsCafe', kind: 'hotel', path: (verified) => adminPaths.restaurantsQueue(verified) },
];
