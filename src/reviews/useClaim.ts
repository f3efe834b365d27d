/**
 * Claims a vendor under review while its page is open (others see who holds it; another admin's claim is
 * reported, not taken) and releases it on leaving; a role that cannot decide does not claim.
 */
import { useEffect, useState } from 'react';
import { useCanAccess, useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../dataProvider/types';
import { errorText } from '../layout/errorText';

/** `userId` null: nothing to claim (no review desk, or a vendor not under review). */
export function useClaim(userId: number | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ resource: 'reviews', action: 'claim' });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!canAccess || userId === null || !Number.isInteger(userId)) return;
    let leaving = false;
    let claimed = false;
    const release = () => void dataProvider.releaseReview(userId).catch(() => undefined);
    dataProvider
      .claimReview(userId)
      .then(() => {
        claimed = true;
        // Left before the claim was answered: let it go at once rather than hold the vendor for nothing.
        if (leaving) release();
        else setError(null);
      })
      .catch((reason: unknown) => !leaving && setError(errorText(reason)))
      .finally(() => void queryClient.invalidateQueries({ queryKey: ['reviews'] }));
    return () => {
      leaving = true;
      if (claimed) release();
    };
  }, [canAccess, userId, dataProvider, queryClient]);
  return { error };
}
