/**
 * The review desk's list as the admin left it (tab filter, sort, URL) and the vendor opened from it, so the
 * vendor page (the decision page) can go back to the desk and "Approve and next" opens the desk's next vendor.
 * A vendor page opened any other way (a queue, a shared URL) keeps its kind's queue.
 */
import { useCallback } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import type { ReviewRecord } from '../domain/review';
import { declarationOfKind } from '../domain/vendorKinds';
import { useVendorKinds } from '../vendorKinds/context';

export interface DeskTrail {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The desk's path with its query string. */
  path: string;
  /** The vendor (user id) opened from the desk. */
  openedId: number;
}

const KEY = 'reviews.deskTrail';

export function useDeskTrail() {
  return useStore<DeskTrail | undefined>(KEY, undefined);
}

/** Records the trail without subscribing to it. */
export function useRememberDeskTrail() {
  const { setItem } = useStoreContext();
  return useCallback((trail: DeskTrail) => setItem(KEY, trail), [setItem]);
}

/** The admin path of a reviewed vendor's page: the page of its kind (review ids are vendor user ids). */
export function useVendorPagePath() {
  const kinds = useVendorKinds();
  const href = useAdminHref();
  return useCallback(
    (review: Pick<ReviewRecord, 'id' | 'kind'>) => href(adminPaths.show(declarationOfKind(kinds, review.kind).resource, review.id)),
    [kinds, href],
  );
}
