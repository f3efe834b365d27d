import { declareResource } from './types';

export const admins = declareResource({
  name: 'admins',
  area: 'admins',
  permissions: { read: 'read', screens: 'manage', write: 'manage' },
  capability: 'reviewDesk',
  menu: { label: 'resources.admins.name' },
  texts: { en: { name: 'Admin |||| Admins' }, ta: { name: 'நிர்வாகி |||| நிர்வாகிகள்' } },
  endpoints: {
    list: 'GET /api/admins',
    one: 'GET /api/admins/{id}',
    create: 'POST /api/admins',
    update: 'PUT /api/admins/{id}',
    /** Every admin's own password (area `self`, not this resource's area). */
    ownPassword: 'PUT /api/admin/password',
  },
});
