/**
 * Extension `pagedLists`: vendor queues paged, filtered, searched and sorted by the server, in the
 * ra-data-simple-rest conventions, and the vendor counts per kind and state from an aggregate.
 *   GET /api/lists/vendors/{kind}?sort=["name","ASC"]&range=[0,9]&filter={"verified":false,"q":"kannan","city":"Palani"}
 *     → the page's records (the same records as the kind's legacy list, plus `compliance_lapsed` on approved
 *       vendors' records, capability `compliance`) with `Content-Range: vendors 0-9/5000`
 *   GET /api/lists/vendors/{kind}/{id} → one record (404 when the id is not a vendor of that kind)
 *   GET /api/lists/vendorCounts → { vegetable: { unverified, verified }, professional: ..., transport: ..., hotel: ... }
 * `filter` keys: `q` (search over the kind's searched fields), `verified`, `id` (one or many), `created_after` and
 * `created_until` (creation time later than / not later than, ISO-8601: a work plan bucket), and any record
 * field (exact match; an array matches any of its values). An unknown field is a 400 naming the parameter.
 */
import { z } from 'zod';
import { PAGED_LIST_ENDPOINTS } from '../../src/domain/endpoints/index.ts';
import { id } from '../../src/domain/schemas.ts';
import { createdRangeFilter } from '../../src/domain/workPlanFilters.ts';
import { badRequest, notFound } from '../errors.ts';
import { documented, type ApiInstance } from '../openapi.ts';
import { recordWith, simpleRestQuery } from './responses.ts';
import { findVendor } from '../repositories/vendors.ts';
import { withComplianceLapsed } from '../repositories/vendorDocuments.ts';
import { pageVendors, vendorColumns, vendorCountsByKind, type FilterValue, type PagedVendorQuery } from '../repositories/pagedLists.ts';
import { vendorKindConfigs } from './vendors/kinds.ts';
import { MAX_PAGE, parseListQuery, setContentRange } from './simpleRest.ts';
import { PagedListCache } from './pagedListCache.ts';
import { endpointRoute } from './endpointRoute.ts';

/** The routes' Fastify paths (route templates, as traces and metrics name them), from the declared endpoints. */
export const PAGED_LIST_PATHS = {
  vendors: endpointRoute(PAGED_LIST_ENDPOINTS.vendors).url,
  vendor: endpointRoute(PAGED_LIST_ENDPOINTS.vendor).url,
  vendorCounts: endpointRoute(PAGED_LIST_ENDPOINTS.vendorCounts).url,
};

const kindParams = z.object({ kind: z.string().max(50) });
const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === 1 || v === '1' || v === 'true');
const filterSchema = z
  .object({
    q: z.string().max(200).optional(),
    verified: flag.optional(),
    id: z.union([id('id'), z.array(id('id')).max(MAX_PAGE)]).optional(),
    ...createdRangeFilter,
  })
  .catchall(z.union([scalar, z.array(scalar).max(MAX_PAGE)]));

const isBlank = (value: FilterValue | FilterValue[] | null | undefined) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const tags = ['lists'];
const vendor = recordWith(
  {
    id: z.number(),
    user_id: z.number(),
    kind: z.string().optional(),
    // Extension of capability `compliance` (repositories/vendorDocuments.ts lapsedVendorIds); the legacy backend never sends it.
    compliance_lapsed: z.boolean().optional().describe("On approved vendors' records: an accepted, required document has expired (advisory)"),
  },
  "A vendor record, the same fields as the kind's legacy list (compliance_lapsed on approved vendors' records)",
);
const stateCounts = z.object({ unverified: z.number(), verified: z.number() });
const schemas = {
  // The pages are sent pre-serialized (pagedListCache.ts): the schema documents them, to the handler's type it is the bytes it sends.
  vendors: { tags, params: kindParams, querystring: documented(simpleRestQuery), response: { 200: documented(z.array(vendor)) as unknown as z.ZodType<string> } },
  vendor: { tags, params: kindParams.extend({ id: id('id') }), response: { 200: vendor } },
  counts: { tags, response: { 200: z.record(z.string(), stateCounts) } },
};

export async function pagedListRoutes(app: ApiInstance) {
  const configs = vendorKindConfigs(app.vendorKinds);
  const cache = new PagedListCache(app.db);
  const configOf = (kind: string) => {
    const config = configs.get(kind);
    if (!config) throw badRequest({ kind: `kind must be one of ${[...configs.keys()].join(', ')}` });
    return config;
  };

  const read = { access: 'vendors.read' } as const;

  app.route({ ...endpointRoute(PAGED_LIST_ENDPOINTS.vendors), config: read, schema: schemas.vendors, handler: async (request, reply) => {
    const { kind } = request.params;
    const config = configOf(kind);
    const columns = vendorColumns(config);
    const sortFields = [...columns.keys()] as [string, ...string[]];
    const { sort, range, filter } = parseListQuery(request.query, { sortFields, defaultSort: ['id', 'ASC'], filter: filterSchema });
    const { q, verified, id: ids, created_after, created_until, ...fields } = filter;
    const equals: Record<string, FilterValue[]> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (!columns.has(name)) throw badRequest({ filter: `filter: ${kind} vendors have no field "${name}"` });
      // Empty values are ignored, as the admin's filter form leaves them.
      if (!isBlank(value)) equals[name] = Array.isArray(value) ? value : [value];
    }
    const query: PagedVendorQuery = {
      sort,
      range,
      filter: { q, verified, ids: ids === undefined ? undefined : Array.isArray(ids) ? ids : [ids], equals, created: { created_after, created_until } },
    };
    const page = await cache.page(JSON.stringify([kind, query]), async () => {
      const { rows, total } = await pageVendors(app.db, config, query);
      return { rows: await withComplianceLapsed(app.db, kind, rows), total };
    });
    setContentRange(reply, 'vendors', range.start, page.rows, page.total);
    return reply.type('application/json; charset=utf-8').send(page.body);
  } });

  app.route({ ...endpointRoute(PAGED_LIST_ENDPOINTS.vendor), config: read, schema: schemas.vendor, handler: async (request) => {
    const { kind, id: userId } = request.params;
    const config = configOf(kind);
    const vendor = await findVendor(app.db, config, userId);
    if (!vendor) throw notFound(config.label);
    const [record] = await withComplianceLapsed(app.db, kind, [vendor]);
    return record;
  } });

  app.route({ ...endpointRoute(PAGED_LIST_ENDPOINTS.vendorCounts), config: read, schema: schemas.counts, handler: async () => vendorCountsByKind(app.db, [...configs.keys()]) });
}
