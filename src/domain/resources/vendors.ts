import { declareResource } from './types';

/**
 * The vendors across kinds by review state: SPEC 7's authorized and unauthorized vendor lists, drawn as the kinds'
 * tiles (src/queues/queueRoutes.tsx, not a <Resource>), the first entries of the menu's Vendors group, before each
 * kind's pending queue, and the dashboard's three vendor cards (SPEC section 2). Read by every role, against the legacy backend too (no capability); its calls are the
 * kinds' own and the dashboard counts' (src/domain/endpoints/dashboard.ts).
 */
export const vendors = declareResource({
  name: 'vendors',
  area: 'vendors',
  permissions: { read: 'read' },
  menu: [
    { group: 'vendors', label: 'app.menu.authorized', path: '/vendors/authorized' },
    { group: 'vendors', label: 'app.menu.unauthorized', path: '/vendors/unauthorized' },
  ],
  dashboard: [
    { label: 'app.dashboard.totalVendors', count: 'vendors.totalVendors', path: '/vendors' },
    { label: 'app.dashboard.authorizedVendors', count: 'vendors.totalAuthorizedVendors', path: '/vendors/authorized' },
    { label: 'app.dashboard.unauthorizedVendors', count: 'vendors.totalUnauthorizedVendors', path: '/vendors/unauthorized' },
  ],
  texts: { en: {}, ta: {} },
});
