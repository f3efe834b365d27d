/**
 * The application as one Fastify plugin (as in fastify/demo's src/app.ts): database, plugins, the SPEC section 7
 * routes, media and the built sites. It neither creates the instance nor listens: main.ts does both, with
 * `serverOptions`, and tests build their servers through main.ts too.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import cors from '@fastify/cors';
import type { Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import type { Db } from './db/database.ts';
import { bootstrapData } from './db/bootstrap.ts';
import { MediaStore, SWEEP_EVERY_MS } from './media/storage.ts';
import { MediaJournal } from './repositories/mediaJournal.ts';
import { HttpProblem } from './errors.ts';
import { requireAdmin } from './auth/requireAdmin.ts';
import { sessionCookieName } from './auth/sessions.ts';
import { refuseCrossOrigin } from './auth/sameOrigin.ts';
import { ServerBusy } from './auth/hashGate.ts';
import { LoginThrottle } from './auth/loginThrottle.ts';
import { DiskReserve } from './diskReserve.ts';
import { databaseRateLimitStore } from './rateLimitStore.ts';
import { problemOfFault } from './faults.ts';
import { refuseNulText } from './nulText.ts';
import { enforceRole } from './review/permissions.ts';
import { runAs } from './db/actor.ts';
import { MAX_UPLOAD_BYTES } from '../src/domain/constants.ts';
import type { AdminUser } from '../src/domain/types.ts';
import { checkRegistry, mediaFoldersOf, VENDOR_KIND_DECLARATIONS, type VendorKindRegistry } from '../src/domain/vendorKinds/index.ts';
import { ensureVendorKindStorage } from './db/vendorKindStorage.ts';
import { runDataSteps } from './db/dataSteps.ts';
import { installAuditTriggers } from './review/auditTriggers.ts';
import { adminRoutes, peopleRoutes, publicRoutes } from './routes/index.ts';
import { answerInCallersLanguage } from './i18n/language.ts';
import { mediaRoutes } from './media/routes.ts';
import { DOCUMENT_FOLDER } from './repositories/vendorDocuments.ts';
import { registerSites } from './site/routes.ts';
import { landingScriptHashes } from './site/landing.ts';
import { markAdminRoutes, registerOpenApi, type ResponseMismatchReport } from './openapi.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder every repository takes (db/database.ts). */
    db: Db;
    media: MediaStore;
    config: Config;
    /** The vendor kinds this server serves (the product's registry unless the app's options name another). */
    vendorKinds: VendorKindRegistry;
    /** Failed password checks (logins, password changes) per client address and account. */
    loginThrottle: LoginThrottle;
    /** Space freed for session writes when the disk is full (logins keep working). */
    diskReserve: DiskReserve;
  }
  interface FastifyRequest {
    admin: AdminUser | null;
  }
}

/**
 * CORS for an admin served from one of ADMIN_ORIGINS: every method the API answers (@fastify/cors allows only
 * GET, HEAD and POST by default, so edits and deletes failed their preflight), the request headers the admin
 * sends beyond the safelisted ones, and the response headers it reads (list totals, the login throttle's wait).
 */
const ADMIN_ORIGIN_CORS = (origins: string[]) => ({
  origin: origins,
  credentials: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['Content-Type', 'Accept'],
  exposedHeaders: ['Content-Range', 'Retry-After'],
  maxAge: 600,
});

export interface AppOptions {
  config: Config;
  /** Another vendor-kind registry than the product's (tests, the florist fixture). */
  vendorKinds?: VendorKindRegistry;
  /** Tests: every answer is checked against its route's declared schemas, mismatches reported here (server/openapi.ts). */
  checkResponses?: ResponseMismatchReport;
}

/** The options the Fastify instance is created with; they cannot be set from inside a plugin. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: config.logger ? { level: 'info' } : false,
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

async function marketplace(app: FastifyInstance, { config, vendorKinds = VENDOR_KIND_DECLARATIONS, checkResponses }: AppOptions): Promise<void> {
  const { db } = await openDatabase(config, { warn: (message, error) => app.log.warn({ err: error }, message) });
  try {
    await ensureVendorKindStorage(db, checkRegistry(vendorKinds));
    // Again, so profile tables and columns made from the declarations just now are audited too.
    await installAuditTriggers(db);
    await runDataSteps(db, checkRegistry(vendorKinds));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => app.db.destroy());
  const media = await MediaStore.open(config.mediaDir, [...mediaFoldersOf(vendorKinds), DOCUMENT_FOLDER], new MediaJournal(app.db), ({ folder, name, error }) =>
    app.log.warn({ err: error, folder, name }, 'Media file not removed; it stays listed and a later sweep removes it'),
  );
  const stopSweeps = media.sweepEvery(SWEEP_EVERY_MS, (error) => app.log.warn({ err: error }, 'Media sweep failed; the next one tries again'));
  app.addHook('onClose', async () => stopSweeps());
  app.decorate('media', media);
  app.decorate('config', config);
  app.decorate('vendorKinds', vendorKinds);
  app.decorate('loginThrottle', new LoginThrottle());
  app.decorateRequest('admin', null);

  try {
    await bootstrapData(app.db, media, config, (line) => app.log.info(line));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const diskReserve = new DiskReserve(config.dataDir, () =>
    app.log.warn(`The disk holding ${config.dataDir} is full: freed its reserve so that admins and vendors can still log in; free some space`),
  );
  diskReserve.ensure();
  app.decorate('diskReserve', diskReserve);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The landing's one inline script (its entry loader), allowed by hash; nothing else inline.
        scriptSrc: ["'self'", ...landingScriptHashes()],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    // An admin served from another origin shows our media in <img>.
    crossOriginResourcePolicy: { policy: config.adminOrigins.length ? 'cross-origin' : 'same-origin' },
    // HSTS on plain HTTP would pin browsers to an HTTPS that may not exist.
    strictTransportSecurity: config.secureCookies ? { maxAge: 15552000, includeSubDomains: false } : false,
    // Helmet's default `no-referrer` makes Chromium send `Origin: null` on our own plain form posts (the no-JS
    // enquiry form), which the CSRF check must refuse; `same-origin` still sends nothing to other sites.
    referrerPolicy: { policy: 'same-origin' },
  });
  if (config.adminOrigins.length) await app.register(cors, ADMIN_ORIGIN_CORS(config.adminOrigins));
  app.addHook('onRequest', refuseCrossOrigin(config.adminOrigins));
  // Bodies are JSON or multipart only: a text/plain or form-encoded body (which another site's page can send
  // without a CORS preflight) answers 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (_request, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('cache-control') && type.startsWith('application/json')) reply.header('cache-control', 'no-store');
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4 } });
  app.setErrorHandler(handleError);
  app.addHook('preHandler', refuseNulText);
  await registerOpenApi(app, { sessionCookie: sessionCookieName(config), report: checkResponses });

  await app.register(mediaRoutes);
  for (const routes of publicRoutes) await app.register(routes);
  await app.register(async (people) => {
    people.addHook('preSerialization', answerInCallersLanguage);
    for (const routes of peopleRoutes) await people.register(routes);
  });
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    admin.addHook('onRequest', enforceRole);
    // Handlers run as the admin, so the audit triggers know who wrote (server/db/actor.ts).
    admin.addHook('preHandler', (request, _reply, done) => runAs({ adminId: request.admin?.id ?? null, kind: 'admin' }, done));
    markAdminRoutes(admin);
    for (const routes of adminRoutes) await admin.register(routes);
  });
  // On the root instance (the plugin is not encapsulated): the landing owns the not-found page of the whole origin.
  await registerSites(app);
}

/**
 * Not encapsulated (fastify-plugin), so its decorators, hooks, error handler and not-found page belong to the
 * instance main.ts creates.
 */
export const marketplaceApp = fp(marketplace, { name: 'marketplace', fastify: '5.x' });

/** The nearest `hops` proxies are trusted (Fastify's numeric trustProxy, which its option type omits). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Every error becomes `{ message, errors? }` with the right status; 5xx details stay in the log. */
function handleError(error: FastifyError | HttpProblem, request: FastifyRequest, reply: FastifyReply) {
  const fault = problemOfFault(error);
  if (fault) error = fault;
  if (error instanceof HttpProblem) {
    if (error instanceof ServerBusy) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error' });
  }
  if (status === 415) {
    return reply.status(415).send({ message: 'Send the body as application/json (or multipart/form-data for uploads)' });
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.status(400).send({ message: 'File must be at most 5 MB', errors: { file: 'File must be at most 5 MB' } });
  }
  return reply.status(status).send({ message: error.message, ...(status === 400 ? { errors: { _: error.message } } : {}) });
}
