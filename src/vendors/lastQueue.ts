/**
 * The queue the admin last worked in, per vendor resource (its filters, sort and URL), so "Approve and next"
 * on a detail page opens the next vendor of that same queue. A detail page opened by a shared URL falls back
 * to the kind's unverified queue, oldest first.
 */
import { useStore } from 'react-admin';
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

export function defaultQueue(resource: VendorResource): QueueState {
  return { filter: { verified: false }, sort: OLDEST_FIRST, path: adminPaths.queue(resource, false) };
}

export function useLastQueue(resource: VendorResource) {
  return useStore<QueueState | undefined>(`${resource}.lastQueue`, undefined);
}
