/**
 * The ra-data-simple-rest list conventions of our extension lists: `?sort=["field","ASC"]&range=[0,24]&filter={...}`
 * in, an array plus `Content-Range: <resource> 0-24/123` out. Each bad parameter is a 400 naming it.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest, parse } from '../errors.ts';

export const MAX_PAGE = 1000;

export interface ListQuery<F extends string, Filter> {
  sort: { field: F; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Filter;
}

const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start, 'range end must not be before its start')
  .refine(([start, end]) => end - start < MAX_PAGE, `range may span at most ${MAX_PAGE} rows`);

const querySchema = z.object({ sort: z.string().optional(), range: z.string().optional(), filter: z.string().optional() });

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

export function parseListQuery<F extends string, S extends z.ZodType>(
  query: unknown,
  options: { sortFields: readonly [F, ...F[]]; defaultSort: [F, 'ASC' | 'DESC']; filter: S },
): ListQuery<F, z.infer<S>> {
  const raw = parse(querySchema, query);
  const sortSchema = z.tuple([z.enum(options.sortFields), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
  const [field, order] = jsonParam('sort', raw.sort, options.defaultSort, sortSchema);
  const [start, end] = jsonParam('range', raw.range, [0, 24], rangeSchema);
  const filter = jsonParam('filter', raw.filter, {} as z.infer<S>, options.filter);
  return { sort: { field: field as F, order: order.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' }, range: { start, end }, filter };
}

export function sendPage<T>(reply: FastifyReply, resource: string, start: number, page: { rows: T[]; total: number }): T[] {
  setContentRange(reply, resource, start, page.rows.length, page.total);
  return page.rows;
}

/** The Content-Range of a page of `count` rows from `start`, of `total` (for a page sent pre-serialized). */
export function setContentRange(reply: FastifyReply, resource: string, start: number, count: number, total: number): void {
  const span = count ? `${start}-${start + count - 1}` : '*';
  // Exposed to an admin on another origin by the CORS plugin, only where ADMIN_ORIGINS names one (server/app.ts).
  reply.header('Content-Range', `${resource} ${span}/${total}`);
}

/** A list read whole (a small table): one page holding every row. */
export const sendAll = <T>(reply: FastifyReply, resource: string, rows: T[]): T[] => sendPage(reply, resource, 0, { rows, total: rows.length });

/** LIKE pattern of a search text, with the wildcards escaped (use with ESCAPE '\'). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
