/**
 * Simple master resources (id, name, active) as data: one declaration gives the data provider its adapter and the
 * admin its List / Create / Edit screens (src/master/simpleMaster.tsx). Adding one is an entry in
 * `simpleMasterResources` below (walkthrough: docs/extending-master.md).
 */
import type { RaRecord } from 'react-admin';
import type { Endpoint } from '../endpoint';
import type { HttpClient } from '../http';
import type { ResourceAdapter } from '../adapter';
import { fetchArray } from './lists';
import { findCreated, mustFind } from './masterData';

export interface SimpleMasterDeclaration {
  /** The react-admin resource name (also the admin path: `/admin/<name>`). */
  name: string;
  /** English name, singular |||| plural, unless `resources.<name>.name` is in the catalogue. */
  label: string;
  /** The record field holding the name, spelled as the API spells it (e.g. `vehicleCategory`). */
  nameSource: string;
  endpoints: {
    /** Answers the whole array of `{ id, <nameSource>, active? }` (no `active`: shown as active). */
    list: Endpoint;
    /** Takes `{ <nameSource> }`. */
    create: Endpoint;
    /** `{id}` in the path, takes `{ <nameSource> }`. */
    update?: Endpoint;
    /** `{id}` in the path, takes `{ active: 1 | 0 }`. */
    setActive?: Endpoint;
    /** `{id}` in the path. */
    delete?: Endpoint;
  };
}

export interface SimpleMasterRecord extends RaRecord {
  active: number;
}

/** The registry: every simple master resource of the product. */
export const simpleMasterResources: readonly SimpleMasterDeclaration[] = [];

export function simpleMasterAdapter(declaration: SimpleMasterDeclaration): ResourceAdapter<SimpleMasterRecord> {
  const { nameSource, endpoints } = declaration;
  const fetchAll = async (http: HttpClient, signal?: AbortSignal) =>
    (await fetchArray<Record<string, unknown>>(http, endpoints.list, undefined, signal)).map(
      (row) => ({ ...row, id: row.id as SimpleMasterRecord['id'], active: row.active === undefined ? 1 : Number(row.active) }),
    );
  const { update, setActive, delete: remove } = endpoints;
  return {
    endpoints: {
      getList: [endpoints.list],
      create: [endpoints.create, endpoints.list],
      update: [update, setActive, endpoints.list].filter((e): e is Endpoint => e !== undefined),
      ...(remove ? { delete: [remove] } : {}),
    },
    searchFields: [nameSource],
    fetchAll: (http, _filter, signal) => fetchAll(http, signal),
    async create(http, data) {
      const answer = await http.call(endpoints.create, { json: { [nameSource]: data[nameSource] } });
      return findCreated(await fetchAll(http), answer, nameSource, data[nameSource], declaration.name);
    },
    async update(http, id, data, previous) {
      if (update && data[nameSource] !== previous[nameSource]) {
        await http.call(update, { params: { id }, json: { [nameSource]: data[nameSource] } });
      }
      if (setActive && Number(data.active) !== previous.active) {
        await http.call(setActive, { params: { id }, json: { active: Number(data.active) ? 1 : 0 } });
      }
      return mustFind(await fetchAll(http), id, declaration.name);
    },
    ...(remove ? { remove: async (http: HttpClient, record: SimpleMasterRecord) => void (await http.call(remove, { params: { id: record.id } })) } : {}),
  };
}

export const simpleMasterAdapters: Record<string, ResourceAdapter> = Object.fromEntries(
  simpleMasterResources.map((declaration) => [declaration.name, simpleMasterAdapter(declaration)]),
);
