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
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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
import { noBody, type ApiInstance } from '../openapi.ts';
import { HttpProblem } from '../errors.ts';
import { offeredChannels } from '../delivery/index.ts';
import { askPrivacyCode, verifyPrivacyCode } from '../privacy/publicRequests.ts';
import { requestLanguage, type Language } from '../i18n/language.ts';
import { validationText } from '../../src/domain/validationTexts.ts';
import { errorAnswer } from './responses.ts';
import { vendorFoldersOf } from './vendorFolders.ts';
import { FORM_TYPE, htmlAnswer, isFormEncoded, jsonOrPage, pathIn } from '../site/formPost.ts';
import { readLandingPage } from '../site/landing.ts';
import { renderCodeStep, renderRequestErrors } from '../site/privacyRequestPage.ts';
import {
  PRIVACY_REQUEST_PAGE_PATH,
  PRIVACY_REQUEST_RECEIVED_PATH,
  PRIVACY_REQUEST_TEXTS,
  privacyErrors,
  receivedQuery,
} from '../../src/domain/privacyRequestForm.ts';

const tags = ['privacy'];
const PER_MINUTE = 10;
const rateLimit = { rateLimit: { max: PER_MINUTE, timeWindow: '1 minute' } };
/** A plain form post of the page (landing/privacy/PrivacyRequestForm.tsx without JavaScript): answered with pages. */
const isFormPost = (request: FastifyRequest) => isFormEncoded(request) && !/^application\/json/.test(request.headers.accept ?? '');
const textsOf = (language: Language) => PRIVACY_REQUEST_TEXTS[language];
const badInput = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });

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
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /**
   * A plain form post's refusals as the page (errors by its fields, in the page's language; the refusal of too
   * many as its notice); a script's or an API client's as JSON, as before.
   */
  const pageErrors = (draw: (page: string, pagePath: string, language: Language, values: Record<string, unknown>, errors: Record<string, string>, notice?: string) => string) =>
    function handler(error: FastifyError | HttpProblem, request: FastifyRequest, reply: FastifyReply) {
      const language = requestLanguage(request);
      const pagePath = pathIn(language, PRIVACY_REQUEST_PAGE_PATH);
      const status = error.statusCode ?? 500;
      const page = isFormPost(request) && (status === 400 || status === 429) ? readLandingPage(pagePath) : null;
      if (!page) return app.errorHandler(error, request, reply);
      const values = (request.body ?? {}) as Record<string, unknown>;
      if (status === 429) {
        const notice = error instanceof HttpProblem ? textsOf(language).tooManyCodes : textsOf(language).tooMany;
        return htmlAnswer(reply, 429, draw(page, pagePath, language, values, {}, notice));
      }
      const errors = error instanceof HttpProblem && error.errors ? error.errors : { _: error.message };
      return htmlAnswer(reply, 400, draw(page, pagePath, language, values, privacyErrors(errors, language)));
    };
  app.post(
    PRIVACY_PUBLIC_REQUEST_PATH,
    {
      config: rateLimit,
      schema: {
        tags,
        description: `A data principal request (access, correction, erasure) from someone not logged in: a ${PRIVACY_CODE.digits}-digit code goes to the phone or e-mail on record. The answer is the same whether or not the phone is on record.`,
        consumes: ['application/json', FORM_TYPE],
        body: publicPrivacyRequestSchema,
        response: {
          202: jsonOrPage('A code is on its way if the phone is on record', privacyCodeAsked, `the page's second step (the code form) at ${PRIVACY_REQUEST_PAGE_PATH}`),
          400: jsonOrPage('Bad input', badInput, 'the page showing the errors by their fields'),
          429: jsonOrPage(
            `Too many requests from this address, or more than ${PRIVACY_CODE.perPhonePerHour} codes for this phone in an hour`,
            errorAnswer('Too many'),
            'the page saying so',
          ),
        },
      },
      errorHandler: pageErrors((page, pagePath, _language, values, errors, notice) => renderRequestErrors(page, pagePath, errors, values, notice)),
    },
    async (request, reply) => {
      const language = privacyLanguageOf(request.body.lang ?? requestLanguage(request));
      const deliver = offeredChannels(app.config.delivery).length > 0;
      const asked = await askPrivacyCode(app.db, request.body, { now: app.clock(), language, deliver });
      if (deliver) app.jobs.wake();
      const pagePath = pathIn(requestLanguage(request), PRIVACY_REQUEST_PAGE_PATH);
      const page = isFormPost(request) ? readLandingPage(pagePath) : null;
      if (page) return htmlAnswer(reply, 202, renderCodeStep(page, pagePath, asked.requestToken));
      return reply.status(202).send({ message: SENT[language], ...asked });
    },
  );

  app.post(
    PRIVACY_PUBLIC_VERIFY_PATH,
    {
      config: rateLimit,
      schema: {
        tags: ['media', ...tags],
        description: `The code sent for a request: an access answers the ZIP at once (a vendor's as the portal's download), a buyer's erasure is done at once; a correction or a vendor's erasure joins the desk's list with its 90-day clock. A plain form post: 303 to ${PRIVACY_REQUEST_RECEIVED_PATH} saying what happens next (the ZIP is still the answer, as a download), or 400 the code form with the error.`,
        consumes: ['application/json', FORM_TYPE],
        body: privacyCodeSchema,
        response: {
          201: {
            description: 'The request recorded; for an access, the ZIP (a vendor\'s: data/*.json and files/*, as the portal\'s download; a buyer\'s: data/*.json of enquiries, call requests, their notes, consents and messages)',
            content: { 'application/json': { schema: privacyRequestVerified }, 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
          },
          303: noBody(`A plain form post was verified: the page saying what happens next, at ${PRIVACY_REQUEST_RECEIVED_PATH}?kind=…&state=…&due=… (/ta… with ?lang=ta) (Location)`),
          400: jsonOrPage('The code is wrong, expired, used or out of tries', badInput, 'the code form showing the error'),
          429: jsonOrPage('Too many tries from this address', errorAnswer('Too many'), 'the code form saying so'),
        },
      },
      errorHandler: pageErrors((page, pagePath, language, values, errors, notice) => {
        const { requestToken, ...rest } = errors;
        const shown = requestToken && !rest.code ? { ...rest, code: privacyErrors({ code: validationText('privacy.codeWrong') }, language).code ?? '' } : rest;
        return renderCodeStep(page, pagePath, typeof values.requestToken === 'string' ? values.requestToken : '', shown, notice);
      }),
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
      if (isFormPost(request) && readLandingPage(PRIVACY_REQUEST_PAGE_PATH)) {
        return reply.redirect(`${pathIn(requestLanguage(request), PRIVACY_REQUEST_RECEIVED_PATH)}?${receivedQuery({ kind, state, dueAt })}`, 303);
      }
      return reply.status(201).send({ id, kind, subject, state, dueAt, ...(kept ? { kept: [...kept] } : {}) });
    },
  );
}
