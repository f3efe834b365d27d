/** A vendor's review (state, reason, claim) where the backend offers the review desk; undefined otherwise. */
import { useGetOne } from 'react-admin';
import type { ReviewRecord } from '../domain/review';
import { useCapabilities } from '../layout/useCapabilities';

export function useVendorReview(userId: number | undefined): ReviewRecord | undefined {
  const { has } = useCapabilities();
  const enabled = has('reviewDesk') && userId !== undefined;
  const { data } = useGetOne<ReviewRecord>('reviews', { id: userId ?? 0 }, { enabled });
  return enabled ? data : undefined;
}
