/**
 * Extension `outbox` (docs/messages.md "The outbox"): the automatic messages as the admin's work list, permissions
 * from the `outbox` declaration (src/domain/resources/outbox.ts: area `vendors`, everyone reads, owner and reviewers
 * retry).
 *   GET  /api/admin/outbox?range=[0,24]&sort=["id","DESC"]&filter={"state":"failed","type":"approved","vendor":41,"q":"kavitha"}
 *        the messages, newest first by default, with Content-Range: outbox 0-24/123
 *   POST /api/admin/outbox/{id}/retry   a failed message's failed channels queued again as a new delivery job → the
 *        message; a message not failed is answered as it is (nothing queued twice); 409 when no channel is configured
 */
import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_LANGUAGES } from '../../src/domain/decisionMessages.ts';
import { id } from '../../src/domain/fieldValidation.ts';
import { MESSAGE_TYPES } from '../../src/domain/messageTypes/index.ts';
import { NO_CHANNEL_REASONS, OUTBOX_RECIPIENTS, OUTBOX_SORT_FIELDS, OUTBOX_STATES } from '../../src/domain/outbox.ts';
import { outbox } from '../../src/domain/resources/outbox.ts';
import { accessOf } from '../../src/domain/resources/types.ts';
import { offeredChannels } from '../delivery/channels.ts';
import { HttpProblem, notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { retryFailedMessage } from '../outbox/retry.ts';
import { DELIVERY_STATUSES } from '../repositories/messageDeliveries.ts';
import { findOutboxRecord, listOutbox } from '../repositories/outbox.ts';
import { endpointRoute } from './endpointRoute.ts';
import { conflictAnswer, errorAnswer, simpleRestQuery } from './responses.ts';
import { parseListQuery, sendPage } from './simpleRest.ts';

// The first tag is the area (src/domain/roles.ts), as the role checks read it.
const tags = [outbox.area, 'outbox'];

const delivery = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable().describe("The channel's last error in plain words"),
  retry_at: z.string().nullable(),
  updated_at: z.string(),
});

const record = z.object({
  id: z.number(),
  topic: z.string().describe('The message type (src/domain/messageTypes/)'),
  kind: z.string(),
  recipient: z.enum(OUTBOX_RECIPIENTS).describe('Who it is for: a vendor, or a buyer or complainant with no account'),
  user_id: z.number().nullable().describe('The vendor; null for a buyer or a complainant'),
  vendor_name: z.string().nullable().describe('null when the vendor is gone'),
  phone: z.string(),
  language: z.enum(MESSAGE_LANGUAGES),
  created_at: z.string(),
  state: z.enum(OUTBOX_STATES).describe('queued; sent, delivered or read (the furthest a channel got); failed (no channel can deliver it)'),
  delivered_on: z.enum(MESSAGE_CHANNELS).nullable(),
  attempts: z.number().describe('Attempts over all channels'),
  last_error: z.string().nullable().describe('The newest error of a channel, in plain words'),
  deliveries: z.array(delivery),
  no_channel: z
    .array(z.enum(NO_CHANNEL_REASONS))
    .nullable()
    .describe('A failed message no channel could take: why, per channel (no mobile number, the number did not agree to WhatsApp, no DLT template, a channel not configured, no e-mail address); null otherwise'),
  can_retry: z.boolean(),
});

const filterSchema = z
  .object({
    state: z.enum(OUTBOX_STATES).optional(),
    type: z.enum(MESSAGE_TYPES).optional(),
    vendor: z.number().int().min(1).optional(),
    q: z.string().max(100).optional(),
  })
  .strict();

export async function adminOutboxRoutes(app: ApiInstance) {
  const { db } = app;
  const channels = offeredChannels(app.config.delivery);

  app.route({
    ...endpointRoute(outbox.endpoints.list),
    config: { access: accessOf(outbox, 'read') }, schema: { tags, querystring: simpleRestQuery, response: { 200: z.array(record) } },
    handler: async (request, reply) => {
      const { sort, range, filter } = parseListQuery(request.query, { sortFields: OUTBOX_SORT_FIELDS, defaultSort: ['id', 'DESC'], filter: filterSchema });
      const page = await listOutbox(db, { filter, sort, offset: range.start, limit: range.end - range.start + 1 });
      return sendPage(reply, 'outbox', range.start, page);
    },
  });

  app.route({
    ...endpointRoute(outbox.endpoints.retry),
    config: { access: accessOf(outbox, 'write') },
    schema: {
      tags,
      params: z.object({ id: id('id') }),
      response: { 200: record, 404: errorAnswer('No automatic message has that id'), ...conflictAnswer('no delivery channel is configured') },
    },
    handler: async (request) => {
      const messageId = request.params.id;
      const before = await findOutboxRecord(db, messageId);
      if (!before) throw notFound('Message');
      if (before.state === 'failed') {
        if (channels.length === 0) throw new HttpProblem(409, 'No delivery channel is configured, so the message cannot be sent again');
        if (await retryFailedMessage(db, messageId, new Date())) app.jobs.wake();
      }
      const after = await findOutboxRecord(db, messageId);
      if (!after) throw notFound('Message');
      return after;
    },
  });
}
