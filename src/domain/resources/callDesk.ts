import { declareResource } from './types';

export const callDesk = declareResource({
  name: 'calldesk',
  area: 'calls',
  permissions: { read: 'read', write: 'write' },
  capability: 'callDesk',
  menu: { label: 'app.callDesk.title' },
  texts: { en: {}, ta: {} },
});
