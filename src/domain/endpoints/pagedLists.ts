/**
 * Extension `pagedLists`: the vendor queues paged, filtered, searched and sorted by the server (ra-data-simple-rest
 * conventions) and the counts per kind and state. Not one resource's (every vendor kind's, by `{kind}`): the server
 * registers its routes at them (server/routes/pagedLists.ts) and the admin calls them (src/dataProvider/paged.ts).
 */
import type { EndpointSpec } from '../vendorKinds/types';

export const PAGED_LIST_ENDPOINTS = {
  vendors: 'GET /api/lists/vendors/{kind}',
  vendor: 'GET /api/lists/vendors/{kind}/{id}',
  vendorCounts: 'GET /api/lists/vendorCounts',
} as const satisfies Readonly<Record<string, EndpointSpec>>;
