/** Vendor call requests: a list, notes as the only editable field, and delete (SPEC section 7 "Call requests"). */
import type { CallRequest } from '../../domain';
import { endpointsOf } from '../../domain/endpoints';
import { callRequests as callRequestsResource } from '../../domain/resources';
import type { HttpClient } from '../http';
import type { ResourceAdapter } from '../resourceAdapter';
import type { CallRequestRecord } from '../records';
import { fetchArray } from './lists';
import { mustFind } from './masterData';

const endpoints = endpointsOf(callRequestsResource.endpoints);

const fetchCallRequests = (http: HttpClient, signal?: AbortSignal) => fetchArray<CallRequest>(http, endpoints.all, undefined, signal);

export const callRequests: ResourceAdapter<CallRequestRecord> = {
  endpoints: {
    getList: [endpoints.all],
    update: [endpoints.updateNotes, endpoints.all],
    delete: [endpoints.deleteRow],
  },
  searchFields: ['phone_number', 'notes'],
  fetchAll: (http, _filter, signal) => fetchCallRequests(http, signal),
  async update(http, id, data) {
    await http.call(endpoints.updateNotes, { params: { id }, json: { notes: String(data.notes ?? '') } });
    return mustFind(await fetchCallRequests(http), id, 'callRequests');
  },
  async remove(http, record) {
    await http.call(endpoints.deleteRow, { params: { id: record.id } });
  },
};
