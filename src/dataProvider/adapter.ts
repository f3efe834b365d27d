/**
 * What a legacy resource adapter declares (its endpoints, how to fetch the whole list, how to write) and
 * the one generic data provider that turns any adapter into react-admin's standard methods.
 */
import { type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { Endpoint } from './endpoint';
import type { HttpClient } from './http';
import { recordNotFound } from './legacy/masterData';
import { listQuery } from './listQuery';
import type { PagedLists } from './paged';

import type { Data, ResourceAdapter, StandardMethod } from './resourceAdapter';

export { STANDARD_METHODS, type StandardMethod, type Data, type ResourceAdapter } from './resourceAdapter';

/**
 * Endpoints of every standard method: getOne = list lookup, *Many = loops, and update/delete read the list
 * first when react-admin gives no previousData.
 */
export function methodEndpoints(adapter: ResourceAdapter): Record<StandardMethod, readonly Endpoint[] | null> {
  const list = adapter.endpoints.getList ?? [];
  const find = adapter.endpoints.getOne ?? list;
  const withLookup = (supported: unknown, endpoints: readonly Endpoint[] = []) =>
    supported ? unique([...endpoints, ...find]) : null;
  return {
    getList: list,
    getOne: find,
    getMany: adapter.endpoints.getMany ?? list,
    getManyReference: adapter.endpoints.getManyReference ?? list,
    create: adapter.create ? (adapter.endpoints.create ?? []) : null,
    update: withLookup(adapter.update, adapter.endpoints.update),
    updateMany: withLookup(adapter.update, adapter.endpoints.update),
    delete: withLookup(adapter.remove, adapter.endpoints.delete),
    deleteMany: withLookup(adapter.remove, adapter.endpoints.delete),
  };
}

function unique(endpoints: Endpoint[]): Endpoint[] {
  const seen = new Set<string>();
  return endpoints.filter((e) => !seen.has(`${e.method} ${e.path}`) && Boolean(seen.add(`${e.method} ${e.path}`)));
}

export function unsupported(resource: string, method: string): Error {
  return new Error(`The legacy API cannot ${method} ${resource}: no endpoint for "${resource}.${method}"`);
}

/** A react-admin DataProvider over a registry of adapters; no switch on resource names. */
/** `paged`: the server-paged path (./paged.ts), taken where the backend offers it; else the whole-list path. */
export function createLegacyProvider(http: HttpClient, adapters: Readonly<Record<string, ResourceAdapter>>, paged?: PagedLists): DataProvider {
  const adapterOf = (resource: string): ResourceAdapter => {
    const adapter = adapters[resource];
    if (!adapter) throw new Error(`Unknown resource "${resource}": no legacy adapter is registered for it`);
    return adapter;
  };

  async function findOrFail(resource: string, id: Identifier, hint: Data): Promise<RaRecord> {
    const adapter = adapterOf(resource);
    const one = await paged?.getOne(resource, id);
    if (one) return one;
    const found = adapter.findOne
      ? await adapter.findOne(http, id, hint)
      : (await adapter.fetchAll(http, {})).find((record) => String(record.id) === String(id));
    if (!found) throw recordNotFound(resource, id);
    return found;
  }

  async function getList(resource: string, params: { filter?: Data; sort?: { field: string; order: string }; pagination?: { page: number; perPage: number }; signal?: AbortSignal }) {
    const adapter = adapterOf(resource);
    const page = await paged?.getList(resource, params);
    if (page) return page;
    const filter = params.filter ?? {};
    const records = await adapter.fetchAll(http, filter, params.signal);
    const rest = Object.fromEntries(Object.entries(filter).filter(([key]) => !adapter.endpointFilters?.includes(key)));
    return listQuery(records, { filter: rest, sort: params.sort, pagination: params.pagination }, adapter.searchFields);
  }

  async function update(resource: string, id: Identifier, data: Data, previousData: Data | undefined, meta: Data) {
    const adapter = adapterOf(resource);
    if (!adapter.update) throw unsupported(resource, 'update');
    const previous = previousData && 'id' in previousData ? (previousData as RaRecord) : await findOrFail(resource, id, meta);
    return adapter.update(http, id, { ...previous, ...data }, previous);
  }

  async function remove(resource: string, id: Identifier, previousData: Data | undefined, meta: Data) {
    const adapter = adapterOf(resource);
    if (!adapter.remove) throw unsupported(resource, 'delete');
    const record = previousData && 'id' in previousData ? (previousData as RaRecord) : await findOrFail(resource, id, meta);
    await adapter.remove(http, record);
    return record;
  }

  // react-admin's result types are generic over the caller's record type; records come from the adapters.
  const provider = {
    getList: (resource, params) => getList(resource, params),
    getOne: async (resource, params) => ({ data: await findOrFail(resource, params.id, { ...params.meta }) }),
    getMany: async (resource, params) => {
      const many = await paged?.getMany(resource, params.ids, params.signal);
      if (many) return { data: many };
      // `meta.filter` may narrow which list is read, e.g. { categoryId } for subcategories.
      const { data } = await getList(resource, { filter: { ...params.meta?.filter }, signal: params.signal });
      const wanted = new Set(params.ids.map(String));
      return { data: data.filter((record) => wanted.has(String(record.id))) };
    },
    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, params) => {
      const adapter = adapterOf(resource);
      if (!adapter.create) throw unsupported(resource, 'create');
      return { data: await adapter.create(http, params.data as Data) };
    },
    update: async (resource, params) => ({
      data: await update(resource, params.id, params.data as Data, params.previousData as Data | undefined, { ...params.meta }),
    }),
    updateMany: async (resource, params) => {
      for (const id of params.ids) await update(resource, id, params.data as Data, undefined, { ...params.meta });
      return { data: params.ids };
    },
    delete: async (resource, params) => ({
      data: await remove(resource, params.id, params.previousData as Data | undefined, { ...params.meta }),
    }),
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await remove(resource, id, undefined, { ...params.meta });
      return { data: params.ids };
    },
  } as DataProvider;
  return provider;
}
