/**
 * The paged list path: when the backend's capability document offers `pagedLists`, vendor lists are paged,
 * filtered, searched and sorted by the server (GET /api/lists/vendors/{kind}, ra-data-simple-rest conventions)
 * instead of downloading the kind's whole legacy list. Each method answers null when the path does not apply
 * (legacy backend, another resource), and the legacy provider then takes its whole-list path.
 * Records are translated exactly as on the whole-list path (toVendorRecord: legacy fields, `kind`, `posterUrl`).
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { Capabilities } from '../domain/capabilities';
import type { VendorKind } from '../domain/constants';
import type { Data } from './adapter';
import type { HttpClient } from './http';
import { toVendorRecord } from './legacy/vendorKind';
import { vendorConfigs } from './legacy';
import { VENDOR_KIND_OF, VENDOR_RESOURCES, type VendorRecord, type VendorResource } from './types';
import type { AnyVendor } from '../domain';

export const PAGED_PATHS = {
  vendors: (kind: VendorKind) => `/api/lists/vendors/${kind}`,
  vendor: (kind: VendorKind, id: Identifier) => `/api/lists/vendors/${kind}/${encodeURIComponent(String(id))}`,
  vendorCounts: '/api/lists/vendorCounts',
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

/** The kind's field aliases, applied exactly as on the whole-list path. */
const aliasesOf = (kind: VendorKind) => Object.values(vendorConfigs).find((config) => config.kind === kind)?.aliases;

const isVendorResource = (resource: string): resource is VendorResource => (VENDOR_RESOURCES as readonly string[]).includes(resource);

/** The page's total from `Content-Range: vendors 0-9/5000`. */
function totalOf(contentRange: string | null, url: string): number {
  const total = Number(contentRange?.split('/').pop());
  if (!contentRange || !Number.isInteger(total)) throw new Error(`GET ${url} answered without a Content-Range total`);
  return total;
}

export function createPagedLists(http: HttpClient, capabilities: () => Promise<Capabilities>): PagedLists {
  /** The kind when this resource takes the paged path, else null. */
  async function pagedKind(resource: string): Promise<VendorKind | null> {
    if (!isVendorResource(resource)) return null;
    return (await capabilities()).has('pagedLists') ? VENDOR_KIND_OF[resource] : null;
  }

  async function fetchPage(kind: VendorKind, query: Record<string, unknown>, signal?: AbortSignal) {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));
    const url = `${http.origin}${PAGED_PATHS.vendors(kind)}?${search.toString()}`;
    const response = await http.request(url, { signal });
    const rows = Array.isArray(response.json) ? (response.json as AnyVendor[]) : [];
    return {
      data: rows.map((row): VendorRecord => toVendorRecord(kind, row, http.origin, aliasesOf(kind))),
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
      const response = await http.request(`${http.origin}${PAGED_PATHS.vendor(kind, id)}`);
      return toVendorRecord(kind, response.json as AnyVendor, http.origin, aliasesOf(kind));
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

export type VendorStateCounts = Record<VendorResource, { unverified: number; verified: number }>;

/**
 * Vendors per resource and state for tiles and badges: one aggregate call where the backend offers
 * `pagedLists`, otherwise the length of each legacy list (through `fetchState`, the whole-list path).
 */
export async function countVendors(
  http: HttpClient,
  capabilities: () => Promise<Capabilities>,
  fetchState: (resource: VendorResource, verified: boolean) => Promise<readonly unknown[]>,
): Promise<VendorStateCounts> {
  if ((await capabilities()).has('pagedLists')) {
    const byKind = (await http.request(`${http.origin}${PAGED_PATHS.vendorCounts}`)).json as Partial<Record<VendorKind, { unverified: number; verified: number }>>;
    return Object.fromEntries(
      VENDOR_RESOURCES.map((resource) => [resource, byKind[VENDOR_KIND_OF[resource]] ?? { unverified: 0, verified: 0 }]),
    ) as VendorStateCounts;
  }
  const entries = await Promise.all(
    VENDOR_RESOURCES.map(async (resource) => {
      const [unverified, verified] = await Promise.all([fetchState(resource, false), fetchState(resource, true)]);
      return [resource, { unverified: unverified.length, verified: verified.length }] as const;
    }),
  );
  return Object.fromEntries(entries) as VendorStateCounts;
}
