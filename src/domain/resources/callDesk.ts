import { declareResource } from './types';

export const callDesk = declareResource({
  name: 'calldesk',
  area: 'calls',
  permissions: { read: 'read', write: 'write' },
  capability: 'callDesk',
  menu: { label: 'app.callDesk.title' },
  texts: { en: {}, ta: {} },
  endpoints: {
    list: 'GET /api/calldesk',
    one: 'GET /api/calldesk/{id}',
    update: 'PUT /api/calldesk/{id}',
    assignees: 'GET /api/calldesk/assignees',
    note: 'POST /api/calldesk/{id}/notes',
    convert: 'POST /api/calldesk/{id}/convert',
  },
});
