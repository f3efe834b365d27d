import { declareResource } from './types';

export const customers = declareResource({
  name: 'customers',
  area: 'vendors',
  permissions: { read: 'read', write: 'write' },
  capability: 'customers',
  texts: { en: { name: 'User |||| Users' }, ta: { name: 'பயனர் |||| பயனர்கள்' } },
  endpoints: { list: 'GET /api/customers', one: 'GET /api/customers/{id}' },
});
