/**
 * What a legacy resource adapter declares: its endpoints, how to fetch the whole list, how to write. Apart from
 * ./adapter.ts (the one generic data provider over any adapter), so the adapters and the paged lists import the
 * shape without importing the provider.
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { Endpoint } from './endpoint';
import type { HttpClient } from './http';

export const STANDARD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;
export type StandardMethod = (typeof STANDARD_METHODS)[number];

export type Data = Record<string, unknown>;

export interface ResourceAdapter<R extends RaRecord = RaRecord> {
  /** Which contract endpoints each standard method calls (docs table; a test checks the calls match). */
  endpoints: Partial<Record<StandardMethod, readonly Endpoint[]>>;
  /** Text fields searched by the `q` filter. */
  searchFields: readonly string[];
  /** Filter keys that pick the endpoint inside fetchAll; listQuery does not apply them again. */
  endpointFilters?: readonly string[];
  /** The whole list for this filter, already translated to records. */
  fetchAll(http: HttpClient, filter: Data, signal?: AbortSignal): Promise<R[]>;
  /** One record by id; defaults to searching fetchAll({}). `hint` is meta + previous data, e.g. a categoryId. */
  findOne?(http: HttpClient, id: Identifier, hint: Data): Promise<R | undefined>;
  create?(http: HttpClient, data: Data): Promise<R>;
  /** Writes and returns the record as the lists now show it. */
  update?(http: HttpClient, id: Identifier, data: Data, previous: R): Promise<R>;
  remove?(http: HttpClient, record: R): Promise<void>;
}
