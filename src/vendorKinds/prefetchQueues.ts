/**
 * Each kind's unverified queue, its opening page fetched ahead once the dashboard is idle, so the admin's usual
 * next click (a queue) draws its rows from the cache. Only where the backend pages lists: on the whole-list path
 * a page costs the kind's whole list.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useCapabilities } from '../layout/useCapabilities';
import { prefetchListPage } from '../layout/prefetchList';
import { whenIdle } from '../layout/preloadableLazy';
import { queueOpeningPage } from '../vendors/lastQueue';
import { offersFeature } from '../domain/vendorKinds/derive';
import { useVendorKinds } from './context';

export function usePrefetchQueueOpenings(): void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const { capabilities, isPending } = useCapabilities();
  const kinds = useVendorKinds();
  useEffect(() => {
    if (isPending || !capabilities.has('pagedLists')) return;
    return whenIdle(() => {
      for (const kind of kinds) {
        if (offersFeature(capabilities, kind, 'lists')) void prefetchListPage(queryClient, dataProvider, kind.resource, queueOpeningPage(false));
      }
    });
  }, [isPending, capabilities, kinds, queryClient, dataProvider]);
}
