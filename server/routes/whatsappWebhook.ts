/**
 * The WhatsApp Business Cloud API's webhook (public; Meta calls it), docs/messages.md "Delivery":
 *   GET  /api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…  the subscription handshake:
 *        the challenge as plain text when the token is WHATSAPP_VERIFY_TOKEN, else 403
 *   POST /api/webhooks/whatsapp  the message statuses, signed: X-Hub-Signature-256 is `sha256=` and the HMAC-SHA256
 *        of the raw body with WHATSAPP_APP_SECRET. A missing or wrong signature is 401 and changes nothing; each
 *        status (sent, delivered, read, failed) is recorded on the delivery with that provider message id.
 * Without WhatsApp configured the handshake is refused and every POST is 401.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiInstance } from '../openapi.ts';
import { applyProviderStatus } from '../repositories/messageDeliveries.ts';
import { metaErrorText } from '../delivery/whatsapp.ts';
import { errorAnswer } from './responses.ts';

export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';
const tags = ['webhooks'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as sent (the WhatsApp webhook's signature covers them). */
    rawBody?: Buffer;
  }
}

const handshake = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

const status = z.looseObject({
  id: z.string().max(500),
  status: z.string().max(50),
  timestamp: z.string().max(50).optional(),
  recipient_id: z.string().max(50).optional(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional(), error_data: z.looseObject({ details: z.string().optional() }).optional() })).optional(),
});

const notification = z.looseObject({
  object: z.string().max(100),
  entry: z
    .array(
      z.looseObject({
        id: z.string().optional(),
        changes: z.array(z.looseObject({ field: z.string().optional(), value: z.looseObject({ statuses: z.array(status).optional() }).optional() })).optional(),
      }),
    )
    .optional(),
});

/** Constant-time comparison of the signature header with the HMAC of the raw body. */
export function validSignature(secret: string | undefined, raw: Buffer | undefined, header: string | string[] | undefined): boolean {
  if (!secret || !raw || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(raw).digest('hex'), 'utf8');
  const given = Buffer.from(header.slice('sha256='.length).toLowerCase(), 'utf8');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const REPORTED = new Set(['sent', 'delivered', 'read', 'failed']);

export async function whatsappWebhookRoutes(app: ApiInstance) {
  // The route's JSON is parsed here, keeping the bytes: the signature is over the body exactly as Meta sent it.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      const error = Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  const whatsapp = app.config.delivery.whatsapp;

  app.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags,
        summary: 'WhatsApp webhook subscription handshake',
        querystring: handshake,
        response: {
          200: { description: 'The challenge, as sent', content: { 'text/plain': { schema: z.string() } } },
          403: errorAnswer('Not our verify token, or WhatsApp is not configured'),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const expected = whatsapp?.verifyToken;
      const given = query['hub.verify_token'] ?? '';
      const matches = !!expected && given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      if (query['hub.mode'] !== 'subscribe' || !matches || query['hub.challenge'] === undefined) {
        return reply.status(403).send({ message: 'Verification refused' });
      }
      return reply.status(200).type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  );

  const refuseUnsigned = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!validSignature(whatsapp?.appSecret, request.rawBody, request.headers['x-hub-signature-256'])) {
      return reply.status(401).send({ message: 'The signature (X-Hub-Signature-256) does not match the body' });
    }
  };

  app.post(
    WHATSAPP_WEBHOOK_PATH,
    {
      preValidation: refuseUnsigned,
      schema: {
        tags,
        summary: 'WhatsApp message statuses (signed with X-Hub-Signature-256)',
        body: notification,
        response: {
          200: z.object({ updated: z.number().describe('Statuses that matched a message sent from here') }),
          401: errorAnswer('The signature is missing or does not match the body'),
        },
      },
    },
    async (request) => {
      let updated = 0;
      const now = new Date().toISOString();
      for (const entry of request.body.entry ?? []) {
        for (const change of entry.changes ?? []) {
          for (const item of change.value?.statuses ?? []) {
            if (!REPORTED.has(item.status)) continue;
            const error = item.status === 'failed' ? metaErrorText({ error: item.errors?.[0] ?? {} }, 200).replace('refused', 'could not deliver') : null;
            const matched = await applyProviderStatus(app.db, 'whatsapp', item.id, item.status as 'sent' | 'delivered' | 'read' | 'failed', error, now);
            if (matched !== null) updated += 1;
          }
        }
      }
      return { updated };
    },
  );
}
