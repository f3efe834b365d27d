/**
 * Extension `grievances` (docs/grievances.md), the admin's desk, in the permission area `grievances`:
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

export const GRIEVANCE_ADMIN_PATHS = {
  list: '/api/admin/grievances',
  assignees: '/api/admin/grievances/assignees',
  exportCsv: '/api/admin/grievances/export',
  item: '/api/admin/grievances/:id',
  attachment: '/api/admin/grievances/:id/attachment',
  notes: '/api/admin/grievances/:id/notes',
  acknowledge: '/api/admin/grievances/:id/acknowledge',
  resolve: '/api/admin/grievances/:id/resolve',
  reopen: '/api/admin/grievances/:id/reopen',
  escalate: '/api/admin/grievances/:id/escalate',
} as const;

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
  const actorOf = (request: Parameters<typeof sessionAdmin>[0]) => {
    const admin = sessionAdmin(request);
    return { id: admin.id, name: admin.name };
  };
  const withTimeline = async (grievanceId: number) => {
    const found = await findGrievance(db, grievanceId, app.clock());
    if (!found) throw notFound('Grievance');
    return { ...found, timeline: await listGrievanceEvents(db, grievanceId) };
  };

  app.get(GRIEVANCE_ADMIN_PATHS.list, { config: { access: 'grievances.read' }, schema: { tags, querystring: simpleRestQuery, response: { 200: z.array(item) } } }, async (request, reply) => {
    const { sort, range, filter } = parseListQuery(request.query, { sortFields: GRIEVANCE_SORT_FIELDS, defaultSort: ['due_at', 'ASC'], filter: filterSchema });
    const page = await pageGrievances(db, { sort, range, filter, now: app.clock() });
    return sendPage(reply, 'grievances', range.start, page);
  });

  app.get(
    GRIEVANCE_ADMIN_PATHS.assignees,
    { config: { access: 'grievances.read' }, schema: { tags, response: { 200: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })) } } },
    async () => {
      const roles = ROLES.filter((role) => can(role, 'grievances.write'));
      return listActiveAdminsWithRoles(db, roles);
    },
  );

  app.get(
    GRIEVANCE_ADMIN_PATHS.exportCsv,
    {
      config: { access: 'grievances.read' },
      schema: {
        tags: fileTags,
        description: 'The grievances received in one month (India time), one row each, with whether each clock was met: for audits.',
        querystring: exportQuery,
        response: { 200: { description: 'CSV with a header row', content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
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
  );

  app.get(GRIEVANCE_ADMIN_PATHS.item, { config: { access: 'grievances.read' }, schema: { tags, params: idParams, response: { 200: itemWithTimeline } } }, async (request) =>
    withTimeline(request.params.id),
  );

  app.get(
    GRIEVANCE_ADMIN_PATHS.attachment,
    {
      config: { access: 'grievances.read' },
      schema: {
        tags: fileTags,
        params: idParams,
        response: { 200: documentFileAnswer },
      },
    },
    async (request, reply) => {
      const found = await grievanceAttachment(db, request.params.id);
      const file = found ? await app.media.open(GRIEVANCE_FOLDER, found.attachment) : null;
      if (!found || !file) throw notFound('Attachment');
      return sendPrivateFile(reply, file, found.attachment_type ?? 'pdf', `grievance-${request.params.id}`);
    },
  );

  app.put(
    GRIEVANCE_ADMIN_PATHS.item,
    { config: { access: 'grievances.write' }, schema: { tags, params: idParams, body: grievanceChangeSchema, response: { 200: itemWithTimeline } } },
    async (request) => {
      await assignGrievance(db, request.params.id, request.body.assignee_id, actorOf(request), app.clock());
      return withTimeline(request.params.id);
    },
  );

  app.post(
    GRIEVANCE_ADMIN_PATHS.notes,
    { config: { access: 'grievances.write' }, schema: { tags, params: idParams, body: grievanceNoteSchema, response: { 200: itemWithTimeline } } },
    async (request) => {
      await noteGrievance(db, request.params.id, request.body.body, actorOf(request), app.clock());
      return withTimeline(request.params.id);
    },
  );

  const conflictOnState = conflictAnswer('the action does not apply to the grievance in its state');
  app.post(
    GRIEVANCE_ADMIN_PATHS.acknowledge,
    { config: { access: 'grievances.write' }, schema: { tags, params: idParams, response: { 200: itemWithTimeline, ...conflictOnState } } },
    async (request) => {
      await grievanceWithNotice(db, app.messageNotifier, request.params.id, 'acknowledged', (trx) => acknowledgeGrievance(trx, request.params.id, actorOf(request), app.clock()));
      return withTimeline(request.params.id);
    },
  );
  app.post(
    GRIEVANCE_ADMIN_PATHS.resolve,
    { config: { access: 'grievances.write' }, schema: { tags, params: idParams, body: grievanceResolveSchema, response: { 200: itemWithTimeline, ...conflictOnState } } },
    async (request) => {
      await grievanceWithNotice(db, app.messageNotifier, request.params.id, 'resolved', (trx) => resolveGrievance(trx, request.params.id, request.body.resolution, actorOf(request), app.clock()));
      return withTimeline(request.params.id);
    },
  );
  app.post(
    GRIEVANCE_ADMIN_PATHS.reopen,
    { config: { access: 'grievances.write' }, schema: { tags, params: idParams, body: grievanceReasonSchema, response: { 200: itemWithTimeline, ...conflictOnState } } },
    async (request) => {
      await reopenGrievance(db, request.params.id, request.body.reason, actorOf(request), app.clock());
      return withTimeline(request.params.id);
    },
  );
  app.post(
    GRIEVANCE_ADMIN_PATHS.escalate,
    { config: { access: 'grievances.write' }, schema: { tags, params: idParams, body: grievanceReasonSchema, response: { 200: itemWithTimeline, ...conflictOnState } } },
    async (request) => {
      await escalateGrievance(db, request.params.id, request.body.reason, actorOf(request), app.clock());
      return withTimeline(request.params.id);
    },
  );
}
