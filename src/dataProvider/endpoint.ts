/**
 * An endpoint of the legacy contract as data: method plus a path template with `{param}` holes, parsed from the
 * one declaration syntax `'PUT /updateNotes/{id}'` (src/domain/endpoints `endpointsOf`). Adapters call endpoints
 * only through these values, so the docs table is generated from the same values.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Path template, e.g. `/vegetable/storeimage/{user_id}`. */
  path: string;
}


export type PathParams = Record<string, string | number>;

/** Fills every `{name}` of the template; each value is URL-encoded, a missing one is a programming error. */
export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export const describeEndpoint = (endpoint: Endpoint): string => `${endpoint.method} ${endpoint.path}`;
