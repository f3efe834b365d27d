/** The work plan's queues as the dashboard's table shows them: a label, the figures and the list each links to. */
import type { VendorKindRegistry } from '../domain/vendorKinds';
import { AGE_BUCKETS, type AgeBucket, type WorkPlan, type WorkQueue } from '../domain/workPlan';
import { adminPaths } from '../layout/adminPaths';

const DAY_MS = 86_400_000;

export interface WorkPlanRow {
  id: string;
  /** A catalogue key and its parameters, or a text of the kind's declaration. */
  label: { key: string; params?: Record<string, string> } | { text: string };
  waiting: number;
  /** Whole days the oldest has waited (null when none waits). */
  oldestDays: number | null;
  buckets: Record<AgeBucket, number>;
  /** The admin path of the list whose total is `waiting`; null when the admin has no such list. */
  listPath: string | null;
}

/** Whole days from `from` to `to`, as the review desk counts them. */
export const wholeDays = (from: string, to: string) => Math.max(0, Math.trunc((Date.parse(to) - Date.parse(from)) / DAY_MS));

function rowOf(queue: WorkQueue, kinds: VendorKindRegistry, generatedAt: string): WorkPlanRow | null {
  const common = {
    id: `${queue.queue}:${queue.key}`,
    waiting: queue.waiting,
    oldestDays: queue.oldestAt ? wholeDays(queue.oldestAt, generatedAt) : null,
    buckets: queue.buckets,
  };
  switch (queue.queue) {
    case 'vendorKind': {
      const declaration = kinds.find((kind) => kind.kind === queue.key);
      // A kind this admin build does not know has no screen to link to.
      if (!declaration) return null;
      return { ...common, label: { key: `resources.${declaration.resource}.action.unverifiedTitle` }, listPath: adminPaths.withFilter(adminPaths.queue(declaration.resource, false), {}) };
    }
    case 'reviewState':
      return { ...common, label: { key: 'app.dashboard.workPlan.reviewState', params: { state: `app.review.states.${queue.key}` } }, listPath: adminPaths.withFilter(adminPaths.reviews, { state: queue.key }) };
    case 'callRequests':
      return { ...common, label: { key: 'app.dashboard.workPlan.callRequests' }, listPath: adminPaths.withFilter(adminPaths.callRequests, {}) };
    case 'enquiries':
      return { ...common, label: { key: 'app.dashboard.workPlan.enquiries' }, listPath: adminPaths.withFilter(adminPaths.callRequests, { source: queue.key }) };
    case 'documents':
      // No admin list gathers the documents waiting for a check yet: each vendor's page shows its own.
      return { ...common, label: { key: 'app.dashboard.workPlan.documents' }, listPath: null };
  }
}

export function workPlanRows(plan: WorkPlan, kinds: VendorKindRegistry): WorkPlanRow[] {
  return plan.queues.flatMap((queue) => rowOf(queue, kinds, plan.generatedAt) ?? []);
}

export { AGE_BUCKETS };
