/**
 * Extension `grievances` (docs/grievances.md), the admin's desk: the resource `grievances`
 * (src/domain/resources/grievances.ts), whose declaration gives every route its path and permission:
 *   GET  /api/admin/grievances?sort=["due_at","ASC"]&range=[0,24]&filter={"state":"received","category":"delivery","overdue":true}
 *        → items with their clocks (`standing`: overdue, dueToday, running, stopped), `Content-Range: grievances …`
 *   GET  /api/admin/grievances/assignees → admins who may work grievances
 *   GET  /api/admin/grievances/export?month=2026-11 → text/csv of the grievances received that month (India), for audits
 *   GET  /api/admin/grievances/{id} → one item with its `timeline`
 *   GET  /api/admin/grievances/{id}/attachment → the complainant's file (checked by content at upload)
 *   PUT  /api/admin/grievances/{id} { assignee_id } → the item
 *   POST /api/admin/grievances/{id}/notes { body }, /acknowledge {}, /resolve { resolution }, /reopen { reason? },
 *        /escalate { reason? } → the item; 409 when the action does not apply to its state
 */
import { z } from 'zod';
import { id, MAX_ID } from '../../src/domain/schemas.ts';
import { ROLES, can } from '../../src/domain/roles.ts';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATES,
  grievanceChangeSchema,
  grievanceNoteSchema,
  grievanceReasonSchema,
  grievanceResolveSchema,
  grievanceTicket,
  clockStanding,
} from '../../src/domain/grievances.ts';
import { notFound } from '../errors.ts';
import { listActiveAdminsWithRoles } from '../repositories/admins.ts';
import type { ApiInstance } from '../openapi.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import {
  GRIEVANCE_FOLDER,
  acknowledgeGrievance,
  assignGrievance,
  escalateGrievance,
  noteGrievance,
  reopenGrievance,
  resolveGrievance,
} from '../grievances/desk.ts';
import {
  GRIEVANCE_SORT_FIELDS,
  findGrievance,
  grievanceAttachment,
  grievancesReceivedBetween,
  listGrievanceEvents,
  pageGrievances,
} from '../repositories/grievances.ts';
import { conflictAnswer, simpleRestQuery } from './responses.ts';
import { parseListQuery, sendPage } from './simpleRest.ts';
import { documentFileAnswer, sendPrivateFile } from './compliance/shared.ts';
import { grievanceWithNotice } from '../delivery/events.ts';
import { accessOf, grievances } from '../../src/domain/resources/index.ts';
import { endpointRoute } from './endpointRoute.ts';

const tags = ['grievances'];
/** A file or a download, not JSON (the contract's sweeps treat the `media` area as files). */
const fileTags = ['media', 'grievances'];
const idParams = z.object({ id: id('id') });

const item = z.object({
  id: z.number(),
  ticket: z.string(),
  name: z.string(),
  complainant: z.string(),
  category: z.string(),
  description: z.string(),
  phone_number: z.string(),
  email: z.string().nullable(),
  language: z.string(),
  state: z.enum(GRIEVANCE_STATES),
  received_at: z.string(),
  acknowledge_by: z.string().describe('48 hours after receipt'),
  resolve_by: z.string().describe('One month after receipt; 90 days for personal data'),
  due_at: z.string().nullable().describe('The due time that runs in this state; null once resolved'),
  standing: z.enum(['overdue', 'dueToday', 'running', 'stopped']),
  acknowledged_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  resolution: z.string().nullable(),
  escalated_at: z.string().nullable(),
  assignee_id: z.number().nullable(),
  assignee_name: z.string().nullable(),
  attachment: z.boolean(),
});
const event = z.object({ id: z.number(), kind: z.string(), body: z.string().nullable(), author_name: z.string().nullable(), at: z.string() });
const itemWithTimeline = item.extend({ timeline: z.array(event) });

const stateFilter = z.enum(GRIEVANCE_STATES);
const filterSchema = z.object({
  state: z.union([stateFilter, z.array(stateFilter).max(GRIEVANCE_STATES.length)]).optional(),
  category: z.enum(GRIEVANCE_CATEGORIES).optional(),
  overdue: z.boolean().optional(),
  due_today: z.boolean().optional(),
  assignee_id: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  q: z.string().max(200).optional(),
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const exportQuery = z.object({ month: z.string().regex(MONTH, 'month must be YYYY-MM') });

/** The India month's bounds in UTC ISO text: [first day 00:00 IST, next month's first day 00:00 IST). */
function indiaMonth(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const offset = 330 * 60_000;
  return { from: new Date(Date.UTC(year, m - 1, 1) - offset).toISOString(), to: new Date(Date.UTC(year, m, 1) - offset).toISOString() };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A cell a spreadsheet would run as a formula is quoted as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const GRIEVANCE_CSV_COLUMNS = [
  'ticket',
  'received_at',
  'complainant',
  'category',
  'state',
  'acknowledge_by',
  'acknowledged_at',
  'acknowledged_in_time',
  'resolve_by',
  'resolved_at',
  'resolved_in_time',
  'escalated_at',
  'assignee',
  'resolution',
] as const;

export async function grievanceDeskRoutes(app: ApiInstance) {
  const { db } = app;
  const { endpoints } = grievances;
  const read = accessOf(grievances, 'read');
  const write = accessOf(grievances, 'write');
  const actorOf = (request: Parameters<typeof sessionAdmin>[0]) => {
    const admin = sessionAdmin(request);
    return { id: admin.id, name: admin.name };
  };
  const withTimeline = async (grievanceId: number) => {
    const found = await findGrievance(db, grievanceId, app.clock());
    if (!found) throw notFound('Grievance');
    return { ...found, timeline: await listGrievanceEvents(db, grievanceId) };
  };

  app.route({ ...endpointRoute(endpoints.list), config: { access: read }, schema: { tags, querystring: simpleRestQuery, response: { 200: z.array(item) } }, handler: async (request, reply) => {
    const { sort, range, filter } = parseListQuery(request.query, { sortFields: GRIEVANCE_SORT_FIELDS, defaultSort: ['due_at', 'ASC'], filter: filterSchema });
    const page = await pageGrievances(db, { sort, range, filter, now: app.clock() });
    return sendPage(reply, 'grievances', range.start, page);
  } });

  app.route({
    ...endpointRoute(endpoints.assignees),
    config: { access: read },
    schema: { tags, response: { 200: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })) } },
    handler: async () => {
      const roles = ROLES.filter((role) => can(role, write));
      return listActiveAdminsWithRoles(db, roles);
    },
  });

  app.route({
    ...endpointRoute(endpoints.export),
    config: { access: read },
    schema: {
      tags: fileTags,
      description: 'The grievances received in one month (India time), one row each, with whether each clock was met: for audits.',
      querystring: exportQuery,
      response: { 200: { description: 'CSV with a header row', content: { 'text/csv': { schema: z.string() } } } },
    },
    handler: async (request, reply) => {
      const { month } = request.query;
      const { from, to } = indiaMonth(month);
      const rows = await grievancesReceivedBetween(db, from, to);
      const now = app.clock();
      const met = (doneAt: string | null, dueBy: string) => (doneAt ? (doneAt <= dueBy ? 'yes' : 'no') : clockStanding(dueBy, now) === 'overdue' ? 'no' : '');
      const lines = [
        GRIEVANCE_CSV_COLUMNS.join(','),
        ...rows.map((row) =>
          [
            grievanceTicket(row.id, row.received_at),
            row.received_at,
            row.complainant,
            row.category,
            row.state,
            row.acknowledge_by,
            row.acknowledged_at,
            met(row.acknowledged_at, row.acknowledge_by),
            row.resolve_by,
            row.resolved_at,
            met(row.resolved_at, row.resolve_by),
            row.escalated_at,
            row.assignee_name,
            row.resolution,
          ]
            .map(csvCell)
            .join(','),
        ),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="grievances-${month}.csv"`)
        .send(`${lines.join('\r\n')}\r\n`);
    },
  });

  app.route({ ...endpointRoute(endpoints.one), config: { access: read }, schema: { tags, params: idParams, response: { 200: itemWithTimeline } }, handler: async (request) => withTimeline(request.params.id) });

  app.route({
    ...endpointRoute(endpoints.attachment),
    config: { access: read },
    schema: { tags: fileTags, params: idParams, response: { 200: documentFileAnswer } },
    handler: async (request, reply) => {
      const found = await grievanceAttachment(db, request.params.id);
      const file = found ? await app.media.open(GRIEVANCE_FOLDER, found.attachment) : null;
      if (!found || !file) throw notFound('Attachment');
      return sendPrivateFile(reply, file, found.attachment_type ?? 'pdf', `grievance-${request.params.id}`);
    },
  });

  app.route({
    ...endpointRoute(endpoints.update),
    config: { access: write },
    schema: { tags, params: idParams, body: grievanceChangeSchema, response: { 200: itemWithTimeline } },
    handler: async (request) => {
      await assignGrievance(db, request.params.id, request.body.assignee_id, actorOf(request), app.clock());
      return withTimeline(request.params.id);
    },
  });

  app.route({
    ...endpointRoute(endpoints.note),
    config: { access: write },
    schema: { tags, params: idParams, body: grievanceNoteSchema, response: { 200: itemWithTimeline } },
    handler: async (request) => {
      await noteGrievance(db, request.params.id, request.body.body, actorOf(request), app.clock());
      return withTimeline(request.params.id);
    },
  });

  const conflictOnState = conflictAnswer('the action does not apply to the grievance in its state');
  app.route({
    ...endpointRoute(endpoints.acknowledge),
    config: { access: write },
    schema: { tags, params: idParams, response: { 200: itemWithTimeline, ...conflictOnState } },
    handler: async (request) => {
      await grievanceWithNotice(db, app.messageNotifier, request.params.id, 'acknowledged', (trx) => acknowledgeGrievance(trx, request.params.id, actorOf(request), app.clock()));
      return withTimeline(request.params.id);
    },
  });
  app.route({
    ...endpointRoute(endpoints.resolve),
    config: { access: write },
    schema: { tags, params: idParams, body: grievanceResolveSchema, response: { 200: itemWithTimeline, ...conflictOnState } },
    handler: async (request) => {
      await grievanceWithNotice(db, app.messageNotifier, request.params.id, 'resolved', (trx) => resolveGrievance(trx, request.params.id, request.body.resolution, actorOf(request), app.clock()));
      return withTimeline(request.params.id);
    },
  });
  app.route({
    ...endpointRoute(endpoints.reopen),
    config: { access: write },
    schema: { tags, params: idParams, body: grievanceReasonSchema, response: { 200: itemWithTimeline, ...conflictOnState } },
    handler: async (request) => {
      await reopenGrievance(db, request.params.id, request.body.reason, actorOf(request), app.clock());
      return withTimeline(request.params.id);
    },
  });
  app.route({
    ...endpointRoute(endpoints.escalate),
    config: { access: write },
    schema: { tags, params: idParams, body: grievanceReasonSchema, response: { 200: itemWithTimeline, ...conflictOnState } },
    handler: async (request) => {
      await escalateGrievance(db, request.params.id, request.body.reason, actorOf(request), app.clock());
      return withTimeline(request.params.id);
    },
  });
}
