/**
 * Extension: customers, read-only, in the ra-data-simple-rest conventions so react-admin's simple REST
 * provider serves them unchanged: GET /api/customers?sort=["name","ASC"]&range=[0,24]&filter={"q":"priya"}
 * answers an array with `Content-Range: customers 0-24/123`; GET /api/customers/{id} answers one record.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activeFlag, id } from '../../src/domain/schemas.ts';
import { notFound, parse } from '../errors.ts';
import { MAX_PAGE, jsonParam, listQuerySchema, rangeSchema, sendContentRange, sortOrderSchema, toOrder } from './simpleRest.ts';
import { CUSTOMER_SORT_FIELDS, findCustomer, queryCustomers, type CustomerQuery } from '../repositories/customers.ts';

const sortSchema = z.tuple([z.enum(CUSTOMER_SORT_FIELDS), sortOrderSchema]);
const filterSchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  verified: activeFlag.optional(),
  city: z.string().trim().max(100).optional(),
  id: z.union([id('id'), z.array(id('id')).max(MAX_PAGE)]).optional(),
});

export async function customerRoutes(app: FastifyInstance) {
  app.get('/api/customers', async (request, reply) => {
    const raw = parse(listQuerySchema, request.query);
    const [field, order] = jsonParam('sort', raw.sort, ['id', 'ASC'], sortSchema);
    const [start, end] = jsonParam('range', raw.range, [0, 24], rangeSchema);
    const filter = jsonParam('filter', raw.filter, {}, filterSchema);
    const query: CustomerQuery = {
      sort: { field, order: toOrder(order) },
      range: { start, end },
      filter: {
        q: filter.q || undefined,
        verified: filter.verified,
        city: filter.city || undefined,
        ids: filter.id === undefined ? undefined : Array.isArray(filter.id) ? filter.id : [filter.id],
      },
    };
    const { rows, total } = queryCustomers(app.db, query);
    sendContentRange(reply, 'customers', start, rows.length, total);
    return rows;
  });

  app.get('/api/customers/:id', async (request) => {
    const { id: customerId } = parse(z.object({ id: id('id') }), request.params);
    const customer = findCustomer(app.db, customerId);
    if (!customer) throw notFound('Customer');
    return customer;
  });
}
