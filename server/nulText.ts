/**
 * A NUL character in any text a request carries is refused before the route sees it: PostgreSQL cannot store,
 * compare or search text holding one (it failed with 500 where SQLite answered), and no field has a use for it.
 * One check for every route, the public login and every list filter included: the body, the path, the query,
 * and the JSON a query parameter carries (`filter={"q":"…"}`), each a 400 naming the field in the caller's
 * language. It runs after the route's schemas (a preHandler), so a text field they check keeps their message
 * with its label ("Name contains characters that are not allowed").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notAllowedMessage } from '../src/domain/fieldValidation.ts';
import { badRequest } from './errors.ts';
import { localizeErrors, requestLanguage } from './i18n/language.ts';

const NUL = '\u0000';

/** True when `value` (a string, or any string or key within an array or object) holds a NUL. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsNul);
  return Object.entries(value).some(([key, child]) => key.includes(NUL) || holdsNul(child));
}

/** A query parameter's value, read as the JSON it carries when it is a JSON array or object. */
function withJson(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The top-level fields of `part` whose value holds a NUL (a field whose own name holds one is `_`). */
function fieldsWithNul(part: unknown, read: (value: unknown) => unknown = (value) => value): string[] {
  if (part === null || typeof part !== 'object') return holdsNul(part) ? ['_'] : [];
  const entries = Array.isArray(part) ? part.map((value, index) => [String(index), value] as const) : Object.entries(part);
  return entries.filter(([key, value]) => key.includes(NUL) || holdsNul(read(value))).map(([key]) => (key.includes(NUL) ? '_' : key));
}

function refuse(request: FastifyRequest, fields: string[]): void {
  if (fields.length === 0) return;
  const errors = Object.fromEntries(fields.map((field) => [field, notAllowedMessage({ en: field, ta: field })]));
  throw badRequest(localizeErrors(errors, requestLanguage(request)));
}

/** preHandler hook of the whole app: see the module comment. */
export async function refuseNulText(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  refuse(request, [...fieldsWithNul(request.params), ...fieldsWithNul(request.query, withJson), ...fieldsWithNul(request.body)]);
}

/** The same check for the text fields of a multipart form, which its handler reads (server/media/multipart.ts). */
export function refuseNulFields(request: FastifyRequest, fields: Record<string, string>): void {
  refuse(request, fieldsWithNul(fields));
}
