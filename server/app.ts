/**
 * buildApp(config) → a ready Fastify instance: plugins, the SPEC section 7 routes, media and the built sites.
 * It never listens; main.ts does, and tests call it over a temporary data folder.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type DB } from './db/open.ts';
import { bootstrapData } from './db/bootstrap.ts';
import { MediaStore } from './media/storage.ts';
import { HttpProblem } from './errors.ts';
import { requireAdmin } from './auth/requireAdmin.ts';
import { enforceRole } from './review/permissions.ts';
import { runAs } from './review/auditContext.ts';
import { MAX_UPLOAD_BYTES } from '../src/domain/constants.ts';
import type { AdminUser } from '../src/domain/types.ts';
import { adminRoutes, publicRoutes } from './routes/index.ts';
import { mediaRoutes } from './media/routes.ts';
import { registerSites } from './site/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    media: MediaStore;
    config: Config;
  }
  interface FastifyRequest {
    admin: AdminUser | null;
  }
}

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const db = openDatabase(config.dataDir);
  const media = new MediaStore(path.join(config.dataDir, 'media'));
  app.decorate('db', db);
  app.decorate('media', media);
  app.decorate('config', config);
  app.decorateRequest('admin', null);
  app.addHook('onClose', async () => db.close());

  await bootstrapData(db, media, config, (line) => app.log.info(line));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4 } });
  app.setErrorHandler(handleError);

  await app.register(mediaRoutes);
  for (const routes of publicRoutes) await app.register(routes);
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    admin.addHook('onRequest', enforceRole);
    // Handlers run as the admin, so the audit triggers know who wrote (server/review/auditContext.ts).
    admin.addHook('preHandler', (request, _reply, done) => runAs({ adminId: request.admin?.id ?? null, kind: 'admin' }, done));
    for (const routes of adminRoutes) await admin.register(routes);
  });
  // Registered on the root instance: the landing owns the not-found page of the whole origin.
  await registerSites(app);
  return app;
}

/** Every error becomes `{ message, errors? }` with the right status; 5xx details stay in the log. */
function handleError(error: FastifyError | HttpProblem, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) {
    return reply.status(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error' });
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.status(400).send({ message: 'File must be at most 5 MB', errors: { file: 'File must be at most 5 MB' } });
  }
  return reply.status(status).send({ message: error.message, ...(status === 400 ? { errors: { _: error.message } } : {}) });
}
