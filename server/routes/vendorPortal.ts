/**
 * Vendor portal (extension, public: no admin session). Documented in docs/landing.md.
 *   POST /api/vendor/apply   body: applicationSchemaOf(kind): the kind's apply fields → 202 { message } (unverified vendor)
 *   POST /api/vendor/login   body: vendorLoginSchema            → 200 { user, token }
 *   GET  /api/vendor/me      Authorization: Bearer <token>      → 200 { user }
 *   POST /api/vendor/logout  Authorization: Bearer <token>      → 200 { success: true }
 * Every route is rate-limited per client address; bad input is a 400 naming the fields. The rest of the application
 * (prefilled read, resubmission, photos, poster, master-data choices): vendorPortalApplication.ts.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VENDOR_APPLICATION_RECEIVED, VENDOR_SESSION_MS, blankToUndefined, required, vendorLoginSchema } from '../../src/domain/index.ts';
import { type VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import { applicationSchemaOf, applyFieldsOf, applyNameOf } from '../../src/domain/vendorKinds/application.ts';
import { HttpProblem, parse } from '../errors.ts';
import { nfcValues } from '../../src/domain/normalText.ts';
import { VENDOR_SECURITY, documented, type ApiInstance } from '../openapi.ts';
import { UNUSABLE_HASH, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { reserveAttempt } from '../auth/passwordAttempts.ts';
import {
  deleteVendorSession,
  findLoginCandidate,
  findSessionVendorId,
  findVendorUser,
  insertVendorSession,
} from '../repositories/vendorPortal.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/engines/index.ts';
import { flag, successAnswer } from './responses.ts';
import { checkChoices, vendorApplicationRoutes } from './vendorPortalApplication.ts';
import { configOfKind } from './vendors/kinds.ts';
import { vendorPrivacyRoutes } from './vendorPrivacy.ts';
import { requestLanguage } from '../i18n/language.ts';
import { applyWithNotice } from '../delivery/events.ts';
import { REMINDERS_FIELD, privacyLanguageOf, ticked } from '../../src/domain/privacy.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const tags = ['vendorPortal'];
const kindsOf = (registry: VendorKindRegistry) => registry.map((declaration) => declaration.kind) as [string, ...string[]];

/** What a vendor session starts with, from the portal login or an invitation: the vendor and the bearer token. */
export function vendorSessionAnswerOf(registry: VendorKindRegistry) {
  const user = z.object({
    id: z.number(),
    kind: z.enum(kindsOf(registry)),
    name: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    city: z.string(),
    storename: z.string(),
    verification: flag,
    created_at: z.string(),
  });
  return { user, session: z.object({ user, token: z.string() }) };
}

/** Opens a portal session for a vendor; its bearer token. */
export async function openVendorSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertVendorSession(db, userId, token, new Date(Date.now() + VENDOR_SESSION_MS));
  return token;
}

/** The schemas of a registry's portal: its kinds are the `category` an applicant and a vendor name. */
function portalSchemasOf(registry: VendorKindRegistry) {
  const category = z.preprocess(blankToUndefined, z.enum(kindsOf(registry), { error: required('category') }));
  const { user: portalUser, session } = vendorSessionAnswerOf(registry);
  const refusal = z.object({ message: z.string() });
  /** One application: the fields of the kind named in `category`. */
  const applicationBody = z.discriminatedUnion(
    'category',
    registry.map((declaration) => applicationSchemaOf(declaration)) as unknown as [ReturnType<typeof applicationSchemaOf>],
  );
  return {
    category,
    // Documented only: the handler parses the body in two steps (see below).
    apply: { tags, body: documented(applicationBody), response: { 202: z.object({ message: z.string() }) } },
    login: {
      tags,
      body: vendorLoginSchema.extend({ category }),
      response: {
        200: session,
        401: refusal.describe('Invalid credentials'),
        429: refusal.describe('Too many requests from this address, or failed logins for this account; try again after Retry-After seconds'),
      },
    },
    me: { tags, security: VENDOR_SECURITY, response: { 200: z.object({ user: portalUser }) } },
    logout: { tags, security: VENDOR_SECURITY, response: { 200: successAnswer } },
  };
}

export function bearerToken(request: FastifyRequest): string {
  return tokenOf(request.headers.authorization);
}

function tokenOf(authorization: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new HttpProblem(401, 'Vendor session required: send Authorization: Bearer <token>');
  return match[1];
}

export async function vendorPortalRoutes(app: ApiInstance) {
  const schemas = portalSchemasOf(app.vendorKinds);
  const { category } = schemas;
  // The same answer whether or not the phone is already registered for this kind (no account enumeration):
  // a new applicant then logs in with the phone and password they chose. The body's fields depend on the
  // chosen category, so it is parsed here, in two steps, rather than by one route schema.
  app.post('/api/vendor/apply', { config: perMinute(10), schema: schemas.apply }, async (request, reply) => {
    const kind = parse(z.object({ category }), request.body).category;
    const config = configOfKind(app, kind);
    const application = nfcValues(parse(applicationSchemaOf(config.declaration), request.body) as Record<string, unknown>);
    await checkChoices(app.db, config.declaration, application);
    const passwordField = applyFieldsOf(config.declaration).find((field) => field.type === 'password');
    const passwordHash = await hashPassword(String(application[passwordField ? applyNameOf(passwordField) : 'password'] ?? ''));
    try {
      // The language of the page the vendor applied from (the landing's /ta/ pages send Accept-Language: ta).
      // With "application received" to the applicant where a channel delivers it (server/delivery/events.ts).
      // Sending the application is the consent to review it; the reminders box is the optional one (docs/privacy.md).
      const reminders = ticked((request.body as Record<string, unknown>)[REMINDERS_FIELD]);
      await applyWithNotice(app.db, app.messageNotifier, config, application, passwordHash, requestLanguage(request), {
        purposes: reminders ? ['service', 'reminders'] : ['service'],
        language: privacyLanguageOf(requestLanguage(request)),
        source: 'portal',
        at: new Date(app.clock()).toISOString(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return reply.status(202).send({ message: VENDOR_APPLICATION_RECEIVED });
  });

  app.post('/api/vendor/login', { config: perMinute(10), schema: schemas.login }, async (request, reply) => {
    const { category, phoneNumber, password } = request.body;
    // Per account, from any address (the per-minute limit above is per address): as the admin login's account key.
    const account = { key: `vendor:${category}:${phoneNumber}`, limit: app.config.loginAccountLimit };
    const reservation = await reserveAttempt(app, reply, [account], (seconds) => `Too many failed logins; try again in ${seconds} s`);
    if (!reservation) return reply;
    let user: Awaited<ReturnType<typeof findVendorUser>> = null;
    try {
      const candidate = await findLoginCandidate(app.db, category, phoneNumber);
      const ok = await verifyPassword(password, candidate?.password_hash ?? UNUSABLE_HASH);
      user = candidate && ok ? await findVendorUser(app.db, candidate.id, app.vendorKinds) : null;
    } catch (error) {
      // Not checked (e.g. the server is busy): the attempt does not count.
      await reservation.refund();
      throw error;
    }
    if (!user) {
      await reservation.fail();
      return reply.status(401).send({ message: 'Invalid credentials' });
    }
    await reservation.refund();
    const userId = user.id;
    return { user, token: await app.diskReserve.withReserve(() => openVendorSession(app.db, userId)) };
  });

  app.get('/api/vendor/me', { config: perMinute(60), schema: schemas.me }, async (request) => {
    const vendorId = await findSessionVendorId(app.db, bearerToken(request));
    const user = vendorId === null ? null : await findVendorUser(app.db, vendorId, app.vendorKinds);
    if (!user) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return { user };
  });

  app.post('/api/vendor/logout', { config: perMinute(30), schema: schemas.logout }, async (request) => {
    const token = bearerToken(request);
    await app.diskReserve.withReserve(() => deleteVendorSession(app.db, token));
    return { success: true as const };
  });

  const sessionVendor = async (authorization: string | undefined) => {
    const vendorId = await findSessionVendorId(app.db, tokenOf(authorization));
    if (vendorId === null) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return vendorId;
  };
  await vendorApplicationRoutes(app, sessionVendor);
  await vendorPrivacyRoutes(app, sessionVendor);
}
