/**
 * Extension: customers, read-only, in the ra-data-simple-rest conventions so react-admin's simple REST
 * provider serves them unchanged (endpoints: src/domain/resources/customers.ts): GET /api/customers?sort=["name","ASC"]&range=[0,24]&filter={"q":"priya"}
 * answers an array with `Content-Range: customers 0-24/123`; GET /api/customers/{id} answers one record.
 */
import { z } from 'zod';
import { activeFlag, id } from '../../src/domain/schemas.ts';
import { notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { CUSTOMER_SORT_FIELDS, findCustomer, queryCustomers, type CustomerQuery } from '../repositories/customers.ts';
import { customerRecord } from './responses.ts';
import { endpointRoute } from './endpointRoute.ts';
import { customers } from '../../src/domain/resources/index.ts';

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

/** A query parameter holding JSON checked by `schema`; absent or empty gives `fallback`; bad is a 400 naming it. */
function jsonParam<S extends z.ZodType>(name: string, schema: S, fallback: z.output<S>, example: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): z.output<S> => {
      if (raw === undefined || raw === '') return fallback;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      const issue = result.error.issues[0];
      const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
      ctx.addIssue({ code: 'custom', message: `${name} is invalid${where}: ${issue?.message ?? 'bad value'}` });
      return z.NEVER;
    })
    .meta({ description: `JSON, e.g. ${example}` });
}

const listQuery = z.object({
  sort: jsonParam('sort', sortSchema, ['id', 'ASC'], '["name","ASC"]'),
  range: jsonParam('range', rangeSchema, [0, 24], '[0,24]'),
  filter: jsonParam('filter', filterSchema, {}, '{"q":"priya","verified":1}'),
});
const tags = ['customers'];

export async function customerRoutes(app: ApiInstance) {
  const listSchema = { tags, querystring: listQuery, response: { 200: z.array(customerRecord) } };
  app.route({ ...endpointRoute(customers.endpoints.list), config: { access: 'vendors.read' }, schema: listSchema, handler: async (request, reply) => {
    const { sort: [field, order], range: [start, end], filter } = request.query;
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
    const { rows, total } = await queryCustomers(app.db, query);
    const span = rows.length ? `${start}-${start + rows.length - 1}` : '*';
    reply.header('Content-Range', `customers ${span}/${total}`);
    return rows;
  } });

  const oneSchema = { tags, params: z.object({ id: id('id') }), response: { 200: customerRecord } };
  app.route({ ...endpointRoute(customers.endpoints.one), config: { access: 'vendors.read' }, schema: oneSchema, handler: async (request) => {
    const { id: customerId } = request.params;
    const customer = await findCustomer(app.db, customerId);
    if (!customer) throw notFound('Customer');
    return customer;
  } });
}
