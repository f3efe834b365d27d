import { declareResource } from './types';

export const callRequests = declareResource({
  name: 'callRequests',
  area: 'calls',
  permissions: { read: 'read', write: 'write' },
  menu: { label: 'app.menu.callRequest' },
  texts: { en: { name: 'Call Request |||| Call Requests' }, ta: { name: 'அழைப்பு கோரிக்கை |||| அழைப்பு கோரிக்கைகள்' } },
});
