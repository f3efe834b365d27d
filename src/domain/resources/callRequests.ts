import { declareResource } from './types';

export const callRequests = declareResource({
  name: 'callRequests',
  area: 'calls',
  permissions: { read: 'read', write: 'write' },
  menu: { label: 'app.menu.callRequest' },
  texts: { en: { name: 'Call Request |||| Call Requests' }, ta: { name: 'அழைப்பு கோரிக்கை |||| அழைப்பு கோரிக்கைகள்' } },
  /** SPEC section 7 "Call requests" (the admin's legacy adapter, src/dataProvider/legacy/callRequests.ts). */
  endpoints: {
    all: 'GET /getCallRequests',
    updateNotes: 'PUT /updateNotes/{id}',
    deleteRow: 'DELETE /callrequest/deleteRow/{id}',
  },
});
