/** How many vendors each queue holds (menu badges, vendor tiles); refetched after approvals and deletions. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import { vendorQueryKeys } from './vendorQueryKeys';

export function useQueueCounts() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: vendorQueryKeys.queueCounts, queryFn: () => dataProvider.vendorCounts() });
}
