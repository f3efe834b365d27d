/**
 * The vendor's own message preferences (extension, vendor portal; docs/messages.md "Opting out of reminders"):
 *   GET  /api/vendor/preferences   Authorization: Bearer <token>        → { reminders }
 *   PUT  /api/vendor/preferences   Bearer, { reminders: true|false }    → { reminders }
 *   POST /api/vendor/preferences   a plain form (no JavaScript): token, reminders=on (absent: off)
 *                                  → 303 to the portal page (?saved=preferences; /ta/vendor with ?lang=ta);
 *                                  asked with Accept: application/json (the portal's script) → 200 { reminders }
 * Reminders are the document expiry reminders; decisions and notices are always sent.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpProblem } from '../errors.ts';
import { noBody, VENDOR_SECURITY, type ApiInstance } from '../openapi.ts';
import { findSessionVendorId } from '../repositories/vendorPortal.ts';
import { remindersOn, setVendorReminders } from '../delivery/preferences.ts';
import { requestLanguage } from '../i18n/language.ts';
import { bearerToken } from './vendorPortal.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const tags = ['vendorPortal'];
const PORTAL_PAGE = '/vendor';
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const answer = z.object({ reminders: z.boolean().describe('Document expiry reminders on (true) or off; decisions are always sent') });
const expired = z.object({ message: z.string() }).describe('No vendor session, or it expired');
const form = z.object({ token: z.string().min(1), reminders: z.literal('on').optional() });

export async function vendorMessagePreferenceRoutes(app: ApiInstance) {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const vendorOf = async (token: string) => {
    const vendorId = await findSessionVendorId(app.db, token);
    if (vendorId === null) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return vendorId;
  };
  const portalPage = (request: FastifyRequest) => `${requestLanguage(request) === 'ta' ? '/ta' : ''}${PORTAL_PAGE}`;

  app.get('/api/vendor/preferences', { config: perMinute(60), schema: { tags, security: VENDOR_SECURITY, response: { 200: answer, 401: expired } } }, async (request) => {
    const vendorId = await vendorOf(bearerToken(request));
    return { reminders: (await remindersOn(app.db, vendorId)) ?? true };
  });

  app.put(
    '/api/vendor/preferences',
    { config: perMinute(30), schema: { tags, security: VENDOR_SECURITY, body: z.object({ reminders: z.boolean({ error: 'reminders must be true or false' }) }), response: { 200: answer, 401: expired } } },
    async (request) => {
      const vendorId = await vendorOf(bearerToken(request));
      return { reminders: await setVendorReminders(app.db, vendorId, request.body.reminders, new Date(app.clock())) };
    },
  );

  app.post(
    '/api/vendor/preferences',
    {
      config: perMinute(30),
      schema: {
        tags,
        description: 'A plain form post from the portal page (no JavaScript): the session token in a hidden field, the switch as a checkbox.',
        consumes: [FORM_TYPE],
        querystring: z.object({ lang: z.string().optional() }),
        body: form,
        response: { 200: answer, 303: noBody('Saved, or the session expired: the portal page (Location)'), 401: expired },
      },
    },
    async (request, reply) => {
      // The portal's script posts the same form asking for JSON; a browser without script follows the redirect.
      const wantsJson = /^application\/json/.test(request.headers.accept ?? '');
      const vendorId = await findSessionVendorId(app.db, request.body.token);
      if (vendorId === null) {
        if (wantsJson) throw new HttpProblem(401, validationText('portal.sessionExpired'));
        // Without a session the portal page asks to log in again.
        return reply.redirect(`${portalPage(request)}?session=expired`, 303);
      }
      const reminders = await setVendorReminders(app.db, vendorId, request.body.reminders === 'on', new Date(app.clock()));
      if (wantsJson) return { reminders };
      return reply.redirect(`${portalPage(request)}?saved=preferences`, 303);
    },
  );
}
