/** Transport (vehicle) categories: plain names, full CRUD by id (SPEC section 7 "Transport"). */
import type { TransportCategory } from '../../domain';
import { DELETE, GET, POST, PUT } from '../endpoint';
import type { HttpClient } from '../http';
import type { ResourceAdapter } from '../adapter';
import type { TransportCategoryRecord } from '../types';
import { fetchArray } from './lists';
import { findCreated, mustFind } from './masterData';

const endpoints = {
  list: GET('/transport/categories'),
  create: POST('/transport/add/category'),
  update: PUT('/transport/edit/category/{id}'),
  delete: DELETE('/transport/delete/category/{id}'),
};

const fetchTransportCategories = (http: HttpClient, signal?: AbortSignal) =>
  fetchArray<TransportCategory>(http, endpoints.list, undefined, signal);

export const transportCategories: ResourceAdapter<TransportCategoryRecord> = {
  endpoints: {
    getList: [endpoints.list],
    create: [endpoints.create, endpoints.list],
    update: [endpoints.update, endpoints.list],
    delete: [endpoints.delete],
  },
  searchFields: ['vehicleCategory'],
  fetchAll: (http, _filter, signal) => fetchTransportCategories(http, signal),
  async create(http, data) {
    const answer = await http.call(endpoints.create, { json: { vehicleCategory: data.vehicleCategory } });
    return findCreated(await fetchTransportCategories(http), answer, 'vehicleCategory', data.vehicleCategory, 'transport category');
  },
  async update(http, id, data) {
    await http.call(endpoints.update, { params: { id }, json: { vehicleCategory: data.vehicleCategory } });
    return mustFind(await fetchTransportCategories(http), id, 'transportCategories');
  },
  async remove(http, record) {
    await http.call(endpoints.delete, { params: { id: record.id } });
  },
};
