import { declareResource } from './types';

export const audit = declareResource({
  name: 'audit',
  area: 'admins',
  permissions: { read: 'read' },
  capability: 'reviewDesk',
  menu: { label: 'resources.audit.name' },
  texts: { en: { name: 'Audit entry |||| Audit log' }, ta: { name: 'ஆடிட் பதிவு |||| ஆடிட் பதிவேடு' } },
  endpoints: { list: 'GET /api/audit' },
});
