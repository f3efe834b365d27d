/**
 * Extension `privacy` (docs/privacy.md): a logged-in vendor's data rights in the portal (bearer token).
 *   GET  /api/vendor/privacy                      → { noticeVersion, consents, requests }
 *   POST /api/vendor/privacy/consents/{purpose}   { given } → the same (an optional purpose: give or withdraw)
 *   GET  /api/vendor/privacy/export               → application/zip: data/*.json and files/* (private, no-store)
 *   POST /api/vendor/privacy/corrections          { details } → the same (a correction request, 90 days)
 *   POST /api/vendor/privacy/erase                { confirmPhone } → { kept: string[] } (erased at once)
 */
import { z } from 'zod';
import {
  CONSENT_PURPOSES,
  PRIVACY_NOTICE_VERSION,
  consentChangeSchema,
  correctionRequestSchema,
  erasureRequestSchema,
  isOptionalPurpose,
  privacyLanguageOf,
} from '../../src/domain/privacy.ts';
import { validationText } from '../../src/domain/validationTexts.ts';
import { runAs } from '../db/actor.ts';
import { HttpProblem, badRequest, notFound } from '../errors.ts';
import { VENDOR_SECURITY, type ApiInstance } from '../openapi.ts';
import { listConsents } from '../repositories/consents.ts';
import { listVendorPrivacyRequests } from '../repositories/privacyRequests.ts';
import { findVendorPhone } from '../repositories/vendorData.ts';
import { vendorKindOf } from '../repositories/vendorsTable.ts';
import { changeVendorConsent, eraseVendor, exportVendorData, requestCorrection } from '../privacy/dataRights.ts';
import { requestLanguage } from '../i18n/language.ts';
import { configOfKind } from './vendors/kinds.ts';

const tags = ['vendorPortal'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const consent = z.object({
  id: z.number(),
  purpose: z.string(),
  optional: z.boolean(),
  notice_version: z.string(),
  language: z.string(),
  source: z.string(),
  given_at: z.string(),
  withdrawn_at: z.string().nullable(),
});
const request = z.object({
  id: z.number(),
  kind: z.string(),
  state: z.string(),
  details: z.string().nullable(),
  outcome: z.string().nullable(),
  received_at: z.string(),
  due_at: z.string(),
  completed_at: z.string().nullable(),
  decision: z.string().nullable().describe('The desk\'s answer to a correction: corrected, or refused (the outcome is the reason)'),
});
const overview = z.object({ noticeVersion: z.string(), consents: z.array(consent), requests: z.array(request) });

export async function vendorPrivacyRoutes(app: ApiInstance, sessionVendor: (authorization: string | undefined) => Promise<number>) {
  const asVendor = <T>(work: () => Promise<T>) => runAs({ adminId: null, kind: 'vendor' }, work);
  const overviewOf = async (vendorId: number) => ({
    noticeVersion: PRIVACY_NOTICE_VERSION,
    consents: (await listConsents(app.db, 'vendor', vendorId)).map((row) => ({ ...row, optional: isOptionalPurpose(row.purpose) })),
    requests: (await listVendorPrivacyRequests(app.db, vendorId)).map(({ vendor_id: _v, channel: _c, subject: _s, phone: _p, ...row }) => row),
  });
  const foldersOf = async (vendorId: number) => {
    const kind = await vendorKindOf(app.db, vendorId);
    if (!kind) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return configOfKind(app, kind).media;
  };

  app.get('/api/vendor/privacy', { config: perMinute(60), schema: { tags, security: VENDOR_SECURITY, response: { 200: overview } } }, async (req) =>
    overviewOf(await sessionVendor(req.headers.authorization)),
  );

  app.post(
    '/api/vendor/privacy/consents/:purpose',
    {
      config: perMinute(30),
      schema: { tags, security: VENDOR_SECURITY, params: z.object({ purpose: z.enum(CONSENT_PURPOSES) }), body: consentChangeSchema, response: { 200: overview } },
    },
    async (req) => {
      const vendorId = await sessionVendor(req.headers.authorization);
      const { purpose } = req.params;
      // The service consent is what the account is: it ends by erasing the account, not by a switch.
      if (!isOptionalPurpose(purpose)) throw badRequest({ purpose: validationText('privacy.consentNeeded') });
      await asVendor(() => changeVendorConsent(app.db, vendorId, purpose, req.body.given, privacyLanguageOf(requestLanguage(req)), app.clock()));
      return overviewOf(vendorId);
    },
  );

  app.get(
    '/api/vendor/privacy/export',
    {
      config: perMinute(5),
      schema: {
        tags: ['media', ...tags],
        security: VENDOR_SECURITY,
        response: { 200: { description: 'A ZIP of data/*.json (every record held) and files/* (documents, photos, stories)', content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } } } },
      },
    },
    async (req, reply) => {
      const vendorId = await sessionVendor(req.headers.authorization);
      const zip = await asVendor(async () => exportVendorData(app.db, app.media, vendorId, await foldersOf(vendorId), app.clock()));
      if (!zip) throw notFound('Vendor');
      // A pre-built body (the ZIP's bytes), not the JSON the route's schema would serialize.
      void reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="my-data-${vendorId}.zip"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(zip) as unknown as string);
      return reply;
    },
  );

  app.post(
    '/api/vendor/privacy/corrections',
    { config: perMinute(10), schema: { tags, security: VENDOR_SECURITY, body: correctionRequestSchema, response: { 201: overview } } },
    async (req, reply) => {
      const vendorId = await sessionVendor(req.headers.authorization);
      await asVendor(() => requestCorrection(app.db, vendorId, req.body.details, app.clock()));
      return reply.status(201).send(await overviewOf(vendorId));
    },
  );

  app.post(
    '/api/vendor/privacy/erase',
    { config: perMinute(5), schema: { tags, security: VENDOR_SECURITY, body: erasureRequestSchema, response: { 200: z.object({ erased: z.literal(true), kept: z.array(z.string()) }) } } },
    async (req) => {
      const vendorId = await sessionVendor(req.headers.authorization);
      const phone = await findVendorPhone(app.db, vendorId);
      // The confirmation step: the vendor types their phone number again.
      if (!phone || phone !== req.body.confirmPhone.replace(/\s+/g, '')) throw badRequest({ confirmPhone: validationText('privacy.confirmPhone') });
      const folders = await foldersOf(vendorId);
      const result = await asVendor(() => eraseVendor(app.db, app.media, vendorId, folders, app.clock(), privacyLanguageOf(requestLanguage(req))));
      if (!result) throw notFound('Vendor');
      return { erased: true as const, kept: [...result.kept] };
    },
  );
}
