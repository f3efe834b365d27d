/**
 * The query parameters of ra-data-simple-rest lists (`sort=["name","ASC"]`, `range=[0,9]`, `filter={...}`),
 * each a JSON text parsed with a schema; a bad one is a 400 naming the parameter. Also the Content-Range reply.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../errors.ts';

/** The most rows one page may ask for. */
export const MAX_PAGE = 1000;

export const listQuerySchema = z.object({ sort: z.string().optional(), range: z.string().optional(), filter: z.string().optional() });

export const sortOrderSchema = z.enum(['ASC', 'DESC', 'asc', 'desc']);

export const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start, 'range end must not be before its start')
  .refine(([start, end]) => end - start < MAX_PAGE, `range may span at most ${MAX_PAGE} rows`);

/** Parses one JSON query parameter with `schema`, or throws a 400 naming the parameter. */
export function jsonParam<S extends z.ZodType>(name: string, raw: string | undefined, fallback: z.infer<S>, schema: S): z.infer<S> {
  if (raw === undefined || raw === '') return fallback;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest({ [name]: `${name} must be JSON` });
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    throw badRequest({ [name]: `${name} is invalid${where}: ${issue?.message ?? 'bad value'}` });
  }
  return result.data;
}

export const toOrder = (order: string): 'ASC' | 'DESC' => (order.toUpperCase() === 'DESC' ? 'DESC' : 'ASC');

/** `Content-Range: <unit> <first>-<last>/<total>` (`*` for an empty page), readable by a cross-origin admin. */
export function sendContentRange(reply: FastifyReply, unit: string, start: number, count: number, total: number): void {
  const span = count ? `${start}-${start + count - 1}` : '*';
  reply.header('Content-Range', `${unit} ${span}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}
