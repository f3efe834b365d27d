/**
 * The queue the admin last worked in, per vendor resource (its filters, sort and URL), so "Approve and next"
 * on a detail page opens the next vendor of that same queue. A detail page opened by a shared URL falls back
 * to the kind's unverified queue, oldest first.
 */
import { useCallback } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import type { VendorResource } from '../dataProvider/types';
import { adminPaths } from '../layout/adminPaths';

export interface QueueState {
  /** The whole filter sent to getList: the admin's filters, the queue's fixed filter and `verified`. */
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The list's path with its query string, to go back to when the queue is done. */
  path: string;
}

export const OLDEST_FIRST = { field: 'created_at', order: 'ASC' } as const;

/** Rows per page of a queue. */
export const QUEUE_PAGE_SIZE = 10;

/** The page a queue opens on before the admin changes its filters, sort or page (what the dashboard fetches ahead). */
export function queueOpeningPage(verified: boolean, filter?: Record<string, unknown>) {
  return { pagination: { page: 1, perPage: QUEUE_PAGE_SIZE }, sort: OLDEST_FIRST, filter: { ...filter, verified } };
}

export function defaultQueue(resource: VendorResource): QueueState {
  return { filter: { verified: false }, sort: OLDEST_FIRST, path: adminPaths.queue(resource, false) };
}

export function useLastQueue(resource: VendorResource) {
  return useStore<QueueState | undefined>(`${resource}.lastQueue`, undefined);
}

/** Records the queue shown without subscribing to it: a list that remembers itself is not drawn again for it. */
export function useRememberQueue(resource: VendorResource) {
  const { setItem } = useStoreContext();
  return useCallback((queue: QueueState) => setItem(`${resource}.lastQueue`, queue), [setItem, resource]);
}
