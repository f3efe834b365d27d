/**
 * Extension `grievances` (docs/grievances.md), the public half: the complaint form and the status lookup, both
 * answering JSON to a script and the prerendered page to a plain form post (no JavaScript), in the caller's
 * language; rate-limited per address like the enquiry form.
 *   POST /api/grievances         JSON, or a plain form post (multipart with an optional `attachment`, or form-encoded)
 *        → 201 { message, ticket } / 303 to /grievance/received?ticket=… (the page with the ticket); 400 { message, errors } / the page with the errors
 *   POST /api/grievances/status  { ticket, phoneNumber } → 200 the status; 404 the one "no match" answer (a wrong
 *        ticket and a wrong phone number are told the same, so numbers cannot be tried one by one)
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldErrors } from '../../src/domain/fieldValidation.ts';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_COMPLAINANTS,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_PAGE_PATH,
  GRIEVANCE_RECEIVED_PAGE_PATH,
  GRIEVANCE_STATES,
  GRIEVANCE_STATUS_PAGE_PATH,
  GRIEVANCE_STATUS_PATH,
  GRIEVANCE_SUBMIT_PATH,
  GRIEVANCE_TEXTS,
  grievanceSchema,
  grievanceStatusSchema,
  grievanceTicket,
  nextDueAt,
  parseGrievanceTicket,
  type GrievanceState,
  type GrievanceStatus,
} from '../../src/domain/grievances.ts';
import { HttpProblem } from '../errors.ts';
import { documented, formFile, noBody } from '../openapi.ts';
import { attachmentType, submitGrievance } from '../grievances/desk.ts';
import { readMultipart } from '../media/multipart.ts';
import { findByTicketAndPhone } from '../repositories/grievances.ts';
import { readLandingPage } from '../site/landing.ts';
import { renderGrievanceErrors, renderGrievanceStatus } from '../site/grievancePage.ts';
import { localizeErrors, requestLanguage } from '../i18n/language.ts';
import { FORM_TYPE, htmlAnswer, isFormPost, jsonOrPage, pathIn } from '../site/formPost.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

const PER_MINUTE = 10;

const badInput = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });

export const grievanceStatusAnswer = z.object({
  ticket: z.string(),
  state: z.enum(GRIEVANCE_STATES),
  receivedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable().describe('The reason given when it was resolved'),
  dueAt: z.string().nullable().describe('The due time that runs now (acknowledgement, then resolution); null once resolved'),
});

const submitBody = z.object({
  name: z.string(),
  complainant: z.enum(GRIEVANCE_COMPLAINANTS),
  category: z.enum(GRIEVANCE_CATEGORIES),
  description: z.string(),
  phoneNumber: z.string(),
  email: z.string().optional(),
  attachment: formFile('Optional: JPEG, PNG, WebP or PDF, at most 5 MB (multipart only)').optional(),
});

export async function grievanceRoutes(app: FastifyInstance) {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /** A refusal of too many posts: the page saying so for a plain form post. */
  const tooManyHandler = (pageBase: string, render: (page: string, pagePath: string, notice: string) => string) =>
    function handler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const language = requestLanguage(request);
      const pagePath = pathIn(language, pageBase);
      const page = error.statusCode === 429 && isFormPost(request) ? readLandingPage(pagePath) : null;
      if (!page) return app.errorHandler(error, request, reply);
      return htmlAnswer(reply, 429, render(page, pagePath, GRIEVANCE_TEXTS[language].tooMany));
    };

  app.post(
    GRIEVANCE_SUBMIT_PATH,
    {
      config: { rateLimit: { max: PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['grievances'],
        description: `A complaint to the grievance officer. JSON: 201 { message, ticket }. A plain form post (multipart or form-encoded): 303 to ${GRIEVANCE_RECEIVED_PAGE_PATH}?ticket=… (the page with the ticket; a reload does not post again), or 400 the page with the errors.`,
        consumes: ['application/json', 'multipart/form-data', FORM_TYPE],
        body: documented(submitBody),
        response: {
          201: { description: 'Received', content: { 'application/json': { schema: z.object({ message: z.string(), ticket: z.string().describe('e.g. GRV-2026-000123') }) } } },
          303: noBody(`A plain form post was received: the page with the ticket at ${GRIEVANCE_RECEIVED_PAGE_PATH}?ticket=… (/ta… with ?lang=ta) (Location)`),
          400: jsonOrPage('Bad input', badInput, 'the form page showing the errors'),
          429: jsonOrPage('Too many complaints from this address', z.object({ message: z.string() }), 'the form page saying so'),
        },
      },
      errorHandler: tooManyHandler(GRIEVANCE_PAGE_PATH, (page, pagePath, notice) => renderGrievanceErrors(page, pagePath, {}, {}, notice)),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const formPost = isFormPost(request);
      let values: Record<string, unknown> = {};
      let attachment: Buffer | undefined;
      const errors: Record<string, string> = {};
      if (request.isMultipart()) {
        try {
          const body = await readMultipart(request);
          values = body.fields;
          attachment = body.files.attachment;
        } catch (error) {
          if (!(error instanceof HttpProblem) || error.statusCode !== 400 || !error.errors) throw error;
          Object.assign(errors, error.errors);
        }
      } else values = (request.body ?? {}) as Record<string, unknown>;
      const result = grievanceSchema.safeParse(values);
      if (!result.success) Object.assign(errors, fieldErrors(result.error), errors);
      if (attachment && attachment.length > 0 && !attachmentType(attachment)) errors.attachment = validationText('upload.theFileType', { formats: 'JPEG, PNG, WebP or PDF' });
      if (!result.success || Object.keys(errors).length) {
        const localized = localizeErrors(errors, language);
        const pagePath = pathIn(language, GRIEVANCE_PAGE_PATH);
        const page = formPost ? readLandingPage(pagePath) : null;
        if (!page) return reply.status(400).send({ message: `Invalid input: ${Object.keys(errors).join(', ')}`, errors });
        const shown = Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'attachment'));
        return htmlAnswer(reply, 400, renderGrievanceErrors(page, pagePath, localized, shown));
      }
      const { ticket } = await submitGrievance(app.db, app.media, result.data, { now: app.clock(), language, attachment });
      if (formPost && readLandingPage(pathIn(language, GRIEVANCE_PAGE_PATH))) {
        return reply.redirect(`${pathIn(language, GRIEVANCE_RECEIVED_PAGE_PATH)}?ticket=${encodeURIComponent(ticket)}`, 303);
      }
      const message = language === 'ta' ? GRIEVANCE_TEXTS.ta.receivedHeading : GRIEVANCE_MESSAGES.received;
      return reply.status(201).send({ message, ticket });
    },
  );

  app.post(
    GRIEVANCE_STATUS_PATH,
    {
      config: { rateLimit: { max: PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['grievances'],
        description: "A complaint's status for its ticket number and the phone number it was raised with; any mismatch is the one 404.",
        consumes: ['application/json', FORM_TYPE],
        body: documented(z.object({ ticket: z.string(), phoneNumber: z.string() })),
        response: {
          200: jsonOrPage('The status', grievanceStatusAnswer, 'the status page showing it'),
          400: jsonOrPage('Bad input', badInput, 'the status page showing the errors'),
          404: jsonOrPage('No complaint matches the ticket and phone number', z.object({ message: z.string() }), 'the status page saying so'),
          429: jsonOrPage('Too many lookups from this address', z.object({ message: z.string() }), 'the status page saying so'),
        },
      },
      errorHandler: tooManyHandler(GRIEVANCE_STATUS_PAGE_PATH, (page, pagePath, notice) => renderGrievanceStatus(page, pagePath, {}, { notice })),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const values = (request.body ?? {}) as Record<string, unknown>;
      const pagePath = pathIn(language, GRIEVANCE_STATUS_PAGE_PATH);
      const page = isFormPost(request) ? readLandingPage(pagePath) : null;
      const parsed = grievanceStatusSchema.safeParse(values);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        if (!page) return reply.status(400).send({ message: `Invalid input: ${Object.keys(errors).join(', ')}`, errors });
        return htmlAnswer(reply, 400, renderGrievanceStatus(page, pagePath, values, { errors: localizeErrors(errors, language) }));
      }
      const ticket = parseGrievanceTicket(parsed.data.ticket);
      const row = ticket ? await findByTicketAndPhone(app.db, ticket.id, ticket.year, parsed.data.phoneNumber) : undefined;
      if (!row) {
        const message = language === 'ta' ? GRIEVANCE_TEXTS.ta.notFound : GRIEVANCE_MESSAGES.notFound;
        if (!page) return reply.status(404).send({ message });
        return htmlAnswer(reply, 404, renderGrievanceStatus(page, pagePath, values, { notice: GRIEVANCE_TEXTS[language].notFound }));
      }
      const state = row.state as GrievanceState;
      const status: GrievanceStatus = {
        ticket: grievanceTicket(row.id, row.received_at),
        state,
        receivedAt: row.received_at,
        acknowledgedAt: row.acknowledged_at,
        resolvedAt: row.resolved_at,
        resolution: state === 'resolved' ? row.resolution : null,
        dueAt: nextDueAt(state, { acknowledgeBy: row.acknowledge_by, resolveBy: row.resolve_by }),
      };
      if (!page) return status;
      return htmlAnswer(reply, 200, renderGrievanceStatus(page, pagePath, values, { status }));
    },
  );
}
