/**
 * Extension `documentsQueue`: the documents waiting for a check across vendors (admin session, read-only),
 * ra-data-simple-rest conventions.
 *   GET /api/admin/documents?sort=["uploaded_at","ASC"]&range=[0,24]&filter={"status":"pending","created_after":..,"created_until":..}
 *   → QueuedDocument[] (src/domain/documentsQueue.ts) with Content-Range: documents of the status (default
 *     pending), uploaded later than `created_after` and not later than `created_until` (a work plan bucket).
 */
import { z } from 'zod';
import { DOCUMENTS_QUEUE_SORT_FIELDS } from '../../../src/domain/documentsQueue.ts';
import { createdRangeFilter } from '../../../src/domain/workPlanFilters.ts';
import { documented, type ApiInstance } from '../../openapi.ts';
import { documentsQueue } from '../../repositories/vendorDocuments.ts';
import { simpleRestQuery } from '../responses.ts';
import { parseListQuery, sendPage } from '../simpleRest.ts';
import { endpointRoute } from '../endpointRoute.ts';
import { accessOf, documentsQueue as documentsQueueResource } from '../../../src/domain/resources/index.ts';
import { tags } from './shared.ts';

const STATUSES = ['pending', 'accepted', 'rejected'] as const;

const filterSchema = z.strictObject({
  status: z.enum(STATUSES).default('pending'),
  ...createdRangeFilter,
});

const row = z.object({
  id: z.number().describe("The document's id"),
  user_id: z.number(),
  name: z.string().describe("The vendor's name"),
  kind: z.string(),
  requirement: z.string(),
  label: z.string().describe("The requirement's label (the document type)"),
  status: z.enum(STATUSES),
  uploaded_at: z.string().describe('ISO-8601'),
});

export async function documentsQueueRoutes(app: ApiInstance) {
  const schema = { tags, querystring: documented(simpleRestQuery), response: { 200: z.array(row) } };
  app.route({ ...endpointRoute(documentsQueueResource.endpoints.list), config: { access: accessOf(documentsQueueResource, 'read') }, schema, handler: async (request, reply) => {
    const query = parseListQuery(request.query, { sortFields: DOCUMENTS_QUEUE_SORT_FIELDS, defaultSort: ['uploaded_at', 'ASC'], filter: filterSchema });
    // Without a filter parameter the schema's default is not applied (parseListQuery falls back to {}).
    const filter = { ...query.filter, status: query.filter.status ?? 'pending' };
    return sendPage(reply, 'documents', query.range.start, await documentsQueue(app.db, { ...query, filter }));
  } });
}
