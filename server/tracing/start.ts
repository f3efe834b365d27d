/**
 * The OpenTelemetry side of server/plugins/tracing.ts, imported only when tracing is on: a tracer provider that
 * batches spans to the OTLP/HTTP collector, the pg instrumentation, and @fastify/otel's plugin.
 */
import { createRequire } from 'node:module';
import { context, propagation, trace, type Span } from '@opentelemetry/api';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { BatchSpanProcessor, NodeTracerProvider, type NodeTracerConfig } from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const require = createRequire(import.meta.url);

type Resource = NonNullable<NodeTracerConfig['resource']>;
/*
 * @opentelemetry/resources 2.x is the SDK's own dependency (the top of node_modules holds a 1.x of another package's),
 * so it is loaded from where the SDK finds it: the resource must be of the SDK's version.
 */
const { resourceFromAttributes } = createRequire(require.resolve('@opentelemetry/sdk-trace-node'))('@opentelemetry/resources') as {
  resourceFromAttributes(attributes: Record<string, string>): Resource;
};

export interface Tracing {
  /** @fastify/otel's plugin: register it before any route or hook it should see. */
  fastifyPlugin: FastifyPluginCallback;
  /** Flushes the spans not sent yet and undoes every patch and global registration. */
  stop(): Promise<void>;
}

export function startTracing({ endpoint, serviceName }: NonNullable<Config['tracing']>): Tracing {
  const exporter = new OTLPTraceExporter({ url: new URL('v1/traces', endpoint.replace(/\/*$/, '/')).href });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // The context manager (AsyncLocalStorage: a query's span finds its request's span as parent) and the W3C
  // traceparent propagator (a request that carries one continues the caller's trace).
  provider.register();

  // Queries outside a request (migrations, the job worker's polling, sweeps) make no span of their own.
  const pg = new PgInstrumentation({ enabled: false, requireParentSpan: true, enhancedDatabaseReporting: false });
  pg.setTracerProvider(provider);
  pg.enable();
  /*
   * Why this require: the instrumentation patches `pg` from a hook on `require` (require-in-the-middle), and only a
   * `require('pg')` made after `enable()` reaches it. The database engine (server/db/engines/postgres.ts) imports pg
   * statically, so pg is loaded long before any plugin runs, and an ES import never passes through that hook. This
   * require returns the same module (Node's CJS cache is shared with ES imports of CommonJS), and the hook patches
   * `Client.prototype.query` in place: the pool the database plugin opens next (this plugin is registered before it)
   * uses the patched class. No `--require`/`--import` preload flag is needed, and `npm start` stays as it is.
   */
  require('pg');

  const fastify = new FastifyOtelInstrumentation({ instrumentHooks: false, requestHook: nameAndScrub });
  fastify.setTracerProvider(provider);

  return {
    fastifyPlugin: fastify.plugin(),
    async stop() {
      await provider.shutdown();
      pg.disable();
      fastify.disable();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * The request span is named by the route template, like the metrics' labels; its `url.path` is the path alone
 * (@fastify/otel records the raw URL, query string included, where a token could be).
 */
function nameAndScrub(span: Span, request: FastifyRequest) {
  const template = request.routeOptions.url;
  span.updateName(template ? `${request.method} ${template}` : request.method);
  span.setAttribute('url.path', request.url.split('?')[0] ?? '');
}
