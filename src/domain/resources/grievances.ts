import { declareResource } from './types';

/** The grievance desk (docs/grievances.md): read by every role, worked by the roles that write in `grievances`. */
export const grievances = declareResource({
  name: 'grievances',
  area: 'grievances',
  permissions: { read: 'read', write: 'write' },
  capability: 'grievances',
  menu: { label: 'app.menu.grievances' },
  texts: { en: { name: 'Grievance |||| Grievances' }, ta: { name: 'புகார் |||| புகார்கள்' } },
  endpoints: {
    list: 'GET /api/admin/grievances',
    one: 'GET /api/admin/grievances/{id}',
    /** Takes `{ assignee_id }`. */
    update: 'PUT /api/admin/grievances/{id}',
    assignees: 'GET /api/admin/grievances/assignees',
    /** `?month=YYYY-MM`: text/csv of the grievances received that month (India time). */
    export: 'GET /api/admin/grievances/export',
    attachment: 'GET /api/admin/grievances/{id}/attachment',
    note: 'POST /api/admin/grievances/{id}/notes',
    acknowledge: 'POST /api/admin/grievances/{id}/acknowledge',
    resolve: 'POST /api/admin/grievances/{id}/resolve',
    reopen: 'POST /api/admin/grievances/{id}/reopen',
    escalate: 'POST /api/admin/grievances/{id}/escalate',
  },
});
