/**
 * Extension `compliance`: the expiry queue (admin session), ra-data-simple-rest conventions.
 *   GET /api/admin/compliance/expiring?sort=["expires_on","ASC"]&range=[0,24]&filter={"kind":..,"city":..,"state":"expiring"|"expired","q":..}
 *   → ExpiringDocument[] with Content-Range: documents expiring within 30 days, or expired.
 */
import { z } from 'zod';
import { accessOf, expiringDocuments as expiringDocumentsResource } from '../../../src/domain/resources/index.ts';
import { documented, type ApiInstance } from '../../openapi.ts';
import { expiringDocuments } from '../../repositories/vendorDocuments.ts';
import { simpleRestQuery } from '../responses.ts';
import { parseListQuery, sendPage } from '../simpleRest.ts';
import { endpointRoute } from '../endpointRoute.ts';
import { tags } from './shared.ts';

const filterSchema = z.object({
  kind: z.string().max(50).optional(),
  city: z.string().max(100).optional(),
  state: z.enum(['expiring', 'expired']).optional(),
  q: z.string().max(200).optional(),
});

const row = z.object({
  id: z.number().describe("The document's id"),
  user_id: z.number(),
  name: z.string(),
  phoneNumber: z.string(),
  kind: z.string(),
  city: z.string(),
  requirement: z.string(),
  label: z.string(),
  number: z.string().nullable(),
  expires_on: z.string(),
  state: z.enum(['expiring', 'expired']),
  days_left: z.number(),
  compliance_lapsed: z.boolean().describe('Approved vendor whose required document expired (advisory)'),
});

const SORT_FIELDS = ['expires_on', 'name', 'city', 'kind', 'requirement'] as const;

export async function complianceExpiryRoutes(app: ApiInstance) {
  const schema = { tags, querystring: documented(simpleRestQuery), response: { 200: z.array(row) } };
  app.route({ ...endpointRoute(expiringDocumentsResource.endpoints.list), config: { access: accessOf(expiringDocumentsResource, 'read') }, schema, handler: async (request, reply) => {
    const query = parseListQuery(request.query, { sortFields: [...SORT_FIELDS], defaultSort: ['expires_on', 'ASC'], filter: filterSchema });
    const filter = Object.fromEntries(Object.entries(query.filter).filter(([, value]) => value !== '' && value !== undefined));
    return sendPage(reply, 'documents', query.range.start, await expiringDocuments(app.db, { ...query, filter }));
  } });
}
