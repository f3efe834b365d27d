/**
 * The language a caller reads: `?lang=` (the landing's plain form posts) or the page's own `Accept-Language`
 * (the landing's fetches send it), English by default. Validation messages of the routes that speak to people
 * (the vendor portal, its documents and stories, enquiries, invitations) are said in it on their way out, field
 * names unchanged; every other route says them in English.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderErrors, renderText } from '../../src/domain/validationTexts.ts';

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

/** Field errors (catalogue keys, src/domain/validationTexts.ts) in `language`; any other text stays as it is. */
export function localizeErrors(errors: Record<string, string>, language: Language): Record<string, string> {
  return renderErrors(errors, language);
}

/** The requests of the routes that speak to people (app.ts, `peopleRoutes`): marked by their scope's onRequest hook. */
const speakingToPeople = new WeakSet<FastifyRequest>();

export function speaksToPeople(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  speakingToPeople.add(request);
  done();
}

/**
 * The preSerialization hook of the whole app: an answer's `message` and field `errors`, which the schemas and
 * routes write as catalogue keys, become sentences: in the caller's language on the routes that speak to people,
 * in English (SPEC 5's exact words) everywhere else. The 400 summary (`Invalid input: name, phoneNumber`) names
 * fields and stays as it is.
 */
export function answerInCallersLanguage(request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const body = payload as { errors?: unknown; message?: unknown } | null;
  if (!body || typeof body !== 'object' || Array.isArray(body) || (!('message' in body) && !('errors' in body))) return done(null, payload);
  const language = speakingToPeople.has(request) ? requestLanguage(request) : 'en';
  const answer: Record<string, unknown> = { ...body };
  if (typeof body.message === 'string') answer.message = renderText(body.message, language);
  if (typeof body.errors === 'object' && body.errors !== null && !Array.isArray(body.errors)) {
    answer.errors = Object.fromEntries(Object.entries(body.errors).map(([field, message]) => [field, typeof message === 'string' ? renderText(message, language) : message]));
  }
  done(null, answer);
}
