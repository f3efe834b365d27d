/**
 * Fastify's form of a call declared in the one endpoint syntax, `'PUT /admin/vegetable-categories/{id}'`
 * (src/domain/vendorKinds/types.ts EndpointSpec): the method, and the path with `:id` for `{id}`.
 */
import type { EndpointParts, EndpointSpec } from '../../src/domain/vendorKinds/index.ts';
import { endpointParts } from '../../src/domain/vendorKinds/index.ts';

export function endpointRoute(spec: EndpointSpec): { method: EndpointParts['method']; url: string } {
  const { method, path } = endpointParts(spec);
  return { method, url: path.replace(/\{(\w+)\}/g, ':$1') };
}

/** endpointRoute of an optional call (a simple master's update, delete...) its route group serves: missing is a programming error. */
export function declaredRoute(spec: EndpointSpec | undefined, what: string): { method: EndpointParts['method']; url: string } {
  if (!spec) throw new Error(`${what} is not declared`);
  return endpointRoute(spec);
}
