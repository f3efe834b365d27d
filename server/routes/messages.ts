/**
 * Extension `decisionMessages` (docs/messages.md), behind the admin session; writes are in the `vendors` area
 * (owner, reviewer) by server/review/permissions.ts. Each write is audited by the tables' row triggers: a message
 * carries the vendor's user id, so it shows on the vendor's timeline.
 *   POST /api/admin/messages                  { kind, user_id, phone?, channel, language, topic, text } → the outbox row
 *   GET  /api/admin/messages?vendor=kind:id   the vendor's messages, newest first (without `vendor`: the newest 100 of the outbox)
 *   GET  /api/admin/messages/optin/{phone}    { phone, opted_in, source, updated_at } (not opted in when never asked)
 *   PUT  /api/admin/messages/optin/{phone}    { opted_in, source? } → the same
 *   GET  /api/admin/messages/language/{user_id}  { kind, user_id, language: en|ta|null } (the vendor's portal language)
 */
import { z } from 'zod';
import {
  MESSAGE_CHANNELS,
  MESSAGE_ENDPOINTS,
  MESSAGE_LANGUAGES,
  MESSAGE_RECIPIENTS,
  MESSAGE_STATUSES,
  MESSAGE_TEXT_MAX,
  MESSAGE_TOPICS,
  parseVendorRef,
} from '../../src/domain/decisionMessages.ts';
import { whatsappPhone } from '../../src/domain/phone.ts';
import { MESSAGE_TYPES } from '../../src/domain/messageTypes/index.ts';
import { DELIVERY_STATUSES } from '../repositories/messageDeliveries.ts';
import { cleanText, id } from '../../src/domain/fieldValidation.ts';
import { badRequest, notFound } from '../errors.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import type { ApiInstance } from '../openapi.ts';
import { findOptIn, messageVendor, messagesOfVendor, recentMessages, vendorLanguage } from '../repositories/messages.ts';
import { errorAnswer } from './responses.ts';
import { changeOptIn, outboxSender, recordMessage, type MessageSender } from '../messages/sender.ts';
import { endpointRoute } from './endpointRoute.ts';

// The first tag is the area (the vendors' writes); the second groups the calls in the OpenAPI document.
const tags = ['vendors', 'messages'];
const phoneText = 'phone must be an Indian mobile number: 10 digits, or 91 and 10 digits';
const phone = z.string({ error: phoneText }).trim().max(20, phoneText).refine((value) => whatsappPhone(value) !== null, phoneText);

const newMessage = z.object({
  kind: z.string({ error: 'kind is required' }).trim().min(1, 'kind is required').max(50),
  user_id: id('user_id'),
  phone: phone.optional(),
  channel: z.enum(MESSAGE_CHANNELS, { error: `channel must be one of ${MESSAGE_CHANNELS.join(', ')}` }),
  language: z.enum(MESSAGE_LANGUAGES, { error: `language must be one of ${MESSAGE_LANGUAGES.join(', ')}` }),
  topic: z.enum(MESSAGE_TOPICS, { error: `topic must be one of ${MESSAGE_TOPICS.join(', ')}` }),
  // Messages span lines; the limit is above cleanText's multi-line threshold.
  text: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), cleanText('Text', MESSAGE_TEXT_MAX)),
});

const vendorQuery = z.object({
  vendor: z
    .string({ error: 'vendor must be kind:user_id' })
    .refine((value) => parseVendorRef(value) !== null, 'vendor must be kind:user_id')
    .optional(),
});

const optInBody = z.object({
  opted_in: z.boolean({ error: 'opted_in must be true or false' }),
  source: cleanText('Source', 100, 'source must be text').optional(),
});

const message = z.object({
  id: z.number(),
  kind: z.string().describe('The vendor\'s kind, or the recipient (buyer, complainant) of a message to one of them'),
  user_id: z.number().nullable().describe('The vendor; null for a message to a buyer or a complainant'),
  recipient: z.enum(MESSAGE_RECIPIENTS).optional(),
  phone: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.enum(MESSAGE_LANGUAGES),
  topic: z.enum([...MESSAGE_TOPICS, ...MESSAGE_TYPES]).describe('A topic an admin recorded, or an automatic message type (src/domain/messageTypes/)'),
  text: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  created_at: z.string(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  deliveries: z
    .array(
      z.object({
        channel: z.enum(MESSAGE_CHANNELS),
        status: z.enum(DELIVERY_STATUSES),
        attempts: z.number(),
        last_error: z.string().nullable(),
        retry_at: z.string().nullable(),
        updated_at: z.string(),
      }),
    )
    .optional()
    .describe('Each channel\'s delivery of an automatic message (server/delivery/); none for a message an admin delivered by hand'),
});
const optIn = z.object({ phone: z.string(), opted_in: z.boolean(), source: z.string().nullable(), updated_at: z.string().nullable() });
const phoneParams = z.object({ phone });
const vendorLanguageAnswer = z.object({ kind: z.string(), user_id: z.number(), language: z.enum(MESSAGE_LANGUAGES).nullable() });

const schemas = {
  record: { tags, body: newMessage, response: { 200: message } },
  list: { tags, querystring: vendorQuery, response: { 200: z.array(message) } },
  optIn: { tags, params: phoneParams, response: { 200: optIn } },
  setOptIn: { tags, params: phoneParams, body: optInBody, response: { 200: optIn } },
  language: { tags, params: z.object({ user_id: id('user_id') }), response: { 200: vendorLanguageAnswer, 404: errorAnswer('No vendor has that id') } },
};

/** The routes over a given sender (server/messages/sender.ts says how to plug a real one). */
export const messageRoutesWith = (sender: MessageSender) =>
  async function messageRoutes(app: ApiInstance) {
    const { db } = app;
    const international = (value: string) => whatsappPhone(value) as string;

    app.route({
      config: { access: 'vendors.write' },
      ...endpointRoute(MESSAGE_ENDPOINTS.record),
      schema: schemas.record,
      handler: async (request) => {
        const body = request.body;
        const vendor = await messageVendor(db, body.user_id);
        if (!vendor || vendor.kind !== body.kind) throw notFound('Vendor');
        const to = whatsappPhone(body.phone ?? vendor.phoneNumber);
        if (!to) throw badRequest({ phone: phoneText });
        const admin = sessionAdmin(request);
        return recordMessage(db, sender, { kind: body.kind, user_id: body.user_id, phone: to, channel: body.channel, language: body.language, topic: body.topic, text: body.text, created_by: admin.id });
      },
    });

    app.route({
      config: { access: 'vendors.read' },
      ...endpointRoute(MESSAGE_ENDPOINTS.list),
      schema: schemas.list,
      handler: async (request) => {
        const { vendor } = request.query;
        if (vendor === undefined) return recentMessages(db);
        const ref = parseVendorRef(vendor);
        if (!ref) throw badRequest({ vendor: 'vendor must be kind:user_id' });
        return messagesOfVendor(db, ref.kind, ref.userId);
      },
    });

    app.route({
      config: { access: 'vendors.read' },
      ...endpointRoute(MESSAGE_ENDPOINTS.readOptIn),
      schema: schemas.optIn,
      handler: async (request) => findOptIn(db, international(request.params.phone)),
    });

    app.route({
      config: { access: 'vendors.write' },
      ...endpointRoute(MESSAGE_ENDPOINTS.optIn),
      schema: schemas.setOptIn,
      handler: async (request) => {
        const { opted_in, source } = request.body;
        const admin = sessionAdmin(request);
        return changeOptIn(db, international(request.params.phone), opted_in, source || 'admin', admin.id);
      },
    });

    app.route({
      config: { access: 'vendors.read' },
      ...endpointRoute(MESSAGE_ENDPOINTS.language),
      schema: schemas.language,
      handler: async (request) => {
        const found = await vendorLanguage(db, request.params.user_id);
        if (!found) throw notFound('Vendor');
        return found;
      },
    });
  };

export const messageRoutes = messageRoutesWith(outboxSender);
