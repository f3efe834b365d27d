/** Calls declared in the one endpoint syntax, `'PUT /admin/vegetable-categories/{id}'`, as method + path template. */
import { endpointParts, type EndpointParts } from '../vendorKinds/derive';
import type { EndpointSpec } from '../vendorKinds/types';

export function endpointsOf<K extends string>(specs: Readonly<Record<K, EndpointSpec>>): Record<K, EndpointParts> {
  return Object.fromEntries(Object.entries<EndpointSpec>(specs).map(([name, spec]) => [name, endpointParts(spec)])) as Record<K, EndpointParts>;
}

export * from './categories';
export * from './dashboard';
export * from './pagedLists';
