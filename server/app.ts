/**
 * The application as one Fastify plugin composed of named plugins, one concern each (as fastify/demo's
 * src/app.ts): OpenTelemetry traces when configured (server/plugins/tracing.ts), the database (server/plugins/database.ts), the job queue (jobs.ts), delivery of the outbox (delivery.ts), media and the data a start needs (media.ts), logins'
 * needs (auth.ts), overload shedding (overload.ts), the Prometheus registry (metrics.ts), what every request passes
 * through (security.ts), the OpenAPI document (server/openapi.ts), the
 * route groups (routes.ts) and the built sites (server/site/routes.ts). It neither creates the instance nor
 * listens: main.ts does both, with `serverOptions`, and tests build their servers through main.ts too.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.ts';
import { sessionCookieName } from './auth/sessions.ts';
import { registerOpenApi, type ResponseMismatchReport } from './openapi.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { deliveryPlugin } from './plugins/delivery.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mediaPlugin } from './plugins/media.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { routesPlugin } from './plugins/routes.ts';
import { securityPlugin } from './plugins/security.ts';
import { tracingPlugin } from './plugins/tracing.ts';
import { registerSites } from './site/routes.ts';
import { VENDOR_KIND_DECLARATIONS, type VendorKindRegistry } from '../src/domain/vendorKinds/index.ts';
import { RESOURCE_DECLARATIONS, type ResourceRegistry } from '../src/domain/resources/index.ts';

export interface AppOptions {
  config: Config;
  /** Another vendor-kind registry than the product's (tests, the florist fixture). */
  vendorKinds?: VendorKindRegistry;
  /** Tests: every answer is checked against its route's declared schemas, mismatches reported here (server/openapi.ts). */
  checkResponses?: ResponseMismatchReport;
  /** Another resource registry than the product's (tests: a simple master declared in a fixture, whose table and routes the server derives). */
  resources?: ResourceRegistry;
  /** The time the rules' clocks read (ms since the epoch); tests move it instead of waiting. Date.now by default. */
  clock?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The injectable clock (AppOptions.clock): the grievance desk's due times and the work plan's figures read it. */
    clock: () => number;
  }
}

/** The options the Fastify instance is created with; they cannot be set from inside a plugin. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: config.logger ? { level: 'info', serializers: { req: requestForLog } } : false,
    bodyLimit: 1024 * 1024,
    // The app plugin's start-up work grows with the data: migrations that back-fill (270 reads every vendor),
    // SQLite's quick_check over the whole file, the one-time data steps. Fastify's 10 s default stopped a start at
    // 100,000 vendors per kind half-way, every time; each of those steps has its own limits (database timeouts).
    pluginTimeout: 0,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: answerBadUrl,
  };
}

/**
 * The router's own refusals, before any route: a path parameter beyond maxParamLength (414) or a URL that does not
 * decode (400). Fastify's default bodies carry fields the document does not declare and echo the whole URL; these
 * are the documented `{ message }` bodies.
 */
function answerBadUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ message: 'A path parameter is longer than 100 characters' });
  const message = 'The URL is not valid (a bad percent-encoding)';
  return reply.status(400).send({ message, errors: { _: message } });
}

async function marketplace(app: FastifyInstance, { config, vendorKinds = VENDOR_KIND_DECLARATIONS, checkResponses, resources = RESOURCE_DECLARATIONS, clock = Date.now }: AppOptions): Promise<void> {
  app.decorate('clock', clock);
  // First of all when OTEL_EXPORTER_OTLP_ENDPOINT is set: @fastify/otel sees only what is declared after it, and pg must
  // be instrumented before the database plugin opens its pool (plugins/tracing.ts).
  await app.register(tracingPlugin, { config });
  await app.register(databasePlugin, { config, vendorKinds, resources });
  // First of the request hooks: an overloaded server refuses before any other work (plugins/overload.ts).
  await app.register(overloadPlugin);
  await app.register(metricsPlugin);
  await app.register(jobsPlugin);
  await app.register(deliveryPlugin);
  await app.register(mediaPlugin);
  await app.register(authPlugin);
  await app.register(securityPlugin);
  await registerOpenApi(app, { sessionCookie: sessionCookieName(config), report: checkResponses });
  await app.register(routesPlugin, { resources });
  // On the root instance (the plugin is not encapsulated): the landing owns the not-found page of the whole origin.
  await registerSites(app);
}

/**
 * Not encapsulated (fastify-plugin), so its decorators, hooks, error handler and not-found page belong to the
 * instance main.ts creates.
 */
export const marketplaceApp = fp(marketplace, { name: 'marketplace', fastify: '5.x' });

/** Query parameters that carry a secret (the WhatsApp webhook's handshake): masked in the request log. */
const SECRET_QUERY = /([?&](?:hub\.verify_token|token)=)[^&#]*/gi;

/** Fastify's default request serializer, with secrets in the URL masked. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1***'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The nearest `hops` proxies are trusted (Fastify's numeric trustProxy, which its option type omits). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;
