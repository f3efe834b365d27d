/**
 * Extension `breachRegister` (docs/breaches.md), the resource `breaches` (src/domain/resources/breaches.ts), whose
 * declaration gives every route its path and permission (the owner's `privacy.manage`):
 *   GET  /api/admin/breaches?sort=["detected_at","DESC"]&range=[0,24]&filter={"status":"suspected","overdue":true}
 *        → items with both clocks (`cert_in_standing`, `board_standing`: overdue, dueSoon, running, stopped)
 *   POST /api/admin/breaches {…} → 201 the item
 *   GET  /api/admin/breaches/{id} → the item;  PUT /api/admin/breaches/{id} {…} → the item (a report's time stops its clock)
 *   GET  /api/admin/breaches/{id}/notice → the notice in English and Tamil and the vendors it goes to
 *   POST /api/admin/breaches/{id}/notify → queues it to each vendor affected and not yet told, in their language
 */
import { z } from 'zod';
import { id } from '../../src/domain/schemas.ts';
import { BREACH_DATA_CATEGORIES, BREACH_STATUSES, breachSchema } from '../../src/domain/breaches.ts';
import { accessOf, breaches } from '../../src/domain/resources/index.ts';
import { notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import { offeredChannels } from '../delivery/channels.ts';
import { changeBreach, draftNotice, notifyAffectedVendors, recordBreach } from '../privacy/breaches.ts';
import { BREACH_SORT_FIELDS, findBreach, pageBreaches } from '../repositories/breaches.ts';
import { errorAnswer, simpleRestQuery } from './responses.ts';
import { parseListQuery, sendPage } from './simpleRest.ts';
import { scheduleRetention } from '../privacy/retention.ts';
import { endpointRoute } from './endpointRoute.ts';

const tags = ['breaches'];
const idParams = z.object({ id: id('id') });
const missing = { 404: errorAnswer('No breach has that id') };
const standing = z.enum(['overdue', 'dueSoon', 'running', 'stopped']);

const item = z.object({
  id: z.number(),
  summary: z.string(),
  description: z.string(),
  description_ta: z.string().nullable(),
  occurred_at: z.string().nullable(),
  detected_at: z.string(),
  data_categories: z.array(z.enum(BREACH_DATA_CATEGORIES)),
  affected_count: z.number(),
  affected_vendor_ids: z.array(z.number()),
  affected_others: z.string().nullable(),
  affected_enquiries_from: z.string().nullable().describe('The buyers affected: enquiries received from this time…'),
  affected_enquiries_to: z.string().nullable().describe('…to this time'),
  status: z.enum(BREACH_STATUSES),
  measures: z.string().nullable(),
  measures_ta: z.string().nullable(),
  advice: z.string().nullable(),
  advice_ta: z.string().nullable(),
  notes: z.string().nullable(),
  cert_in_due: z.string().describe('6 hours after detection (CERT-In)'),
  cert_in_reported_at: z.string().nullable(),
  cert_in_standing: standing,
  board_due: z.string().describe('72 hours after detection (the Data Protection Board’s detailed report)'),
  board_reported_at: z.string().nullable(),
  board_standing: standing,
  notified_vendor_ids: z.array(z.number()),
  notified_enquiry_ids: z.array(z.number()).describe('The enquiries whose buyer was told'),
  recorded_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const noticeText = z.object({ subject: z.string(), body: z.string() });
const noticeAnswer = z.object({
  en: noticeText,
  ta: noticeText,
  recipients: z.array(z.object({ id: z.number(), name: z.string(), language: z.enum(['en', 'ta']), notified: z.boolean() })),
  buyers: z.object({ count: z.number(), notified: z.number() }).describe('The buyers of the enquiries in the period (distinct phones)'),
});
const notifyAnswer = z.object({
  queued: z.number().describe('Notices queued now'),
  alreadyNotified: z.number().describe('Vendors told before this call'),
  buyersQueued: z.number().describe('Notices queued now to buyers (each phone of the enquiries in the period, once)'),
  delivered: z.boolean().describe('Whether a channel delivers them; false: they wait in the outbox to be sent by hand'),
});

const statusFilter = z.enum(BREACH_STATUSES);
const filterSchema = z.object({
  status: z.union([statusFilter, z.array(statusFilter).max(BREACH_STATUSES.length)]).optional(),
  overdue: z.boolean().optional(),
  due_soon: z.boolean().optional(),
  q: z.string().max(200).optional(),
});

export async function breachRoutes(app: ApiInstance) {
  const { db } = app;
  const read = accessOf(breaches, 'read');
  const write = accessOf(breaches, 'write');
  const one = async (breachId: number) => {
    const found = await findBreach(db, breachId, app.clock());
    if (!found) throw notFound('Breach');
    return found;
  };
  // The retention run lives beside the register: both are the privacy duties of docs/breaches.md.
  scheduleRetention(app);

  const { endpoints } = breaches;

  app.route({ ...endpointRoute(endpoints.list), config: { access: read }, schema: { tags, querystring: simpleRestQuery, response: { 200: z.array(item) } }, handler: async (request, reply) => {
    const { sort, range, filter } = parseListQuery(request.query, { sortFields: BREACH_SORT_FIELDS, defaultSort: ['detected_at', 'DESC'], filter: filterSchema });
    return sendPage(reply, 'breaches', range.start, await pageBreaches(db, { sort, range, filter, now: app.clock() }));
  } });

  app.route({ ...endpointRoute(endpoints.create), config: { access: write }, schema: { tags, body: breachSchema, response: { 201: item } }, handler: async (request, reply) => {
    const breachId = await recordBreach(db, request.body, sessionAdmin(request).id, app.clock());
    return reply.status(201).send(await one(breachId));
  } });

  app.route({ ...endpointRoute(endpoints.one), config: { access: read }, schema: { tags, params: idParams, response: { 200: item, ...missing } }, handler: async (request) => one(request.params.id) });

  app.route({ ...endpointRoute(endpoints.update), config: { access: write }, schema: { tags, params: idParams, body: breachSchema, response: { 200: item, ...missing } }, handler: async (request) => {
    await changeBreach(db, request.params.id, request.body, app.clock());
    return one(request.params.id);
  } });

  app.route({ ...endpointRoute(endpoints.notice), config: { access: read }, schema: { tags, params: idParams, response: { 200: noticeAnswer, ...missing } }, handler: async (request) =>
    draftNotice(db, request.params.id, app.config.grievanceOfficer, app.clock()),
  });

  app.route({ ...endpointRoute(endpoints.notify), config: { access: write }, schema: { tags, params: idParams, response: { 200: notifyAnswer, ...missing } }, handler: async (request) => {
    const deliver = offeredChannels(app.config.delivery).length > 0;
    const result = await notifyAffectedVendors(db, request.params.id, { officer: app.config.grievanceOfficer, deliver, now: app.clock() });
    if (deliver && result.queued) app.jobs.wake();
    return { ...result, delivered: deliver };
  } });
}
