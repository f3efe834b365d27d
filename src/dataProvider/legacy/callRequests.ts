/** Vendor call requests: a list, notes as the only editable field, and delete (SPEC section 7 "Call requests"). */
import type { CallRequest } from '../../domain';
import { endpointsOf } from '../../domain/endpoints';
import type { HttpClient } from '../http';
import type { ResourceAdapter } from '../resourceAdapter';
import type { CallRequestRecord } from '../records';
import { fetchArray } from './lists';
import { mustFind } from './masterData';

const endpoints = endpointsOf({
  list: 'GET /getCallRequests',
  updateNotes: 'PUT /updateNotes/{id}',
  delete: 'DELETE /callrequest/deleteRow/{id}',
});

const fetchCallRequests = (http: HttpClient, signal?: AbortSignal) => fetchArray<CallRequest>(http, endpoints.list, undefined, signal);

export const callRequests: ResourceAdapter<CallRequestRecord> = {
  endpoints: {
    getList: [endpoints.list],
    update: [endpoints.updateNotes, endpoints.list],
    delete: [endpoints.delete],
  },
  searchFields: ['phone_number', 'notes'],
  fetchAll: (http, _filter, signal) => fetchCallRequests(http, signal),
  async update(http, id, data) {
    await http.call(endpoints.updateNotes, { params: { id }, json: { notes: String(data.notes ?? '') } });
    return mustFind(await fetchCallRequests(http), id, 'callRequests');
  },
  async remove(http, record) {
    await http.call(endpoints.delete, { params: { id: record.id } });
  },
};
