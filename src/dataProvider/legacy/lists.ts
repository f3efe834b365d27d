/** Reading legacy list answers: they should be arrays; anything else is shown to the admin, never swallowed. */
import { HttpError } from 'react-admin';
import { describeEndpoint, type Endpoint, type PathParams } from '../endpoint';
import type { HttpClient } from '../http';

/** Thrown when a list endpoint answers 2xx with something that is not an array (the list shows as empty). */
export class InvalidListError extends HttpError {
  constructor(endpoint: Endpoint) {
    const message = `${describeEndpoint(endpoint)} did not return a list; nothing can be shown`;
    super(message, 502, { message });
    // HttpError's constructor pins its own prototype; restore the subclass so `instanceof` works.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'InvalidListError';
  }
}

export function asArray<T>(value: unknown, endpoint: Endpoint): T[] {
  if (!Array.isArray(value)) throw new InvalidListError(endpoint);
  return value as T[];
}

export async function fetchArray<T>(http: HttpClient, endpoint: Endpoint, params?: PathParams, signal?: AbortSignal): Promise<T[]> {
  return asArray<T>(await http.call(endpoint, { params, signal }), endpoint);
}
