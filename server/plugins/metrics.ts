/**
 * Prometheus metrics (prom-client), one registry per app instance (`app.metrics.registry`, never prom-client's
 * global one: several servers in one process, as in the tests, do not clash):
 * - `http_requests_total` and `http_request_duration_seconds` per route template (`/api/lists/vendors/:kind`, never
 *   the raw URL; `unmatched` for a path no route serves), method and status class (`2xx`…);
 * - `db_connections{state}`, `db_connections_max`, `db_connection_waiting`, `db_connection_acquired_total`,
 *   `db_connection_wait_seconds_total` and `db_connection_acquire_failures_total` (server/db/connectionUse.ts: the
 *   PostgreSQL pool, or SQLite's one connection);
 * - `media_errors_total{operation}` (server/plugins/media.ts counts writes, removals and sweeps that failed);
 * - the process's default metrics (CPU, memory, event-loop lag, GC, handles), only when /metrics is served.
 *
 * GET /metrics is served only when METRICS_TOKEN is set, to a request carrying `Authorization: Bearer <token>`
 * (compared in constant time; neither the header nor the token is ever logged); unset, it is no route (404).
 *
 * Other modules add their own metrics to the same registry (docs/operations.md, "Metrics"): a plugin declaring
 * `dependencies: ['metrics']` calls `app.metrics.counter({ name, help, labelNames })` (or `gauge`, `histogram`),
 * keeps the metric and updates it where the thing happens; a gauge that reads a current value (a queue's depth)
 * passes `collect() { this.set(...) }`, which runs at each scrape. Names are snake_case with their unit
 * (`_seconds`, `_bytes`, `_total` for counters) under the `marketplace_` prefix the helpers add.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import { z } from 'zod';
import { connectionUseOf } from '../db/connectionUse.ts';
import { errorAnswer } from '../routes/responses.ts';

export const METRICS_PATH = '/metrics';
/** Every metric of ours is named under this prefix. */
export const METRIC_PREFIX = 'marketplace_';

type Named<T> = Omit<T, 'registers'>;

/** `app.metrics`: the registry and helpers that register into it with the prefix (see the top). */
export class Metrics {
  readonly registry = new Registry();
  /** What failed in the media store, by operation (`write`, `remove`, `sweep`). */
  readonly mediaErrors: Counter<'operation'>;
  readonly requests: Counter<'route' | 'method' | 'status_class'>;
  readonly requestDuration: Histogram<'route' | 'method' | 'status_class'>;

  constructor() {
    this.mediaErrors = this.counter({ name: 'media_errors_total', help: 'Media store operations that failed', labelNames: ['operation'] });
    this.requests = this.counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route template, method and status class',
      labelNames: ['route', 'method', 'status_class'],
    });
    this.requestDuration = this.histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route template, method and status class',
      labelNames: ['route', 'method', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
  }

  counter<L extends string>(config: Named<CounterConfiguration<L>>): Counter<L> {
    return new Counter({ ...config, name: METRIC_PREFIX + config.name, registers: [this.registry] });
  }

  gauge<L extends string>(config: Named<GaugeConfiguration<L>>): Gauge<L> {
    return new Gauge({ ...config, name: METRIC_PREFIX + config.name, registers: [this.registry] });
  }

  histogram<L extends string>(config: Named<HistogramConfiguration<L>>): Histogram<L> {
    return new Histogram({ ...config, name: METRIC_PREFIX + config.name, registers: [this.registry] });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus registry and helpers (server/plugins/metrics.ts). */
    metrics: Metrics;
  }
}

/** The label of a request's route: its template, never the raw URL (which would make a series per vendor id). */
const routeLabel = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = { route: routeLabel(request), method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** The database's connection use (server/db/connectionUse.ts), read at each scrape. */
function observeConnections(app: FastifyInstance, metrics: Metrics): void {
  const use = () => connectionUseOf(app.db);
  metrics.gauge({
    name: 'db_connections',
    help: 'Database connections open, by state (idle, in use)',
    labelNames: ['state'],
    collect() {
      const now = use();
      if (!now) return;
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'in_use' }, now.total - now.idle);
    },
  });
  metrics.gauge({
    name: 'db_connections_max',
    help: 'Database connections at most (DB_POOL_SIZE; 1 on SQLite)',
    collect() {
      this.set(use()?.max ?? 0);
    },
  });
  metrics.gauge({
    name: 'db_connection_waiting',
    help: 'Requests waiting for a database connection now',
    collect() {
      this.set(use()?.waiting ?? 0);
    },
  });
  /** A counter whose total the engine keeps: set to it at each scrape. */
  const total = (name: string, help: string, read: (now: NonNullable<ReturnType<typeof use>>) => number) =>
    metrics.counter({
      name,
      help,
      collect() {
        const now = use();
        if (!now) return;
        this.reset();
        this.inc(read(now));
      },
    });
  total('db_connection_acquired_total', 'Database connections handed out', (now) => now.acquired);
  total('db_connection_wait_seconds_total', 'Seconds spent waiting for a database connection, summed', (now) => now.waitSeconds);
  total('db_connection_acquire_failures_total', 'Waits for a database connection that failed (none in time, database unreachable)', (now) => now.failed);
  metrics.gauge({
    name: 'db_info',
    help: 'The database engine (label engine), always 1',
    labelNames: ['engine'],
    collect() {
      const now = use();
      if (now) this.set({ engine: now.engine }, 1);
    },
  });
}

/** SHA-256 of both sides, so the comparison takes the same time whatever the lengths (timingSafeEqual needs equal ones). */
const digest = (text: string) => createHash('sha256').update(text).digest();

export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

/**
 * GET /metrics, when METRICS_TOKEN is set (server/routes/operations.ts registers it after the OpenAPI document);
 * the process's default metrics are collected from then on.
 */
export function serveMetrics(app: FastifyInstance, token: string): void {
  const { metrics } = app;
  collectDefaultMetrics({ register: metrics.registry, prefix: METRIC_PREFIX });
  app.get(
    METRICS_PATH,
    {
      logLevel: 'warn',
      // Scraped under overload too: that is when the figures matter (server/plugins/overload.ts).
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (text format); needs Authorization: Bearer <METRICS_TOKEN>',
        security: [{ metricsToken: [] }],
        response: {
          200: { description: 'The metrics', content: { [metrics.registry.contentType.split(';')[0] ?? 'text/plain']: { schema: z.string() } } },
          401: errorAnswer('No or a wrong bearer token'),
        },
      },
    },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Send Authorization: Bearer <METRICS_TOKEN>' });
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
}

async function metricsOfApp(app: FastifyInstance): Promise<void> {
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  observeRequests(app, metrics);
  observeConnections(app, metrics);
}

/** `app.metrics` and the request and connection metrics; the route is served by server/routes/operations.ts. */
export const metricsPlugin = fp(metricsOfApp, { name: 'metrics', fastify: '5.x', dependencies: ['database'] });
