/** How many vendors each queue holds (menu badges, vendor tiles); refetched after approvals and deletions. */
import { useQuery } from '@tanstack/react-query';
import { useBackgroundDataProvider } from '../layout/useBackgroundDataProvider';
import { vendorQueryKeys } from './vendorQueryKeys';

export function useQueueCounts() {
  const dataProvider = useBackgroundDataProvider();
  return useQuery({ queryKey: vendorQueryKeys.queueCounts, queryFn: () => dataProvider.vendorCounts() });
}
