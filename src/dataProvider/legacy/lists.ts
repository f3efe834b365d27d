/**
 * Reading legacy list answers (SPEC section 8): a non-array answer is logged and read as empty, a 404 on a
 * read means "none", and every row is normalised (numeric strings, NULL columns) before adapters see it.
 */
import type { Endpoint, PathParams } from '../endpoint';
import type { HttpClient } from '../http';
import { normaliseRow } from '../translate/columns';
import { isNothingThere, listOrEmpty } from '../translate/lists';

export async function fetchArray<T>(
  http: HttpClient,
  endpoint: Endpoint,
  params?: PathParams,
  signal?: AbortSignal,
  what?: string,
): Promise<T[]> {
  let body: unknown;
  try {
    body = await http.call(endpoint, { params, signal, what });
  } catch (error) {
    if (isNothingThere(error)) return [];
    throw error;
  }
  return listOrEmpty<unknown>(body, what ?? endpoint.path).map(normaliseRow) as T[];
}
