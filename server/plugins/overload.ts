/**
 * Overload shedding with @fastify/under-pressure: while the mean event-loop delay (sampled each second) is above
 * OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, or the V8 heap in use above OVERLOAD_MAX_HEAP_MB, every request answers at once
 * `503 { message }` with `Retry-After` instead of queueing behind the work already there (a load balancer or client
 * retries elsewhere or later). First of the app's onRequest hooks, so a refused request costs no session lookup and
 * no database read.
 *
 * What the health routes do meanwhile (their route config's `pressureHandler`, server/routes/operations.ts):
 * GET /healthz answers 200 (the process is alive: a liveness probe must not restart a busy instance), GET /readyz
 * answers 503 naming `overload` (take the instance out of rotation until it recovers), GET /metrics is served.
 *
 * The defaults are generous (1 s of mean delay, 90% of the heap limit): only a server that cannot keep up sheds.
 * A threshold of 0 turns its check off; with both off the plugin is not registered at all (the test servers'
 * default, tests/helpers/server.ts, so a busy test machine never sheds a test's request).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';

/** Seconds a client is asked to wait before it tries again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

export const OVERLOAD_MESSAGE = 'The server is overloaded; try again in a few seconds';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route answers under overload instead of the plain 503 (@fastify/under-pressure's per-route handler):
     * return nothing to serve the request as usual, or the body to send after setting the status.
     */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => unknown;
  }
}

/** The answer under overload: fast, with Retry-After and the documented `{ message }`. */
export function refuseOverloaded(_request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined): { message: string } {
  reply.log.warn({ overload: type, value }, 'Overloaded: request refused with 503');
  reply.status(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
  return { message: OVERLOAD_MESSAGE };
}

async function overload(app: FastifyInstance): Promise<void> {
  const { overloadMaxEventLoopDelayMs, overloadMaxHeapUsedBytes } = app.config;
  if (!overloadMaxEventLoopDelayMs && !overloadMaxHeapUsedBytes) return;
  await app.register(underPressure, {
    maxEventLoopDelay: overloadMaxEventLoopDelayMs,
    maxHeapUsedBytes: overloadMaxHeapUsedBytes,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    // The plugin sends what the handler returns (its type says void: a returned body is sent, nothing continues).
    pressureHandler: refuseOverloaded as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}

export const overloadPlugin = fp(overload, { name: 'overload', fastify: '5.x', dependencies: ['database'] });
