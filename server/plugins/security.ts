/**
 * What every request passes through: security headers (CSP with the landing's one inline script by hash), CORS
 * only for ADMIN_ORIGINS, the same-origin check of writes, bodies as JSON or multipart only, no caching of JSON,
 * cookies, rate limits counted in the database (so they hold across instances), multipart limits, the one error
 * answer, and the refusal of NUL characters in any text.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { refuseCrossOrigin } from '../auth/sameOrigin.ts';
import { ServerBusy } from '../auth/hashGate.ts';
import { HttpProblem } from '../errors.ts';
import { problemOfFault } from '../faults.ts';
import { refuseNulText } from '../nulText.ts';
import { databaseRateLimitStore } from '../rateLimitStore.ts';
import { landingScriptHashes } from '../site/landing.ts';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants.ts';

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

async function security(app: FastifyInstance): Promise<void> {
  const { config } = app;
  // helmet's own middleware, built once and run on the raw response in onRequest (what @fastify/helmet does): the
  // plugin builds it again on every request, re-parsing the CSP directives, a few per cent of the thread under load
  // (docs/performance.md, "Concurrency after shared fresh reads").
  const secureHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => secureHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)));
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
}

export const securityPlugin = fp(security, { name: 'security', fastify: '5.x', dependencies: ['database'] });

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
