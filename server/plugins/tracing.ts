/**
 * OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (config.tracing); unset, this plugin returns at
 * once and nothing of OpenTelemetry is even imported (server/tracing/start.ts is loaded on demand), so the default
 * costs nothing per request.
 *
 * With it: @fastify/otel makes one span per request, named `<METHOD> <route template>` (`GET
 * /api/lists/vendors/:kind`, never the raw URL), with a child span for the route's handler; the pg instrumentation
 * makes a child span per PostgreSQL query of that request (statement text only: Kysely sends values as
 * parameters, and the instrumentation's value reporting stays off). Spans are batched to `<endpoint>/v1/traces`
 * (OTLP/HTTP, JSON) and flushed when the app closes. What never reaches a span: cookies, the Authorization header and
 * any other header (none is recorded), a query string (`url.path` is the path alone; `url.query` keeps names with
 * their values masked).
 *
 * Registered first (server/app.ts): @fastify/otel sees only the routes and hooks declared after it, and the database
 * plugin must find `pg` already instrumented (see server/tracing/start.ts for why the order is enough).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

async function tracing(app: FastifyInstance, { config }: { config: Config }) {
  if (!config.tracing) return;
  const { startTracing } = await import('../tracing/start.ts');
  const tracer = startTracing(config.tracing);
  await app.register(tracer.fastifyPlugin);
  app.addHook('onClose', () => tracer.stop());
}

export const tracingPlugin = fp(tracing, { name: 'tracing', fastify: '5.x' });
