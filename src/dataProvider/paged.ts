/**
 * The paged list path: when the backend's capability document offers `pagedLists`, vendor lists are paged,
 * filtered, searched and sorted by the server (GET /api/lists/vendors/{kind}, ra-data-simple-rest conventions)
 * instead of downloading the kind's whole legacy list. Each method answers null when the path does not apply
 * (legacy backend, another resource), and the legacy provider then takes its whole-list path.
 * Records are translated exactly as on the whole-list path (toVendorRecord: legacy fields, `kind`, `posterUrl`).
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { Capabilities } from '../domain/capabilities';
import type { Data } from './resourceAdapter';
import type { HttpClient } from './http';
import { toVendorRecord, type VendorKindConfig } from './legacy/vendorKind';
import type { VendorQueueCounts, VendorRecord, VendorResource } from './records';
import type { AnyVendor } from '../domain';
import { endpointsOf, PAGED_LIST_ENDPOINTS } from '../domain/endpoints';
import { fillPath } from './endpoint';

const endpoints = endpointsOf(PAGED_LIST_ENDPOINTS);

/** Where the paged calls go, from the declared endpoints (src/domain/endpoints/pagedLists.ts). */
export const PAGED_PATHS = {
  vendors: (kind: string) => fillPath(endpoints.vendors.path, { kind }),
  vendor: (kind: string, id: Identifier) => fillPath(endpoints.vendor.path, { kind, id: String(id) }),
  vendorCounts: endpoints.vendorCounts.path,
} as const;

export interface ListParams {
  filter?: Data;
  sort?: { field: string; order: string };
  pagination?: { page: number; perPage: number };
  signal?: AbortSignal;
}

export interface PagedLists {
  getList(resource: string, params: ListParams): Promise<{ data: RaRecord[]; total: number } | null>;
  getOne(resource: string, id: Identifier): Promise<RaRecord | null>;
  getMany(resource: string, ids: readonly Identifier[], signal?: AbortSignal): Promise<RaRecord[] | null>;
}

/** The page's total from `Content-Range: vendors 0-9/5000`. */
function totalOf(contentRange: string | null, url: string): number {
  const total = Number(contentRange?.split('/').pop());
  if (!contentRange || !Number.isInteger(total)) throw new Error(`GET ${url} answered without a Content-Range total`);
  return total;
}

export function createPagedLists(
  http: HttpClient,
  capabilities: () => Promise<Capabilities>,
  vendorConfigs: Readonly<Record<VendorResource, VendorKindConfig>>,
): PagedLists {
  /** The kind's config when this resource takes the paged path, else null. */
  async function pagedKind(resource: string): Promise<VendorKindConfig | null> {
    const config = vendorConfigs[resource];
    if (!config) return null;
    return (await capabilities()).has('pagedLists') ? config : null;
  }

  async function fetchPage(config: VendorKindConfig, query: Record<string, unknown>, signal?: AbortSignal) {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));
    const url = `${http.origin}${PAGED_PATHS.vendors(config.kind)}?${search.toString()}`;
    const response = await http.request(url, { signal });
    const rows = Array.isArray(response.json) ? (response.json as AnyVendor[]) : [];
    return {
      data: rows.map((row): VendorRecord => toVendorRecord(config, row, http.origin)),
      total: totalOf(response.headers.get('Content-Range'), url),
    };
  }

  return {
    async getList(resource, { filter = {}, sort, pagination, signal }) {
      const kind = await pagedKind(resource);
      if (!kind) return null;
      const { page = 1, perPage = 10 } = pagination ?? {};
      return fetchPage(
        kind,
        {
          ...(sort?.field ? { sort: [sort.field, sort.order === 'DESC' ? 'DESC' : 'ASC'] } : {}),
          range: [(page - 1) * perPage, page * perPage - 1],
          filter,
        },
        signal,
      );
    },
    async getOne(resource, id) {
      const kind = await pagedKind(resource);
      if (!kind) return null;
      const response = await http.request(`${http.origin}${PAGED_PATHS.vendor(kind.kind, id)}`);
      return toVendorRecord(kind, response.json as AnyVendor, http.origin);
    },
    async getMany(resource, ids, signal) {
      const kind = await pagedKind(resource);
      if (!kind) return null;
      if (ids.length === 0) return [];
      const { data } = await fetchPage(kind, { filter: { id: ids }, range: [0, ids.length - 1] }, signal);
      return data;
    },
  };
}

/**
 * Vendors per queue from the server where it offers `pagedLists`: one aggregate call for the kinds' two
 * states, and a one-row page per sub-queue for its total (e.g. hotels of type Restaurant or Cafe).
 */
export async function pagedQueueCounts(http: HttpClient, configs: readonly VendorKindConfig[]): Promise<VendorQueueCounts> {
  const byKind = (await http.request(`${http.origin}${PAGED_PATHS.vendorCounts}`)).json as Partial<Record<string, { unverified: number; verified: number }>>;
  const counts: VendorQueueCounts = {};
  const total = async (kind: string, filter: Data) => {
    const search = new URLSearchParams({ range: '[0,0]', filter: JSON.stringify(filter) });
    const url = `${http.origin}${PAGED_PATHS.vendors(kind)}?${search.toString()}`;
    return totalOf((await http.request(url)).headers.get('Content-Range'), url);
  };
  await Promise.all(
    configs.map(async ({ kind, resource, declaration }) => {
      counts[resource] = byKind[kind] ?? { unverified: 0, verified: 0 };
      for (const sub of declaration.behaviour?.subQueues ?? []) {
        const [unverified, verified] = await Promise.all([
          total(kind, { ...sub.filter, verified: false }),
          total(kind, { ...sub.filter, verified: true }),
        ]);
        counts[`${resource}/${sub.path}`] = { unverified, verified };
      }
    }),
  );
  return counts;
}
