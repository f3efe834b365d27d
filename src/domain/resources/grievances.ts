import { declareResource } from './types';

/** The grievance desk (docs/grievances.md): read by every role, worked by the roles that write in `grievances`. */
export const grievances = declareResource({
  name: 'grievances',
  area: 'grievances',
  permissions: { read: 'read', write: 'write' },
  capability: 'grievances',
  menu: { label: 'app.menu.grievances' },
  texts: { en: { name: 'Grievance |||| Grievances' }, ta: { name: 'புகார் |||| புகார்கள்' } },
});
