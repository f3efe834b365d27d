import { declareResource } from './types';

export const reasonTemplates = declareResource({
  name: 'reason-templates',
  area: 'admins',
  permissions: { read: 'read', screens: 'manage', write: 'manage' },
  capability: 'reviewDesk',
  menu: { label: 'resources.reason-templates.name' },
  texts: { en: { name: 'Reason template |||| Reason templates' }, ta: { name: 'காரண மாதிரி |||| காரண மாதிரிகள்' } },
  endpoints: {
    list: 'GET /api/reason-templates',
    one: 'GET /api/reason-templates/{id}',
    create: 'POST /api/reason-templates',
    update: 'PUT /api/reason-templates/{id}',
    delete: 'DELETE /api/reason-templates/{id}',
  },
});
