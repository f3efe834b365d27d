/**
 * Extension: customers, read-only, in the ra-data-simple-rest conventions so react-admin's simple REST
 * provider serves them unchanged: GET /api/customers?sort=["name","ASC"]&range=[0,24]&filter={"q":"priya"}
 * answers an array with `Content-Range: customers 0-24/123`; GET /api/customers/{id} answers one record.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activeFlag, id } from '../../src/domain/schemas.ts';
import { badRequest, notFound, parse } from '../errors.ts';
import { CUSTOMER_SORT_FIELDS, findCustomer, queryCustomers, type CustomerQuery } from '../repositories/customers.ts';

const MAX_PAGE = 1000;

const sortSchema = z.tuple([z.enum(CUSTOMER_SORT_FIELDS), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start, 'range end must not be before its start')
  .refine(([start, end]) => end - start < MAX_PAGE, `range may span at most ${MAX_PAGE} rows`);
const filterSchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  verified: activeFlag.optional(),
  city: z.string().trim().max(100).optional(),
  id: z.union([id('id'), z.array(id('id')).max(MAX_PAGE)]).optional(),
});

const querySchema = z.object({ sort: z.string().optional(), range: z.string().optional(), filter: z.string().optional() });

/** Parses one JSON query parameter with `schema`, or throws a 400 naming the parameter. */
function jsonParam<S extends z.ZodType>(name: string, raw: string | undefined, fallback: z.infer<S>, schema: S): z.infer<S> {
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

export async function customerRoutes(app: FastifyInstance) {
  app.get('/api/customers', async (request, reply) => {
    const raw = parse(querySchema, request.query);
    const [field, order] = jsonParam('sort', raw.sort, ['id', 'ASC'], sortSchema);
    const [start, end] = jsonParam('range', raw.range, [0, 24], rangeSchema);
    const filter = jsonParam('filter', raw.filter, {}, filterSchema);
    const query: CustomerQuery = {
      sort: { field, order: order.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' },
      range: { start, end },
      filter: {
        q: filter.q || undefined,
        verified: filter.verified,
        city: filter.city || undefined,
        ids: filter.id === undefined ? undefined : Array.isArray(filter.id) ? filter.id : [filter.id],
      },
    };
    const { rows, total } = queryCustomers(app.db, query);
    const span = rows.length ? `${start}-${start + rows.length - 1}` : '*';
    reply.header('Content-Range', `customers ${span}/${total}`);
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  });

  app.get('/api/customers/:id', async (request) => {
    const { id: customerId } = parse(z.object({ id: id('id') }), request.params);
    const customer = findCustomer(app.db, customerId);
    if (!customer) throw notFound('Customer');
    return customer;
  });
}
