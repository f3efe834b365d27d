/**
 * Simple master resources (id, name, optionally active) as data: one declaration gives the data provider its
 * adapter, the admin its screens (src/master/simpleMasterResource.tsx), its master tile and menu entry
 * (src/master/masterEntries.ts). Adding one is a declaration in src/domain/resources/ made with
 * `declareSimpleMaster` (walkthrough: docs/extending.md, "Adding a master resource").
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { Extension } from '../../domain/capabilities';
import { RESOURCE_DECLARATIONS, type ResourceDeclaration, type SimpleMasterSpec } from '../../domain/resources';
import { endpointParts } from '../../domain/vendorKinds/derive';
import type { Endpoint } from '../endpoint';
import type { HttpClient } from '../http';
import type { ResourceAdapter } from '../resourceAdapter';
import { fetchArray } from './lists';
import { findCreated, mustFind } from './masterData';

/** A simple master as the admin derives it: the registry's declaration (src/domain/resources/) and its icon. */
export interface SimpleMasterDeclaration extends SimpleMasterSpec {
  /** The react-admin resource name (also the admin path: `/admin/<name>`). */
  name: string;
  /** English name, singular |||| plural, unless `resources.<name>.name` is in the catalogue. */
  label: string;
  icon?: ComponentType;
  /** Offered only when the backend announces this extension (a resource only our server serves). */
  capability?: Extension;
}

export interface SimpleMasterRecord extends RaRecord {
  /** 1 / 0; present when the API sends it or the declaration has `setActive`. */
  active?: number;
}

/** The icons of the simple masters that have their own (default: the Category icon). */
const SIMPLE_MASTER_ICONS: Readonly<Record<string, ComponentType>> = { transportCategories: LocalShippingIcon };

/** The admin's form of a simple master declared in the registry. */
export function simpleMasterOf(declaration: ResourceDeclaration, icon = SIMPLE_MASTER_ICONS[declaration.name]): SimpleMasterDeclaration {
  if (!declaration.simpleMaster) throw new Error(`Resource "${declaration.name}" is not a simple master`);
  const label = declaration.texts.en.name ?? declaration.name;
  return { name: declaration.name, label, capability: declaration.capability, ...declaration.simpleMaster, ...(icon ? { icon } : {}) };
}

/** Every simple master resource of the product: the registry's declarations with `simpleMaster`. */
export const simpleMasterResources: readonly SimpleMasterDeclaration[] = RESOURCE_DECLARATIONS.filter((declaration) => 'simpleMaster' in declaration).map((d) =>
  simpleMasterOf(d),
);

export function simpleMasterAdapter(declaration: SimpleMasterDeclaration): ResourceAdapter<SimpleMasterRecord> {
  const { nameSource } = declaration;
  const list = endpointParts(declaration.endpoints.list);
  const create = endpointParts(declaration.endpoints.create);
  const [update, setActive, remove] = (['update', 'setActive', 'delete'] as const).map((key) => {
    const spec = declaration.endpoints[key];
    return spec ? endpointParts(spec) : undefined;
  });
  const fetchAll = async (http: HttpClient, signal?: AbortSignal) =>
    (await fetchArray<Record<string, unknown>>(http, list, undefined, signal)).map((row): SimpleMasterRecord => {
      const id = row.id as SimpleMasterRecord['id'];
      if (row.active === undefined && !setActive) return { ...row, id };
      return { ...row, id, active: row.active === undefined ? 1 : Number(row.active) };
    });
  return {
    endpoints: {
      getList: [list],
      create: [create, list],
      update: [update, setActive, list].filter((e): e is Endpoint => e !== undefined),
      ...(remove ? { delete: [remove] } : {}),
    },
    searchFields: [nameSource],
    fetchAll: (http, _filter, signal) => fetchAll(http, signal),
    async create(http, data) {
      const answer = await http.call(create, { json: { [nameSource]: data[nameSource] } });
      return findCreated(await fetchAll(http), answer, nameSource, data[nameSource], declaration.name);
    },
    async update(http, id, data, previous) {
      const activeChanged = setActive !== undefined && data.active !== undefined && Number(data.active) !== previous.active;
      // A form saved unchanged is still a save the server confirms; only the active switch writes the flag alone.
      if (update && (data[nameSource] !== previous[nameSource] || !activeChanged)) {
        await http.call(update, { params: { id }, json: { [nameSource]: data[nameSource] } });
      }
      if (setActive && activeChanged) {
        await http.call(setActive, { params: { id }, json: { active: Number(data.active) ? 1 : 0 } });
      }
      return mustFind(await fetchAll(http), id, declaration.name);
    },
    ...(remove ? { remove: async (http: HttpClient, record: SimpleMasterRecord) => void (await http.call(remove, { params: { id: record.id } })) } : {}),
  };
}

export const simpleMasterAdaptersOf = (registry: readonly SimpleMasterDeclaration[]): Record<string, ResourceAdapter> =>
  Object.fromEntries(registry.map((declaration) => [declaration.name, simpleMasterAdapter(declaration)]));

export const simpleMasterAdapters = simpleMasterAdaptersOf(simpleMasterResources);
