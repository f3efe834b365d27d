/**
 * The routes for load balancers and monitoring (docs/operations.md), outside the admin session and the rate
 * limits, their successful requests kept out of the request log (logLevel warn):
 * - GET /healthz: the process answers (no database), even under overload (a liveness probe);
 * - GET /readyz: ready for traffic (server/ops/readiness.ts): 200 `{ status: 'ok', failing: [] }`, else 503
 *   `{ status: 'unavailable', failing: [...], message }` naming each part (`database`, `migrations`, `media`, `overload`);
 * - GET /metrics: Prometheus text, only when METRICS_TOKEN is set (server/plugins/metrics.ts).
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiInstance } from '../openapi.ts';
import { serveMetrics } from '../plugins/metrics.ts';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../plugins/overload.ts';
import { unreadyParts } from '../ops/readiness.ts';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

const PARTS = ['database', 'migrations', 'media', 'overload'] as const;

const readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  failing: z.array(z.enum(PARTS)).describe('The parts that are not ready: database (no answer in time), migrations (not all applied), media (a folder takes no new file), overload'),
});

const unready = readiness.extend({ status: z.literal('unavailable'), message: z.string().describe('The failing parts in words') });

/** Seconds a load balancer may wait before it asks an unready instance again. */
const UNREADY_RETRY_AFTER_SECONDS = 5;

function unavailable(reply: FastifyReply, failing: Array<(typeof PARTS)[number]>, retryAfter: number) {
  reply.status(503).header('retry-after', String(retryAfter));
  return { status: 'unavailable' as const, failing, message: `Not ready: ${failing.join(', ')}` };
}

export async function operationsRoutes(app: ApiInstance) {
  app.get(
    HEALTH_PATH,
    {
      logLevel: 'warn',
      // Alive under overload too: a liveness probe that failed then would restart a merely busy instance.
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (no database)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    READY_PATH,
    {
      logLevel: 'warn',
      // Under overload, not ready: the load balancer sends the traffic to the other instances until it passes.
      config: { pressureHandler: (_request, reply) => unavailable(reply, ['overload'], OVERLOAD_RETRY_AFTER_SECONDS) },
      schema: {
        tags: ['operations'],
        summary: 'Readiness for a load balancer: database, migrations, media folders',
        response: { 200: readiness, 503: unready.describe('Not ready: the failing parts are named') },
      },
    },
    async (_request, reply) => {
      const failing = await unreadyParts(app);
      if (failing.length) return unavailable(reply, failing, UNREADY_RETRY_AFTER_SECONDS);
      return { status: 'ok' as const, failing: [] };
    },
  );

  if (app.config.metricsToken) serveMetrics(app, app.config.metricsToken);
}
