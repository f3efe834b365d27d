import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';

/** Under the `reviews` key, so every decision (which invalidates `reviews`) refreshes the counts. */
export function useReviewCounts() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['reviews', 'counts'], queryFn: () => dataProvider.reviewCounts() });
}
