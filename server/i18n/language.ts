/**
 * The language a caller reads: `?lang=` (the landing's plain form posts) or the page's own `Accept-Language`
 * (the landing's fetches send it), English by default. Validation messages of the routes that speak to people
 * (the vendor portal, its documents and stories, enquiries, invitations) are translated on their way out, field
 * names unchanged.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tamilMessage } from '../../src/domain/tamilMessages.ts';

export const LANGUAGES = ['en', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The best supported language of an Accept-Language header (q=0 refused), else English. */
export function acceptedLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    if (isLanguage(entry.primary)) return entry.primary;
  }
  return 'en';
}

export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (typeof query.lang === 'string' && isLanguage(query.lang)) return query.lang;
  return acceptedLanguage(request.headers['accept-language']);
}

/** Field errors in `language`; a message the table does not know stays English rather than vanish. */
export function localizeErrors(errors: Record<string, string>, language: Language): Record<string, string> {
  if (language === 'en') return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, tamilMessage(message) ?? message]));
}

/**
 * The preSerialization hook of the routes that speak to people (app.ts, `peopleRoutes`): a 400 body
 * `{ message, errors }` gets its field messages in the caller's language. `message` stays the English summary
 * that names the fields (it is for logs and API clients); a 503 or 507's `message`, the only text it has, is
 * translated.
 */
export function answerInCallersLanguage(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const body = payload as { errors?: unknown; message?: unknown } | null;
  // A fault of the server (a read-only media folder, a full disk) is said whole, in the caller's language.
  if ((reply.statusCode === 503 || reply.statusCode === 507) && body && typeof body.message === 'string' && requestLanguage(request) === 'ta') {
    return done(null, { ...body, message: tamilMessage(body.message) ?? body.message });
  }
  if (reply.statusCode !== 400 || !body || typeof body.errors !== 'object' || body.errors === null) return done(null, payload);
  done(null, { ...body, errors: localizeErrors(body.errors as Record<string, string>, requestLanguage(request)) });
}
