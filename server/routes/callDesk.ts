/**
 * Extension `callDesk` (docs/call-desk.md): call requests and website enquiries worked as one desk.
 *   GET   /api/calldesk?sort=["desk","ASC"]&range=[0,24]&filter={"state":"follow_up","assignee_id":3,"due":true,"q":"98765","vendor_id":12}
 *         → items with `Content-Range: calldesk 0-24/40`; the sort `desk` puts due follow-ups first; `vendor_id`
 *         finds the request an application came from (the link back from the vendor); `source` ("website"),
 *         `created_after` and `created_until` (ISO-8601: a work plan bucket) narrow it to a dashboard figure
 *   GET   /api/calldesk/assignees → admins a request may be given to (calldesk and owner roles)
 *   GET   /api/calldesk/{id} → one item with its `timeline` of notes
 *   PUT   /api/calldesk/{id} { state?, follow_up_on?, closed_reason?, assignee_id? } → the item
 *   POST  /api/calldesk/{id}/notes { body } → the item (the note appended to the timeline)
 *   POST  /api/calldesk/{id}/convert { kind } → 201 { vendor_id, kind, item, invitation } (invitation: the first
 *         link to the portal, server/routes/portalInvitations.ts)
 * Every write is in the area `calls` (server/review/permissions.ts).
 */
import { z } from 'zod';
import { id, MAX_ID } from '../../src/domain/schemas.ts';
import { createdRangeFilter } from '../../src/domain/workPlanFilters.ts';
import { CALL_STATES, callConvertSchema, callDeskChangeSchema, callNoteSchema, deskDate } from '../../src/domain/callDesk.ts';
import { notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import {
  CALL_DESK_SORT_FIELDS,
  appendCallNote,
  changeCallDeskItem,
  findCallDeskItem,
  listAssignees,
  listCallNotes,
  pageCallDesk,
} from '../repositories/callDesk.ts';
import { conflictAnswer, simpleRestQuery } from './responses.ts';
import { parseListQuery, sendPage } from './simpleRest.ts';
import { vendorKindConfigs } from './vendors/kinds.ts';
import { issuedInvitation } from './portalInvitations.ts';
import { convertWithInvitationNotice } from '../delivery/events.ts';
import { endpointRoute } from './endpointRoute.ts';
import { callDesk } from '../../src/domain/resources/index.ts';

const tags = ['callDesk'];
const idParams = z.object({ id: id('id') });

const item = z.object({
  id: z.number(),
  phone_number: z.string(),
  notes: z.string().nullable(),
  created_at: z.string(),
  source: z.string().nullable(),
  state: z.enum(CALL_STATES),
  assignee_id: z.number().nullable(),
  assignee_name: z.string().nullable(),
  follow_up_on: z.string().nullable(),
  closed_reason: z.string().nullable(),
  caller_name: z.string().nullable(),
  caller_city: z.string().nullable(),
  vendor_id: z.number().nullable(),
  vendor_kind: z.string().nullable(),
  due: z.boolean().describe('A follow-up whose date is today (India) or past'),
});
const note = z.object({ id: z.number(), body: z.string(), author_id: z.number().nullable(), author_name: z.string().nullable(), at: z.string() });
const itemWithTimeline = item.extend({ timeline: z.array(note) });

const stateFilter = z.enum(CALL_STATES);
const filterSchema = z.object({
  state: z.union([stateFilter, z.array(stateFilter).max(CALL_STATES.length)]).optional(),
  assignee_id: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  q: z.string().max(200).optional(),
  due: z.boolean().optional(),
  vendor_id: id('vendor_id').optional(),
  source: z.string().max(50).optional(),
  ...createdRangeFilter,
});

export async function callDeskRoutes(app: ApiInstance) {
  const { db } = app;
  const kinds = vendorKindConfigs(app.vendorKinds);

  const withTimeline = async (requestId: number) => {
    const found = await findCallDeskItem(db, requestId, deskDate());
    if (!found) throw notFound('Call request');
    return { ...found, timeline: await listCallNotes(db, requestId) };
  };

  app.route({ ...endpointRoute(callDesk.endpoints.list), config: { access: 'calls.read' }, schema: { tags, querystring: simpleRestQuery, response: { 200: z.array(item) } }, handler: async (request, reply) => {
    const { sort, range, filter } = parseListQuery(request.query, { sortFields: CALL_DESK_SORT_FIELDS, defaultSort: ['desk', 'ASC'], filter: filterSchema });
    const page = await pageCallDesk(db, { sort, range, filter, today: deskDate() });
    return sendPage(reply, 'calldesk', range.start, page);
  } });

  app.route({ ...endpointRoute(callDesk.endpoints.assignees), config: { access: 'calls.read' }, schema: { tags, response: { 200: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })) } }, handler: async () =>
    listAssignees(db) });

  app.route({ ...endpointRoute(callDesk.endpoints.one), config: { access: 'calls.read' }, schema: { tags, params: idParams, response: { 200: itemWithTimeline } }, handler: async (request) =>
    withTimeline(request.params.id) });

  app.route({
    ...endpointRoute(callDesk.endpoints.update),
    config: { access: 'calls.write' }, schema: { tags, params: idParams, body: callDeskChangeSchema, response: { 200: itemWithTimeline } },
    handler: async (request) => {
      if (!(await changeCallDeskItem(db, request.params.id, request.body))) throw notFound('Call request');
      return withTimeline(request.params.id);
    },
  });

  app.route({
    ...endpointRoute(callDesk.endpoints.note),
    config: { access: 'calls.write' }, schema: { tags, params: idParams, body: callNoteSchema, response: { 200: itemWithTimeline } },
    handler: async (request) => {
      const admin = sessionAdmin(request);
      if (!(await appendCallNote(db, request.params.id, request.body.body, { id: admin.id, name: admin.name }))) throw notFound('Call request');
      return withTimeline(request.params.id);
    },
  });

  app.route({
    ...endpointRoute(callDesk.endpoints.convert),
    config: { access: 'calls.write' },
    schema: {
      tags,
      params: idParams,
      body: callConvertSchema,
      response: { 201: z.object({ vendor_id: z.number(), kind: z.string(), item: itemWithTimeline, invitation: issuedInvitation.optional() }), ...conflictAnswer('the request is already converted, or the kind has a vendor with this phone number') },
    },
    handler: async (request, reply) => {
      const { kind } = request.body;
      const config = kinds.get(kind);
      if (!config) throw notFound('Vendor kind');
      // The converted caller has no password yet: the first invitation comes with the conversion.
      const admin = sessionAdmin(request);
      const consent = {
        purposes: request.body.reminders ? (['service', 'reminders'] as const) : (['service'] as const),
        language: request.body.noticeLanguage ?? 'en',
        source: 'callDesk' as const,
        at: new Date(app.clock()).toISOString(),
      };
      const converted = await convertWithInvitationNotice(db, app.messageNotifier, request.params.id, config, { id: admin.id, name: admin.name }, `${request.protocol}://${request.host}`, consent);
      if (!converted) throw notFound('Call request');
      const { vendorId, invitation } = converted;
      return reply.status(201).send({ vendor_id: vendorId, kind, item: await withTimeline(request.params.id), invitation });
    },
  });
}
