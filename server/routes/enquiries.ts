/**
 * Buyer enquiries from the public site (extension, public, rate-limited). Documented in docs/landing.md.
 *   POST /api/enquiries  JSON body: enquirySchema  → 201 { message, id }; 400 { message, errors }
 *   The same from a plain HTML form (application/x-www-form-urlencoded, no JavaScript):
 *   → 303 to the prerendered "received" page, or 400 with the form page showing the errors, or 429 with the
 *   form page saying when to try again (both answered at this URL, the page naming its own path for the hydration).
 * Each enquiry becomes a call request with source 'website' for the admin's call desk.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ENQUIRY_RECEIVED_PATH, enquirySchema, fieldErrors } from '../../src/domain/index.ts';
import { parse } from '../errors.ts';
import { documented, noBody } from '../openapi.ts';
import { readLandingPage } from '../site/landing.ts';
import { renderEnquiryErrors, renderEnquiryRefusal } from '../site/enquiryPage.ts';
import { localizeErrors, requestLanguage } from '../i18n/language.ts';
import { enquiryWithNotice } from '../delivery/events.ts';
import { privacyLanguageOf } from '../../src/domain/privacy.ts';

/** The landing page that holds the enquiry form. */
export const ENQUIRY_PAGE_PATH = '/Footer';
/** The same page in the language the form was posted from (`?lang=ta` on the Tamil page's form action). */
const enquiryPagePath = (request: FastifyRequest) => (requestLanguage(request) === 'ta' ? `/ta${ENQUIRY_PAGE_PATH}` : ENQUIRY_PAGE_PATH);

const FORM_TYPE = 'application/x-www-form-urlencoded';
const PER_MINUTE = 10;
const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith(FORM_TYPE);

/** An answer that is JSON for API clients and the form page (HTML) for a plain form post. */
const jsonOrPage = (what: string, json: z.ZodType, page: string) => ({
  description: `${what}: JSON for an API client, ${page} for a plain form post`,
  content: { 'application/json': { schema: json }, 'text/html': { schema: z.string().describe(page) } },
});

export async function enquiryRoutes(app: FastifyInstance) {
  // Sending the form is the consent to be called back, under the notice its page showed (docs/privacy.md).
  const consentOf = (request: FastifyRequest) => ({ language: privacyLanguageOf(requestLanguage(request)), at: new Date(app.clock()).toISOString() });
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // The body is JSON or a plain form post with different answers, so it is parsed in the handler.
  const schema = {
    tags: ['enquiries'],
    description: 'JSON: 201 { message, id }. A plain form post (no JavaScript): 303 to the received page, or 400 with the form page.',
    consumes: ['application/json', FORM_TYPE],
    body: documented(enquirySchema.clone()),
    response: {
      201: z.object({ message: z.string(), id: z.number() }),
      303: noBody(`A plain form post was received: the page at ${ENQUIRY_RECEIVED_PATH} (Location)`),
      400: jsonOrPage('Bad input', z.object({ message: z.string(), errors: z.record(z.string(), z.string()) }), 'the form page showing the errors'),
      429: jsonOrPage('Too many enquiries from this address', z.object({ message: z.string() }), 'the form page saying so'),
    },
  };
  // A visitor without JavaScript sees the refusal as a page, not as the JSON an API client gets.
  const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const page = error.statusCode === 429 && isFormPost(request) ? readLandingPage(ENQUIRY_PAGE_PATH) : null;
    if (!page) return app.errorHandler(error, request, reply);
    const message = `You have sent ${PER_MINUTE} enquiries in the last minute. Please wait a minute and send it again.`;
    return reply.status(429).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderEnquiryRefusal(page, ENQUIRY_PAGE_PATH, message));
  };
  app.post('/api/enquiries', { config: { rateLimit: { max: PER_MINUTE, timeWindow: '1 minute' } }, schema, errorHandler }, async (request, reply) => {
    if (!isFormPost(request)) {
      const id = await enquiryWithNotice(app.db, app.messageNotifier, parse(enquirySchema, request.body), requestLanguage(request), consentOf(request));
      return reply.status(201).send({ message: 'Thank you. Our team will call you back soon.', id });
    }
    const result = enquirySchema.safeParse(request.body ?? {});
    if (result.success) {
      await enquiryWithNotice(app.db, app.messageNotifier, result.data, requestLanguage(request), consentOf(request));
      return reply.redirect(requestLanguage(request) === 'ta' ? `/ta${ENQUIRY_RECEIVED_PATH}` : ENQUIRY_RECEIVED_PATH, 303);
    }
    const pagePath = enquiryPagePath(request);
    const page = readLandingPage(pagePath);
    const errors = localizeErrors(fieldErrors(result.error), requestLanguage(request));
    if (!page) return reply.status(400).send({ message: 'Invalid input', errors });
    const values = (request.body ?? {}) as Record<string, unknown>;
    return reply.status(400).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderEnquiryErrors(page, pagePath, errors, values));
  });
}
