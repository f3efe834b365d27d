import { declareResource } from './types';

export const expiringDocuments = declareResource({
  name: 'expiringDocuments',
  area: 'vendors',
  permissions: { read: 'read', write: 'write' },
  capability: 'compliance',
  menu: { label: 'resources.expiringDocuments.name' },
  texts: { en: { name: 'Expiring document |||| Expiring documents' }, ta: { name: 'காலாவதியாகும் ஆவணம் |||| காலாவதியாகும் ஆவணங்கள்' } },
  /** The expiry queue (server/routes/compliance/expiring.ts), ra-data-simple-rest's list. */
  endpoints: { list: 'GET /api/admin/compliance/expiring' },
});
