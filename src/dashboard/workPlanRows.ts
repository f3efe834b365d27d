/** The work plan's queues as the dashboard's table shows them: a label, the figures and the lists they link to. */
import type { VendorKindRegistry } from '../domain/vendorKinds';
import { AGE_BUCKETS, bucketRange, type AgeBucket, type WorkPlan, type WorkQueue } from '../domain/workPlan';
import { adminPaths } from '../layout/adminPaths';

const DAY_MS = 86_400_000;

export interface WorkPlanRow {
  id: string;
  /** A catalogue key and its parameters (catalogue keys too). */
  label: { key: string; params?: Record<string, string> };
  waiting: number;
  /** Whole days the oldest has waited (null when none waits). */
  oldestDays: number | null;
  buckets: Record<AgeBucket, number>;
  /** The admin path of the list whose total is `waiting`; null when the admin has no such list. */
  listPath: string | null;
  /** The same list narrowed to each bucket's creation times, whose total is the bucket's figure; null without a list. */
  bucketPaths: Record<AgeBucket, string> | null;
}

export interface WorkPlanLists {
  /** The backend offers the documents queue (capability `documentsQueue`). */
  documentsQueue: boolean;
}

/** Whole days from `from` to `to`, as the review desk counts them. */
export const wholeDays = (from: string, to: string) => Math.max(0, Math.trunc((Date.parse(to) - Date.parse(from)) / DAY_MS));

/** A list path and the filter its total is the queue's with. */
type ListOf = { path: string; filter: Readonly<Record<string, unknown>> } | null;

function listOf(queue: WorkQueue, kinds: VendorKindRegistry, lists: WorkPlanLists): ListOf {
  switch (queue.queue) {
    case 'vendorKind': {
      const declaration = kinds.find((kind) => kind.kind === queue.key);
      return declaration ? { path: adminPaths.queue(declaration.resource, false), filter: {} } : null;
    }
    case 'reviewState':
      return { path: adminPaths.reviews, filter: { state: queue.key } };
    case 'callRequests':
      return { path: adminPaths.callRequests, filter: {} };
    case 'enquiries':
      return { path: adminPaths.callRequests, filter: { source: queue.key } };
    case 'documents':
      // Without the queue, each vendor's page shows its own documents only: no list to open.
      return lists.documentsQueue ? { path: adminPaths.documentsQueue, filter: { status: queue.key } } : null;
  }
}

function labelOf(queue: WorkQueue, kinds: VendorKindRegistry): WorkPlanRow['label'] | null {
  switch (queue.queue) {
    case 'vendorKind': {
      const declaration = kinds.find((kind) => kind.kind === queue.key);
      // A kind this admin build does not know has no screen to link to.
      return declaration ? { key: `resources.${declaration.resource}.action.unverifiedTitle` } : null;
    }
    case 'reviewState':
      return { key: 'app.dashboard.workPlan.reviewState', params: { state: `app.review.states.${queue.key}` } };
    case 'callRequests':
      return { key: 'app.dashboard.workPlan.callRequests' };
    case 'enquiries':
      return { key: 'app.dashboard.workPlan.enquiries' };
    case 'documents':
      return { key: 'app.dashboard.workPlan.documents' };
  }
}

function rowOf(queue: WorkQueue, kinds: VendorKindRegistry, generatedAt: string, lists: WorkPlanLists): WorkPlanRow | null {
  const label = labelOf(queue, kinds);
  if (!label) return null;
  const list = listOf(queue, kinds, lists);
  return {
    id: `${queue.queue}:${queue.key}`,
    label,
    waiting: queue.waiting,
    oldestDays: queue.oldestAt ? wholeDays(queue.oldestAt, generatedAt) : null,
    buckets: queue.buckets,
    listPath: list && adminPaths.withFilter(list.path, list.filter),
    bucketPaths:
      list &&
      (Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket, adminPaths.withFilter(list.path, { ...list.filter, ...bucketRange(bucket, generatedAt) })])) as Record<AgeBucket, string>),
  };
}

export function workPlanRows(plan: WorkPlan, kinds: VendorKindRegistry, lists: WorkPlanLists): WorkPlanRow[] {
  return plan.queues.flatMap((queue) => rowOf(queue, kinds, plan.generatedAt, lists) ?? []);
}

export { AGE_BUCKETS };
