/**
 * The GET pages a public form's plain post is sent to (Post/Redirect/Get: a reload shows the page again and posts
 * nothing), drawn from the form's prerendered page in its language: a complaint's ticket
 * (`/grievance/received?ticket=GRV-…`) and what happens next to a data request (`/privacy/request/received?kind=…
 * &state=…&due=…`). An address that names nothing goes to the form's page.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GRIEVANCE_PAGE_PATH, GRIEVANCE_RECEIVED_PAGE_PATH, parseGrievanceTicket } from '../../src/domain/grievanceForm.ts';
import { PRIVACY_REQUEST_PAGE_PATH, PRIVACY_REQUEST_RECEIVED_PATH, outcomeOfQuery } from '../../src/domain/privacyRequestForm.ts';
import { BUYER_ERASURE_KEPT } from '../privacy/publicRequests.ts';
import { htmlAnswer, pathIn } from './formPost.ts';
import { renderGrievanceReceived } from './grievancePage.ts';
import { readLandingPage } from './landing.ts';
import { renderRequestReceived } from './privacyRequestPage.ts';

const LANGUAGES = ['en', 'ta'] as const;

function answer(reply: FastifyReply, pagePath: string, draw: ((page: string) => string) | null) {
  if (!draw) return reply.redirect(pagePath, 303);
  const page = readLandingPage(pagePath);
  if (!page) return reply.status(404).send({ message: 'The landing is not built' });
  return htmlAnswer(reply, 200, draw(page));
}

export async function receivedPages(app: FastifyInstance): Promise<void> {
  for (const language of LANGUAGES) {
    app.get(pathIn(language, GRIEVANCE_RECEIVED_PAGE_PATH), async (request, reply) => {
      const pagePath = pathIn(language, GRIEVANCE_PAGE_PATH);
      const { ticket } = request.query as { ticket?: unknown };
      const named = typeof ticket === 'string' && parseGrievanceTicket(ticket) ? ticket.trim().toUpperCase() : null;
      return answer(reply, pagePath, named ? (page) => renderGrievanceReceived(page, pagePath, named) : null);
    });
    app.get(pathIn(language, PRIVACY_REQUEST_RECEIVED_PATH), async (request, reply) => {
      const pagePath = pathIn(language, PRIVACY_REQUEST_PAGE_PATH);
      const outcome = outcomeOfQuery(request.query as Record<string, unknown>);
      const kept = outcome?.kind === 'erasure' && outcome.state === 'completed' ? BUYER_ERASURE_KEPT[language] : undefined;
      return answer(reply, pagePath, outcome ? (page) => renderRequestReceived(page, pagePath, { ...outcome, kept }) : null);
    });
  }
}
