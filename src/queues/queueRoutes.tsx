/**
 * Routes of the vendor tile screens, plus every admin path of the SPEC redirecting to its equivalent screen,
 * so old bookmarks and links keep working.
 */
import { lazyScreen } from '../layout/lazyResource';
import { Route } from 'react-router-dom';
import type { VendorResource } from '../dataProvider/types';
import { AdminRedirect } from '../layout/AdminRedirect';
import { adminPaths } from '../layout/adminPaths';
import { LegacyDetailRedirect } from './LegacyDetailRedirect';

const VendorTiles = lazyScreen(() => import('./VendorTiles').then((m) => m.VendorTiles));

const legacyLists: [string, string][] = [
  ['/dashboard', adminPaths.dashboard],
  ['/unauthorized/vendor', adminPaths.unauthorizedVendors],
  ['/vegetable/verifiedlist', adminPaths.authorizedVendors],
  ['/vegetable/unauthorized', adminPaths.queue('vegetableVendors', false)],
  ['/vegetable/verifiedtable', adminPaths.queue('vegetableVendors', true)],
  ['/unverified/professional/list', adminPaths.queue('professionals', false)],
  ['/verified/professional/list', adminPaths.queue('professionals', true)],
  ['/unverified/transport/list', adminPaths.queue('transports', false)],
  ['/verified/transport/list', adminPaths.queue('transports', true)],
  ['/unverified/hotel/list', adminPaths.queue('hotels', false)],
];

const legacyDetails: [string, VendorResource, boolean][] = [
  ['/vegetable/detailing', 'vegetableVendors', false],
  ['/verified/vegetable/detailing', 'vegetableVendors', false],
  ['/verified/detailpage', 'vegetableVendors', true],
  ['/unverified/professional/detailing', 'professionals', false],
  ['/verified/professional/details', 'professionals', true],
  ['/unverified/transport/detailing', 'transports', false],
  ['/verified/transport/detailing', 'transports', true],
  ['/hotel/detailing', 'hotels', false],
];

export const queueRoutes = [
  <Route key="tiles-all" path={adminPaths.allVendors} element={<VendorTiles />} />,
  <Route key="tiles-authorized" path={adminPaths.authorizedVendors} element={<VendorTiles verified />} />,
  <Route key="tiles-unauthorized" path={adminPaths.unauthorizedVendors} element={<VendorTiles verified={false} />} />,
  ...legacyLists.map(([from, to]) => <Route key={from} path={from} element={<AdminRedirect to={to} />} />),
  ...legacyDetails.map(([from, resource, verified]) => (
    <Route key={from} path={from} element={<LegacyDetailRedirect resource={resource} verified={verified} />} />
  )),
];
