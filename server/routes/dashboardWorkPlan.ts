/**
 * Extension `workPlan` (docs/admin.md "Dashboard"), behind the admin session, read-only for every role:
 *   GET /api/admin/dashboard/workplan → src/domain/workPlan.ts WorkPlan: the queues with their ageing buckets,
 *     the last 12 weeks' applications, approvals and refusals, the funnel by kind and city, since the last visit.
 * Loading it records the visit of this admin (admin_dashboard_visits, not audited) when it can: a failed write (a
 * full disk) does not fail the read. The figures every admin shares (queues, weeks, funnel) are computed once for
 * concurrent calls and reused while no write they depend on happened (workPlanDataKey); after a write every call
 * waits for figures that include it. When only time has passed (SHARED_FRESH_MS) they are computed again in the
 * background, so ages drift by seconds at most; `generatedAt` says when they were computed. "Since your last
 * visit" is this admin's own, counted once per reference point and write.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AGE_BUCKETS, WORK_PLAN_ENDPOINT } from '../../src/domain/workPlan.ts';
import type { ApiInstance } from '../openapi.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import { sessionTokenOf } from '../auth/sessions.ts';
import { can } from '../../src/domain/roles.ts';
import { accessOf, breaches as breachResource } from '../../src/domain/resources/index.ts';
import { recordVisit, sinceLastVisit, VISIT_REFRESH_MS, workFunnel, workPlanCounts, workQueues, workWeeks } from '../repositories/workPlan.ts';
import type { SinceLastVisit, WorkPlan } from '../../src/domain/workPlan.ts';
import { FreshReads } from '../db/freshReads.ts';
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
  deadJobs: z.number().describe('Background jobs that failed for good (GET /api/admin/jobs, state dead): retried by an owner or looked into'),
  failedMessages: z.number().describe('Automatic messages no channel could deliver (GET /api/admin/outbox, state failed): retried from the outbox'),
  grievances: z
    .object({ overdue: z.number(), dueToday: z.number() })
    .describe("Grievances whose running due time (acknowledgement or resolution) has passed, or falls before India's day ends (extension grievances)"),
  breaches: z
    .object({ overdue: z.number(), dueSoon: z.number() })
    .optional()
    .describe(
      'Breaches with a report clock run out (CERT-In 6 hours, the Board 72 hours), and the others with one running out soon (extension breachRegister); only for roles that may read the register',
    ),
  privacyRequests: z.object({ overdue: z.number() }).describe('Data principal requests still open after their 90 days (extension privacy, docs/privacy.md)'),
});

/** After this long the shared figures are computed again, in the background: calls meanwhile get the last ones. */
const SHARED_FRESH_MS = 10_000;
/** "Since your last visit" counts kept per reference point while no write happens; admins are few. */
const VISIT_COUNTS_KEPT = 100;

type SharedFigures = Omit<WorkPlan, 'sinceLastVisit'>;

interface Computation {
  key: string;
  at: number;
  figures: Promise<SharedFigures>;
}

export async function dashboardWorkPlanRoutes(app: ApiInstance) {
  // Read afresh for every call, but concurrent calls share one read that starts after they arrived (FreshReads).
  const countReads = new FreshReads<Awaited<ReturnType<typeof workPlanCounts>>>();
  const freshCounts = () => countReads.read('counts', () => workPlanCounts(app.db, app.clock()));
  const kinds = [...vendorKindConfigs(app.vendorKinds).keys()];
  const compute = (key: string): Computation => {
    const now = Date.now();
    const figures = Promise.all([workQueues(app.db, kinds, now), workWeeks(app.db, now), workFunnel(app.db, now)]).then(
      ([queues, weeks, funnel]): SharedFigures => ({ generatedAt: new Date(now).toISOString(), queues, weeks, funnel }),
    );
    return { key, at: now, figures };
  };
  /** The figures answered, and a recomputation under way while they are still answered. */
  let served: Computation | null = null;
  let refreshing: Computation | null = null;
  const sharedFigures = (key: string): Promise<SharedFigures> => {
    if (!served || served.key !== key) {
      // First call or a write since: every caller waits for figures that include the write.
      const entry = compute(key);
      served = entry;
      refreshing = null;
      // A failed computation is not kept: the next call tries again.
      entry.figures.catch(() => {
        if (served === entry) served = null;
      });
    } else if (!refreshing && Date.now() - served.at >= SHARED_FRESH_MS) {
      // Only time has passed: ages move by seconds, so calls keep the current figures until the new ones are ready
      // instead of all waiting for one computation (docs/performance.md, "Work plan endpoint").
      const entry = compute(key);
      refreshing = entry;
      entry.figures.then(
        () => {
          if (refreshing === entry) [served, refreshing] = [entry, null];
        },
        () => {
          if (refreshing === entry) refreshing = null;
        },
      );
    }
    return served.figures;
  };
  // The counts change only with a write, which changes the key.
  let visitCounts = { key: '', bySince: new Map<string, Promise<SinceLastVisit>>() };
  const countsSince = (key: string, since: string | null, now: number): Promise<SinceLastVisit> => {
    if (visitCounts.key !== key || visitCounts.bySince.size >= VISIT_COUNTS_KEPT) visitCounts = { key, bySince: new Map() };
    const cacheKey = since ?? '';
    let counts = visitCounts.bySince.get(cacheKey);
    if (!counts) {
      const entry = sinceLastVisit(app.db, since, now);
      const map = visitCounts.bySince;
      map.set(cacheKey, entry);
      entry.catch(() => map.delete(cacheKey));
      counts = entry;
    }
    return counts;
  };

  // This instance's last record of each session's visit: within VISIT_REFRESH_MS recordVisit would only read the
  // row back to answer the same `since`, so the read is skipped (one statement less per call under load).
  const recorded = new Map<string, { at: number; since: Promise<string | null> }>();
  const visitSince = (adminId: number, sessionKey: string, now: number, notRecorded: (error: unknown) => void) => {
    const memoKey = `${adminId}:${sessionKey}`;
    const last = recorded.get(memoKey);
    if (last && now - last.at < VISIT_REFRESH_MS) return last.since;
    if (recorded.size >= VISIT_COUNTS_KEPT) recorded.clear();
    // A visit that could not be written (a full disk) is not remembered: the next call tries to record it again.
    const since = recordVisit(app.db, adminId, sessionKey, now, (error) => {
      recorded.delete(memoKey);
      notRecorded(error);
    });
    recorded.set(memoKey, { at: now, since });
    since.catch(() => recorded.delete(memoKey));
    return since;
  };

  app.route({
    config: { access: 'vendors.read' },
    ...endpointRoute(WORK_PLAN_ENDPOINT),
    schema: { tags: ['dashboard'], response: { 200: workPlanAnswer } },
    handler: async (request) => {
      const now = Date.now();
      const sessionKey = createHash('sha256').update(sessionTokenOf(request) ?? '').digest('hex');
      const notRecorded = (error: unknown) => request.log.warn({ err: error }, 'The work plan visit was not recorded');
      // Never older than the call: the clocks read the app's clock (tests move it) when the shared read starts.
      const [counts, since] = await Promise.all([freshCounts(), visitSince(sessionAdmin(request).id, sessionKey, now, notRecorded)]);
      const readsBreaches = can(sessionAdmin(request).role, accessOf(breachResource, 'read'));
      const [figures, visit] = await Promise.all([sharedFigures(counts.dataKey), countsSince(counts.dataKey, since, now)]);
      const { deadJobs, failedMessages, grievances, breaches, privacyOverdue } = counts;
      return { ...figures, sinceLastVisit: visit, deadJobs, failedMessages, grievances, ...(readsBreaches ? { breaches } : {}), privacyRequests: { overdue: privacyOverdue } };
    },
  });
}
