/**
 * Extension `workPlan` (docs/admin.md "Dashboard"), behind the admin session, read-only for every role:
 *   GET /api/admin/dashboard/workplan → src/domain/workPlan.ts WorkPlan: the queues with their ageing buckets,
 *     the last 12 weeks' applications, approvals and refusals, the funnel by kind and city, since the last visit.
 * Loading it records the visit of this admin (admin_dashboard_visits, not audited). The figures every admin
 * shares (queues, weeks, funnel) are computed once for concurrent calls and reused while no write they depend on
 * happened (workPlanDataKey) and for at most SHARED_FRESH_MS, so ages drift by seconds at most; `generatedAt`
 * says when they were computed. "Since your last visit" is this admin's own and computed on every call.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AGE_BUCKETS, WORK_PLAN_ENDPOINT } from '../../src/domain/workPlan.ts';
import type { ApiInstance } from '../openapi.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import { sessionTokenOf } from '../auth/sessions.ts';
import { recordVisit, sinceLastVisit, workFunnel, workPlanDataKey, workQueues, workWeeks } from '../repositories/workPlan.ts';
import type { WorkPlan } from '../../src/domain/workPlan.ts';
import { endpointRoute } from './endpointRoute.ts';
import { vendorKindConfigs } from './vendors/kinds.ts';

const time = z.string().describe('ISO-8601');
const buckets = z.object(Object.fromEntries(AGE_BUCKETS.map((b) => [b, z.number()])) as Record<(typeof AGE_BUCKETS)[number], z.ZodNumber>);
const workPlanAnswer = z.object({
  generatedAt: time,
  queues: z.array(
    z.object({
      queue: z.enum(['vendorKind', 'reviewState', 'callRequests', 'enquiries', 'documents']),
      key: z.string().describe('The kind, the review state, "website" for enquiries, "pending" for documents'),
      waiting: z.number(),
      oldestAt: time.nullable(),
      buckets: buckets.describe('Whole days since creation: today (0), 1-3, 4-7, older (8 and more)'),
    }),
  ),
  weeks: z.array(z.object({ from: time, to: time, applications: z.number(), approvals: z.number(), refusals: z.number() })).describe('12 seven-day windows ending now, oldest first'),
  funnel: z.array(
    z.object({
      kind: z.string(),
      city: z.string(),
      applied: z.number(),
      approved: z.number(),
      rejected: z.number(),
      medianDaysToDecision: z.number().nullable(),
    }),
  ).describe('Vendors who applied in the 12 weeks, by kind and city'),
  sinceLastVisit: z.object({
    since: time.nullable().describe("This admin's last sight of the work plan in an earlier session; null on the first visit"),
    applications: z.number(),
    callRequests: z.number(),
    enquiries: z.number(),
    documents: z.number(),
  }),
});

const SHARED_FRESH_MS = 10_000;

type SharedFigures = Omit<WorkPlan, 'sinceLastVisit'>;

export async function dashboardWorkPlanRoutes(app: ApiInstance) {
  const kinds = [...vendorKindConfigs(app.vendorKinds).keys()];
  let shared: { key: string; at: number; figures: Promise<SharedFigures> } | null = null;
  const compute = async (): Promise<SharedFigures> => {
    const now = Date.now();
    const [queues, weeks, funnel] = await Promise.all([workQueues(app.db, kinds, now), workWeeks(app.db, now), workFunnel(app.db, now)]);
    return { generatedAt: new Date(now).toISOString(), queues, weeks, funnel };
  };
  const sharedFigures = async (): Promise<SharedFigures> => {
    const key = await workPlanDataKey(app.db);
    if (!shared || shared.key !== key || Date.now() - shared.at >= SHARED_FRESH_MS) {
      const entry = { key, at: Date.now(), figures: compute() };
      shared = entry;
      // A failed computation is not kept: the next call tries again.
      entry.figures.catch(() => {
        if (shared === entry) shared = null;
      });
    }
    return shared.figures;
  };

  app.route({
    ...endpointRoute(WORK_PLAN_ENDPOINT),
    schema: { tags: ['dashboard'], response: { 200: workPlanAnswer } },
    handler: async (request) => {
      const now = Date.now();
      const sessionKey = createHash('sha256').update(sessionTokenOf(request) ?? '').digest('hex');
      const since = await recordVisit(app.db, sessionAdmin(request).id, sessionKey, now);
      const [figures, visit] = await Promise.all([sharedFigures(), sinceLastVisit(app.db, since, now)]);
      return { ...figures, sinceLastVisit: visit };
    },
  });
}
