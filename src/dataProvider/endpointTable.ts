/**
 * The resource × method → endpoint table, generated from the same declarations the adapters call through.
 * docs/data-provider.md embeds renderEndpointTable(); a test fails when the two differ, and the server
 * tests check that every method calls only the endpoints listed here.
 */
import { authEndpoints } from '../authProvider';
import { STANDARD_METHODS, methodEndpoints } from './adapter';
import { describeEndpoint, type Endpoint } from './endpoint';
import { legacyAdapters, imageResourceActions } from './legacy';
import { vendorConfigsOf } from './legacy/vendorKind';
import { VENDOR_KIND_DECLARATIONS } from '../domain/vendorKinds';
import { dashboardEndpoints } from './customMethods';
import { professionalCategoryOptionsEndpoint } from './legacy/professionalCategories';
import { EXTENSION_RESOURCES, pathOf } from './extensionResources';
import type { AppCustomMethods } from './types';

export interface EndpointRow {
  /** Resource name, or '-' for calls that are not about one resource. */
  resource: string;
  method: string;
  /** null: the method is not supported and throws an error naming resource and method. */
  endpoints: readonly Endpoint[] | null;
}

type VendorAction = keyof typeof vendorActionEndpoint;
const vendorActionEndpoint = {
  approveVendor: 'approve',
  vendorImages: 'images',
  deleteVendorImage: 'deleteImage',
  uploadPoster: 'posterUpload',
  setPosterFromImage: 'posterFromImage',
  vendorStories: 'stories',
  deleteStory: 'deleteStory',
} as const satisfies Partial<Record<keyof AppCustomMethods, string>>;

const imageAction = {
  setActive: 'setActive',
  replaceImage: 'replaceImage',
  rename: 'rename',
} as const satisfies Partial<Record<keyof AppCustomMethods, string>>;

export function endpointRows(): EndpointRow[] {
  const rows: EndpointRow[] = [];
  for (const [resource, adapter] of Object.entries(legacyAdapters)) {
    const byMethod = methodEndpoints(adapter);
    for (const method of STANDARD_METHODS) rows.push({ resource, method, endpoints: byMethod[method] });
  }
  for (const [resource, config] of Object.entries(vendorConfigsOf(VENDOR_KIND_DECLARATIONS))) {
    for (const method of Object.keys(vendorActionEndpoint) as VendorAction[]) {
      rows.push({ resource, method, endpoints: [config.endpoints[vendorActionEndpoint[method]]] });
    }
    const { verifyByPhone } = config.endpoints;
    if (verifyByPhone) rows.push({ resource, method: 'verifyVegetableVendorByPhone', endpoints: [verifyByPhone] });
  }
  for (const [resource, actions] of Object.entries(imageResourceActions)) {
    for (const [method, field] of Object.entries(imageAction)) rows.push({ resource, method, endpoints: [actions[field]] });
  }
  rows.push(
    { resource: 'professionalCategories', method: 'professionalCategoryOptions', endpoints: [professionalCategoryOptionsEndpoint] },
    { resource: '-', method: 'dashboardCounts', endpoints: [dashboardEndpoints.userCount, dashboardEndpoints.vendorCount] },
    { resource: '-', method: 'authProvider.login', endpoints: [authEndpoints.login] },
    { resource: '-', method: 'authProvider.logout', endpoints: [authEndpoints.logout] },
  );
  return rows;
}

export function findRow(resource: string, method: string): EndpointRow {
  const row = endpointRows().find((r) => r.resource === resource && r.method === method);
  if (!row) throw new Error(`No endpoint row for ${resource}.${method}`);
  return row;
}

export function renderEndpointTable(): string {
  const lines = ['| Resource | Method | Endpoints |', '| --- | --- | --- |'];
  for (const row of endpointRows()) {
    const cell = row.endpoints === null ? '_not supported (throws)_' : row.endpoints.map((e) => `\`${describeEndpoint(e)}\``).join('<br>');
    lines.push(`| ${row.resource} | ${row.method} | ${cell || '_none_'} |`);
  }
  for (const resource of EXTENSION_RESOURCES) {
    lines.push(`| ${resource} | all standard methods | ra-data-simple-rest over \`/api/${pathOf(resource)}\` |`);
  }
  return lines.join('\n');
}

/** True when `path` (decoded) fits the endpoint's template. */
export function matchesEndpoint(endpoint: Endpoint, method: string, path: string): boolean {
  if (endpoint.method !== method) return false;
  const pattern = endpoint.path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}
