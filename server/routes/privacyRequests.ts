/**
 * Extension `privacy` (docs/privacy.md), the admin's list of data principal requests: the resource `privacyRequests`
 * (src/domain/resources/privacyRequests.ts), whose declaration gives each route its path and permission (area
 * `grievances`: the grievance officer answers them; the Rules give both desks the same people):
 *   GET /api/admin/privacy-requests?sort=["due_at","ASC"]&range=[0,24]&filter={"state":"received","overdue":true}
 *       → items with their 90-day clock (`overdue`), `Content-Range: privacyRequests …`
 *   POST /api/admin/privacy-requests/{id}/complete { decision: 'corrected', changes } | { decision: 'erased' } | { decision: 'refused', reason }
 *       → the item, completed: a correction corrected or refused; an erasure (received by one-time code) erased by the
 *       portal's own erasure or refused; an open access request refused (400 an answer its kind does not take; 409
 *       when already completed)
 */
import { z } from 'zod';
import { CORRECTION_DECISIONS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATES, PRIVACY_SUBJECTS, privacyAnswerSchema } from '../../src/domain/privacy.ts';
import { id } from '../../src/domain/schemas.ts';
import { accessOf, privacyRequests } from '../../src/domain/resources/index.ts';
import type { ApiInstance } from '../openapi.ts';
import { PRIVACY_REQUEST_SORT_FIELDS, findPrivacyRequest, pagePrivacyRequests, type PrivacyRequestRow } from '../repositories/privacyRequests.ts';
import { answerPrivacyRequest } from '../privacy/requestAnswers.ts';
import { offeredChannels } from '../delivery/index.ts';
import { vendorFoldersOf } from './vendorFolders.ts';
import { notFound } from '../errors.ts';
import { conflictAnswer, errorAnswer, simpleRestQuery } from './responses.ts';
import { parseListQuery, sendPage } from './simpleRest.ts';
import { endpointRoute } from './endpointRoute.ts';

const item = z.object({
  id: z.number(),
  vendor_id: z.number().nullable(),
  subject: z.enum(PRIVACY_SUBJECTS).describe('Whose data: a vendor, or a buyer known by the phone of their enquiries'),
  phone: z.string().nullable().describe('A buyer\'s phone (null for a vendor: the account says it)'),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  state: z.enum(PRIVACY_REQUEST_STATES),
  channel: z.string(),
  details: z.string().nullable(),
  outcome: z.string().nullable().describe('What was done, and for an erasure what was kept and why'),
  received_at: z.string(),
  due_at: z.string().describe('90 days after receipt'),
  completed_at: z.string().nullable(),
  decision: z.enum(CORRECTION_DECISIONS).nullable().describe('The desk\'s decision: corrected or refused (an erasure done has none: its outcome says what was kept)'),
  overdue: z.boolean(),
});
const filterSchema = z.object({
  state: z.enum(PRIVACY_REQUEST_STATES).optional(),
  kind: z.enum(PRIVACY_REQUEST_KINDS).optional(),
  overdue: z.boolean().optional(),
});

const idParams = z.object({ id: id('id') });
const missing = { 404: errorAnswer('No such data request') };

export async function privacyRequestRoutes(app: ApiInstance) {
  const shown = (row: PrivacyRequestRow, nowIso: string) => ({
    ...row,
    kind: row.kind as (typeof PRIVACY_REQUEST_KINDS)[number],
    state: row.state as (typeof PRIVACY_REQUEST_STATES)[number],
    subject: row.subject as (typeof PRIVACY_SUBJECTS)[number],
    decision: row.decision as (typeof CORRECTION_DECISIONS)[number] | null,
    overdue: row.state === 'received' && row.due_at < nowIso,
  });
  const one = async (requestId: number) => {
    const row = await findPrivacyRequest(app.db, requestId);
    if (!row) throw notFound('Data request');
    return shown(row, new Date(app.clock()).toISOString());
  };

  app.route({
    ...endpointRoute(privacyRequests.endpoints.list),
    config: { access: accessOf(privacyRequests, 'read') },
    schema: { tags: ['privacy'], querystring: simpleRestQuery, response: { 200: z.array(item) } },
    handler: async (request, reply) => {
      const { sort, range, filter } = parseListQuery(request.query, { sortFields: PRIVACY_REQUEST_SORT_FIELDS, defaultSort: ['due_at', 'ASC'], filter: filterSchema });
      const now = app.clock();
      const page = await pagePrivacyRequests(app.db, { sort, range, filter, now });
      const nowIso = new Date(now).toISOString();
      const rows = page.rows.map((row) => shown(row, nowIso));
      return sendPage(reply, 'privacyRequests', range.start, { rows, total: page.total });
    },
  });
  app.route({
    ...endpointRoute(privacyRequests.endpoints.complete),
    config: { access: accessOf(privacyRequests, 'write') },
    schema: {
      tags: ['privacy'],
      description: 'Completes an open request: a correction corrected or refused; an erasure received by one-time code erased (as the portal erases) or refused; an open access request refused. A request made by code is answered by a message.',
      params: idParams,
      body: privacyAnswerSchema,
      response: { 200: item, 400: errorAnswer('An answer this kind of request does not take'), ...missing, ...conflictAnswer('the request is already completed, or its account is gone') },
    },
    handler: async (request) => {
      const deliver = offeredChannels(app.config.delivery).length > 0;
      await answerPrivacyRequest(app.db, request.params.id, request.body, { media: app.media, foldersOf: vendorFoldersOf(app), now: app.clock(), deliver });
      if (deliver) app.jobs.wake();
      return one(request.params.id);
    },
  });
}
