/**
 * Extension `privacy` (docs/privacy.md "Requests by one-time code"): data principal requests from people who are
 * not logged in (a buyer, or a vendor without the portal at hand), public and rate-limited per address like the
 * complaint form.
 *   POST /api/privacy/requests        { kind, phone, email?, details?, lang? } → 202 { message, requestToken, expiresAt }
 *        the same answer whether or not the phone is on record; 429 past 3 codes per phone per hour
 *   POST /api/privacy/requests/verify { requestToken, code } → 201 the request (with its 90-day clock), or for an
 *        access the ZIP (application/zip: a vendor's as the portal's download, a buyer's enquiries); 400 a wrong, expired or
 *        used code (each try counted, 5 at most)
 */
import { z } from 'zod';
import {
  PRIVACY_CODE,
  PRIVACY_PUBLIC_REQUEST_PATH,
  PRIVACY_PUBLIC_VERIFY_PATH,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATES,
  PRIVACY_SUBJECTS,
  privacyCodeSchema,
  privacyLanguageOf,
  publicPrivacyRequestSchema,
} from '../../src/domain/privacy.ts';
import type { ApiInstance } from '../openapi.ts';
import { offeredChannels } from '../delivery/index.ts';
import { askPrivacyCode, verifyPrivacyCode } from '../privacy/publicRequests.ts';
import { requestLanguage } from '../i18n/language.ts';
import { errorAnswer } from './responses.ts';
import { vendorFoldersOf } from './vendorFolders.ts';

const tags = ['privacy'];
const PER_MINUTE = 10;
const rateLimit = { rateLimit: { max: PER_MINUTE, timeWindow: '1 minute' } };

const SENT: Record<'en' | 'ta', string> = {
  en: 'If this phone number is on record with us, a code is on its way to it (or to the e-mail address on record). Type it within 10 minutes.',
  ta: 'இந்தத் தொலைபேசி எண் எங்களிடம் பதிவில் இருந்தால், அதற்கு (அல்லது பதிவில் உள்ள மின்னஞ்சலுக்கு) ஒரு குறியீடு வருகிறது. 10 நிமிடங்களுக்குள் அதைத் தட்டச்சு செய்யுங்கள்.',
};

export const privacyCodeAsked = z.object({
  message: z.string(),
  requestToken: z.string().describe('Give it back with the code to /api/privacy/requests/verify'),
  expiresAt: z.string().describe(`${PRIVACY_CODE.validMinutes} minutes after the request`),
});
export const privacyRequestVerified = z.object({
  id: z.number(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  subject: z.enum(PRIVACY_SUBJECTS),
  state: z.enum(PRIVACY_REQUEST_STATES).describe('received: the desk answers within 90 days; completed: done at once (a buyer\'s erasure)'),
  dueAt: z.string(),
  kept: z.array(z.string()).optional().describe('For an erasure done at once: what was kept, and why'),
});

export async function privacyPublicRequestRoutes(app: ApiInstance) {
  app.post(
    PRIVACY_PUBLIC_REQUEST_PATH,
    {
      config: rateLimit,
      schema: {
        tags,
        description: `A data principal request (access, correction, erasure) from someone not logged in: a ${PRIVACY_CODE.digits}-digit code goes to the phone or e-mail on record. The answer is the same whether or not the phone is on record.`,
        body: publicPrivacyRequestSchema,
        response: {
          202: privacyCodeAsked,
          400: errorAnswer('Bad input'),
          429: errorAnswer(`Too many requests from this address, or more than ${PRIVACY_CODE.perPhonePerHour} codes for this phone in an hour`),
        },
      },
    },
    async (request, reply) => {
      const language = privacyLanguageOf(request.body.lang ?? requestLanguage(request));
      const deliver = offeredChannels(app.config.delivery).length > 0;
      const asked = await askPrivacyCode(app.db, request.body, { now: app.clock(), language, deliver });
      if (deliver) app.jobs.wake();
      return reply.status(202).send({ message: SENT[language], ...asked });
    },
  );

  app.post(
    PRIVACY_PUBLIC_VERIFY_PATH,
    {
      config: rateLimit,
      schema: {
        tags: ['media', ...tags],
        description: 'The code sent for a request: an access answers the ZIP at once (a vendor\'s as the portal\'s download), a buyer\'s erasure is done at once; a correction or a vendor\'s erasure joins the desk\'s list with its 90-day clock.',
        body: privacyCodeSchema,
        response: {
          201: {
            description: 'The request recorded; for an access, the ZIP (a vendor\'s: data/*.json and files/*, as the portal\'s download; a buyer\'s: data/*.json of enquiries, call requests, their notes, consents and messages)',
            content: { 'application/json': { schema: privacyRequestVerified }, 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
          },
          400: errorAnswer('The code is wrong, expired, used or out of tries'),
          429: errorAnswer('Too many tries from this address'),
        },
      },
    },
    async (request, reply) => {
      const verified = await verifyPrivacyCode(app.db, request.body.requestToken, request.body.code, app.clock(), { media: app.media, foldersOf: vendorFoldersOf(app) });
      if (verified.zip) {
        // A pre-built body (the ZIP's bytes), not the JSON the route's schema would serialize.
        void reply
          .status(201)
          .header('content-type', 'application/zip')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="my-data-${verified.id}.zip"`)
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(verified.zip) as unknown as string);
        return reply;
      }
      const { id, kind, subject, state, dueAt, kept } = verified;
      return reply.status(201).send({ id, kind, subject, state, dueAt, ...(kept ? { kept: [...kept] } : {}) });
    },
  );
}
