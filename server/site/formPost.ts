/**
 * What the public forms' routes share to answer a plain form post (no JavaScript) with a page: how to tell one
 * from a script's post, the page's path in the caller's language, and the HTML answer (never cached).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '../i18n/language.ts';

export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const isFormEncoded = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith(FORM_TYPE);
/** A plain form post gets pages; the landing's script posts the same form asking for JSON. */
export const isFormPost = (request: FastifyRequest) => (isFormEncoded(request) || request.isMultipart()) && !/^application\/json/.test(request.headers.accept ?? '');

/** The page in the caller's language (`?lang=ta` on the Tamil page's form action). */
export const pathIn = (language: Language, base: string) => (language === 'ta' ? `/ta${base}` : base);

export const htmlAnswer = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** An answer documented both ways: JSON for an API client, a page for a plain form post. */
export const jsonOrPage = (what: string, json: z.ZodType, page: string) => ({
  description: `${what}: JSON for an API client, ${page} for a plain form post`,
  content: { 'application/json': { schema: json }, 'text/html': { schema: z.string().describe(page) } },
});

