import { declareResource } from './types';

export const customers = declareResource({
  name: 'customers',
  area: 'vendors',
  permissions: { read: 'read', write: 'write' },
  capability: 'customers',
  menu: [
    { group: 'users', label: 'app.menu.verifiedUsers', path: '/customers/verified' },
    { group: 'users', label: 'app.menu.unverifiedUsers', path: '/customers/unverified' },
  ],
  dashboard: [
    { label: 'app.dashboard.totalUsers', count: 'users.totalUsers', path: '/customers' },
    { label: 'app.dashboard.authorizedUsers', count: 'users.totalVerifiedUsers', path: '/customers/verified' },
    { label: 'app.dashboard.unauthorizedUsers', count: 'users.totalUnverifiedUsers', path: '/customers/unverified' },
  ],
  texts: { en: { name: 'User |||| Users' }, ta: { name: 'பயனர் |||| பயனர்கள்' } },
  endpoints: { list: 'GET /api/customers', one: 'GET /api/customers/{id}' },
});
