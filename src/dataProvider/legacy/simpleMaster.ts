/**
 * Simple master resources (id, name, optionally active) as data: one declaration gives the data provider its
 * adapter, the admin its screens (src/master/simpleMaster.tsx), its master tile and menu entry
 * (src/master/masterEntries.ts). Adding one is an entry in `simpleMasterResources` below (walkthrough:
 * docs/extending.md, "Adding a master resource").
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { z } from 'zod';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { Extension } from '../../domain/capabilities';
import { transportCategoryName } from '../../domain/schemas';
import { endpointParts } from '../../domain/vendorKinds/derive';
import type { EndpointSpec } from '../../domain/vendorKinds/types';
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
  /** Written as SPEC section 7 writes them: `'PUT /transport/edit/category/{id}'`. */
  endpoints: {
    /** Answers the whole array of `{ id, <nameSource>, active? }` (no `active`: shown as active). */
    list: EndpointSpec;
    /** Takes `{ <nameSource> }`. */
    create: EndpointSpec;
    /** `{id}` in the path, takes `{ <nameSource> }`. */
    update?: EndpointSpec;
    /** `{id}` in the path, takes `{ active: 1 | 0 }`. */
    setActive?: EndpointSpec;
    /** `{id}` in the path. */
    delete?: EndpointSpec;
  };
  /** The name's rule when the server shares one (default: "<Name label> is required", trimmed, at most 100 characters). */
  nameSchema?: z.ZodType;
  /**
   * `pages` (default): a list page with Create and Edit pages. `modal`: one table under the master heading, add
   * and edit in a modal listing the existing names that contain what is typed, Save refused on a duplicate
   * (trimmed, case-insensitive).
   */
  screens?: 'pages' | 'modal';
  /** Where the admin offers it: a tile on the master home, an entry in the menu (default: both). */
  placement?: readonly ('home' | 'menu')[];
  /** The text of its tile and menu entry (catalogue key or text; default: the plural label). */
  entryLabel?: string;
  icon?: ComponentType;
  /** Offered only when the backend announces this extension (a resource only our server serves). */
  capability?: Extension;
}

export interface SimpleMasterRecord extends RaRecord {
  /** 1 / 0; present when the API sends it or the declaration has `setActive`. */
  active?: number;
}

/** The registry: every simple master resource of the product. */
export const simpleMasterResources: readonly SimpleMasterDeclaration[] = [
  {
    name: 'transportCategories',
    label: 'Transport category |||| Transport categories',
    nameSource: 'vehicleCategory',
    endpoints: {
      list: 'GET /transport/categories',
      create: 'POST /transport/add/category',
      update: 'PUT /transport/edit/category/{id}',
      delete: 'DELETE /transport/delete/category/{id}',
    },
    nameSchema: transportCategoryName,
    screens: 'modal',
    placement: ['home'],
    entryLabel: 'app.master.home.transport',
    icon: LocalShippingIcon,
  },
];

/** "transport category": the singular label, as error texts name one record. */
const singularOf = (label: string) => (label.split('||||')[0] ?? label).trim().toLowerCase();

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
      return findCreated(await fetchAll(http), answer, nameSource, data[nameSource], singularOf(declaration.label));
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
